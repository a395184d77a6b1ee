import { formatMoney } from '../../shared/money';
import { useNewsletter } from '../hooks/use-newsletter';
import { useShell, useT } from '../shell-context';
import { OfferEmailForm } from './offer-email-form';
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
  const { status, subscribe } = useNewsletter('welcome');
  const rawValue = shell.settings.welcomeCouponValue ?? '';
  const rawLimit = shell.settings.welcomeCouponLimit ?? '';
  const value = AMOUNT.test(rawValue) ? `${rawValue.replace('.', shell.currency.decimalPoint)}\u00a0%` : rawValue;
  const limit = AMOUNT.test(rawLimit)
    ? formatMoney(Number(rawLimit.replace(',', '.')), shell.currency, { trimZeroDecimals: true })
    : rawLimit;
  const onSubmitEmail = async (email: string) => {
    if (await subscribe(email)) onSubscribed();
  };
  return (
    <OfferPanel title={t('layout.welcomeCampaign.title', { value })} onClose={onClose} testId="welcome-offer">
      {status === 'done' ? (
        <p data-testid="welcome-thanks">{t('layout.welcomeCampaign.thankYouText')}</p>
      ) : (
        <OfferEmailForm
          text={t('layout.welcomeCampaign.text', { value, limit })}
          emailLabel={t('layout.welcomeCampaign.emailLabel')}
          emailPlaceholder={t('layout.welcomeCampaign.emailPlaceholder')}
          submitLabel={t('layout.welcomeCampaign.submit')}
          sending={status === 'sending'}
          onSubmitEmail={onSubmitEmail}
        />
      )}
    </OfferPanel>
  );
}
