import { CdnImage } from '../components/image/cdn-image';
import { useShell, useT } from '../shell-context';

const BADGE_SIZE = { width: 96, height: 48 } as const;
const PAYMENT_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  maestro: 'Maestro',
  paypal: 'PayPal',
};

/**
 * SPEC 2 footer badge widgets: certification badges (CDN images), payment methods and social
 * profiles from the CMS footer. Static markup, below the fold: its own chunk, hydrated when it
 * arrives. Hrefs were checked by the worker (external https only).
 */
export default function FooterWidgets() {
  const { footerWidgets } = useShell();
  const t = useT();
  if (!footerWidgets) return null;
  const { badges, paymentIcons, social } = footerWidgets;
  return (
    <div className="container site-footer__widgets" data-testid="footer-widgets">
      {badges.length ? (
        <ul className="footer-badges" aria-label={t('layout.footer.badges')}>
          {badges.map((b) => (
            <li key={b.path}>
              <CdnImage path={b.path} alt={b.alt} size={BADGE_SIZE} className="footer-badges__image" />
            </li>
          ))}
        </ul>
      ) : null}
      {paymentIcons.length ? (
        <ul className="footer-payments" aria-label={t('layout.footer.paymentMethods')}>
          {paymentIcons.map((code) => (
            <li key={code} className={`payment-icon payment-icon--${code}`}>
              {PAYMENT_LABELS[code] ?? code}
            </li>
          ))}
        </ul>
      ) : null}
      {social.length ? (
        <nav className="footer-social" aria-label={t('layout.footer.followUs')}>
          <ul>
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener">
                  {s.network.charAt(0).toUpperCase() + s.network.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
