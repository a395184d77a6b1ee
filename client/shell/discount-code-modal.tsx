import { formatMoney } from '../../shared/money';
import { useNewsletter } from '../hooks/use-newsletter';
import { useShell, useT } from '../shell-context';
import { OfferEmailForm } from './offer-email-form';
import { OfferPanel } from './offer-panel';

/**
 * SPEC 1 discount-code modal (issue 18 item 1; client/shell/offers.tsx decides when): step 1
 * e-mail (the newsletter's validation, sign-up with its own `source`), step 2 thank-you with the
 * code, or the promise to send it. Amounts from the server settings, in the site's currency.
 */
export default function DiscountCodeModal({
  settings,
  onClose,
  onSubscribed,
}: {
  settings: { value: number; threshold: number; code: string | null };
  onClose: () => void;
  onSubscribed: () => void;
}) {
  const shell = useShell();
  const t = useT();
  const { status, subscribe } = useNewsletter('discount-code');
  const amounts = {
    value: formatMoney(settings.value, shell.currency, { trimZeroDecimals: true }),
    threshold: formatMoney(settings.threshold, shell.currency, { trimZeroDecimals: true }),
  };
  const onSubmitEmail = async (email: string) => {
    if (await subscribe(email)) onSubscribed();
  };
  const done = status === 'done';
  return (
    <OfferPanel
      title={done ? t('layout.discountModal.thankYouTitle') : t('layout.discountModal.title', amounts)}
      onClose={onClose}
      testId="discount-code-offer"
    >
      {done ? (
        settings.code ? (
          <div data-testid="discount-code-thanks">
            <p>{t('layout.discountModal.codeLabel', amounts)}</p>
            <p className="offer-panel__code">{settings.code}</p>
            <p>{t('layout.discountModal.codeHint', amounts)}</p>
          </div>
        ) : (
          <p data-testid="discount-code-thanks">{t('layout.discountModal.promise', amounts)}</p>
        )
      ) : (
        <OfferEmailForm
          text={t('layout.discountModal.text', amounts)}
          emailLabel={t('layout.discountModal.emailLabel')}
          submitLabel={t('layout.discountModal.submit')}
          sending={status === 'sending'}
          onSubmitEmail={onSubmitEmail}
        />
      )}
    </OfferPanel>
  );
}
