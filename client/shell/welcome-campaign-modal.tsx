import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '../../shared/money';
import { useNewsletter } from '../hooks/use-newsletter';
import { useShell, useT } from '../shell-context';
import { OfferPanel } from './offer-panel';

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * SPEC 2/9 welcome-campaign offer (client/shell/offers.tsx decides when): step 1 e-mail, step 2
 * thank-you. The coupon's percent and the order limit carry their units (limit in the site's currency).
 */
export default function WelcomeCampaignModal({
  onClose,
  onSubscribed,
}: {
  onClose: () => void;
  onSubscribed: () => void;
}) {
  const shell = useShell();
  const t = useT();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const { status, subscribe } = useNewsletter('welcome');
  const rawValue = shell.settings.welcomeCouponValue ?? '';
  const rawLimit = shell.settings.welcomeCouponLimit ?? '';
  const value = AMOUNT.test(rawValue) ? `${rawValue.replace('.', shell.currency.decimalPoint)}\u00a0%` : rawValue;
  const limit = AMOUNT.test(rawLimit)
    ? formatMoney(Number(rawLimit.replace(',', '.')), shell.currency, { trimZeroDecimals: true })
    : rawLimit;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await subscribe(email)) onSubscribed();
  };
  return (
    <OfferPanel title={t('layout.welcomeCampaign.title', { value })} onClose={onClose} testId="welcome-offer">
      {status === 'done' ? (
        <p data-testid="welcome-thanks">{t('layout.welcomeCampaign.thankYouText')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="offer-panel__form">
          <p>{t('layout.welcomeCampaign.text', { value, limit })}</p>
          <label className="field" htmlFor={inputId}>
            <span className="field__label">{t('layout.welcomeCampaign.emailLabel')}</span>
          </label>
          <div className="offer-panel__row">
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('layout.welcomeCampaign.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={status === 'sending'}>
              {t('layout.welcomeCampaign.submit')}
            </button>
          </div>
        </form>
      )}
    </OfferPanel>
  );
}
