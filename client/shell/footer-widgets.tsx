import { Suspense } from 'react';
import { CdnImage } from '../components/image/cdn-image';
import { usePagePayload } from '../router/router-context';
import { useShell, useT } from '../shell-context';
import { RenderedOnce } from './rendered-once';

const BADGE_SIZE = { width: 96, height: 48 } as const;
const PAYMENT_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  maestro: 'Maestro',
  paypal: 'PayPal',
};

/** Each language's own name, as a shopper who reads it looks for it. */
const LANGUAGE_NAMES: Record<string, string> = { sk: 'Slovenčina', cs: 'Čeština', de: 'Deutsch' };

/**
 * Issue 32: this page in its other languages and on the other site, as real links a crawler follows
 * (a German page a shopper reaches only with the German cookie is reached by a search engine here).
 * The links are the page's hreflang alternates, the same list as its `<link rel="alternate">`
 * (worker/urls/page-alternates.ts): one source of truth, canonical URLs as the sitemaps list them.
 */
/**
 * The site an alternate is on, as a shopper reads it ("eshop.cz"): the worker writes alternates as
 * absolute https URLs of canonical hosts, so the host is read off the text (no URL parse per link
 * and view: 2 % of a server render).
 */
function siteName(href: string): string {
  return (/^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(href)?.[1] ?? href).toLowerCase();
}

function PageLanguages() {
  const { meta } = usePagePayload();
  const t = useT();
  const others = (meta.alternates ?? []).filter((a) => a.hreflang !== 'x-default' && a.href !== meta.canonical);
  if (others.length === 0) return null;
  return (
    <RenderedOnce
      as="nav"
      hostProps={{
        className: 'container site-footer__widgets footer-languages',
        'aria-label': t('layout.footer.pageLanguages'),
      }}
      // A shared meta's alternates (worker/loaders/view-memo.ts): kept per meta and shell on the server.
      memoKey={(f) => {
        const key = f.sharedKey?.(meta) ?? null;
        return key === null ? null : `page-languages ${key}`;
      }}
    >
      <ul>
        {others.map((a) => {
          const language = a.hreflang.split('-')[0] ?? a.hreflang;
          return (
            <li key={a.hreflang}>
              <a href={a.href} hrefLang={a.hreflang} lang={language}>
                {`${LANGUAGE_NAMES[language] ?? language} · ${siteName(a.href)}`}
              </a>
            </li>
          );
        })}
      </ul>
    </RenderedOnce>
  );
}

/**
 * SPEC 2 footer badge widgets: certification badges (CDN images), payment methods and social
 * profiles from the CMS footer, then the page's other languages. Static markup, below the fold: its
 * own chunk, hydrated when it arrives. Hrefs were checked by the worker (external https only).
 */
export default function FooterWidgets() {
  // The languages wait for the page's data on a streamed page; the widgets do not wait with them.
  return (
    <>
      <Widgets />
      <Suspense fallback={null}>
        <PageLanguages />
      </Suspense>
    </>
  );
}

function Widgets() {
  const { footerWidgets } = useShell();
  const t = useT();
  if (!footerWidgets) return null;
  const { badges, paymentIcons, social } = footerWidgets;
  return (
    // The shell's alone: written from markup rendered once per shell (rendered-once.tsx).
    <RenderedOnce
      as="div"
      hostProps={{ className: 'container site-footer__widgets', 'data-testid': 'footer-widgets' }}
      memoKey={() => 'footer-widgets'}
    >
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
    </RenderedOnce>
  );
}
