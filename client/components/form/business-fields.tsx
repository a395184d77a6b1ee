import { useT } from '../../shell-context';
import { TextField, type FieldBinding } from './labelled-field';

/** The company fields; `vatSk` is the Slovak VAT id (IČ DPH), named `icDph` or `vatinsvk` by the forms. */
export type BusinessField = 'businessName' | 'tin' | 'vatin' | 'vatSk';

interface BusinessFieldsProps {
  field: (name: BusinessField) => FieldBinding;
  /** Company name and IČO required (registration, checkout); optional in the account settings. */
  required?: boolean;
  /** The ARES button beside the IČO (use-ares-lookup.ts); absent: no look-up. */
  ares?: { busy: boolean; onLookup: () => void };
  /** Show the IČ DPH field (the settings page shows it outside this group, for everyone). */
  withVatSk?: boolean;
}

/** IČO (with the ARES look-up), company name, DIČ and IČ DPH, in a form grid: every form asks the same. */
export function BusinessFields({ field, required, ares, withVatSk = true }: BusinessFieldsProps) {
  const t = useT();
  const tin = (
    <TextField
      label={t('checkout.fields.tin')}
      inputMode="numeric"
      required={required}
      maxLength={20}
      {...field('tin')}
    />
  );
  return (
    <div className="form-grid">
      {ares ? (
        <div className="form-grid__with-action">
          {tin}
          <button
            type="button"
            className="button button--ghost"
            onClick={ares.onLookup}
            disabled={ares.busy}
            aria-busy={ares.busy}
            data-testid="ares-lookup"
          >
            {t('checkout.ares.lookup')}
          </button>
        </div>
      ) : (
        tin
      )}
      <TextField
        label={t('checkout.fields.businessName')}
        autoComplete="organization"
        required={required}
        maxLength={200}
        {...field('businessName')}
      />
      <TextField label={t('checkout.fields.vatin')} maxLength={20} {...field('vatin')} />
      {withVatSk ? <TextField label={t('checkout.fields.vatinsvk')} maxLength={20} {...field('vatSk')} /> : null}
    </div>
  );
}
