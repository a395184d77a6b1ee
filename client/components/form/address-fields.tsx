import { useT } from '../../shell-context';
import { SelectField, TextField, type FieldBinding, type SelectOption } from './labelled-field';

export type AddressField = 'street' | 'houseNumber' | 'city' | 'postcode' | 'country';

/** Country names, not codes; a code the list lacks (an old address, countries not loaded yet) is kept. */
export function countryOptions(countries: readonly { code: string; name: string }[], current: string): SelectOption[] {
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  return current === '' || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

/**
 * Street and house number apart (checkout) or one "street and number" field (account), as the
 * checkout schema's `streetMode`; the combined form has no house-number field to bind.
 */
type StreetFields =
  | { streetMode: 'split'; field: (name: AddressField) => FieldBinding }
  | { streetMode: 'combined'; field: (name: Exclude<AddressField, 'houseNumber'>) => FieldBinding };

type AddressFieldsProps = StreetFields & {
  countries: readonly { code: string; name: string }[];
  /** Mark the fields required (an optional address marks none). */
  required?: boolean;
  /** Autofill section: the billing address of a form that also has a delivery one. */
  autoCompleteSection?: 'billing';
};

/** Street (and house number), city, postcode and country, in a form grid. */
export function AddressFields(props: AddressFieldsProps) {
  const { field, countries, required, autoCompleteSection } = props;
  const t = useT();
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const country = field('country');
  return (
    <div className="form-grid">
      {props.streetMode === 'split' ? (
        <>
          <TextField
            label={t('checkout.fields.street')}
            autoComplete={auto('address-line1')}
            required={required}
            className="form-grid__wide"
            maxLength={200}
            {...field('street')}
          />
          <TextField
            label={t('checkout.fields.houseNumber')}
            required={required}
            className="form-grid__narrow"
            maxLength={20}
            {...props.field('houseNumber')}
          />
        </>
      ) : (
        <TextField
          label={t('checkout.fields.streetAndNumber')}
          autoComplete={auto('address-line1')}
          required={required}
          className="form-grid__full"
          maxLength={200}
          {...field('street')}
        />
      )}
      <TextField
        label={t('checkout.fields.city')}
        autoComplete={auto('address-level2')}
        required={required}
        maxLength={120}
        {...field('city')}
      />
      <TextField
        label={t('checkout.fields.postcode')}
        autoComplete={auto('postal-code')}
        required={required}
        maxLength={10}
        {...field('postcode')}
      />
      <SelectField
        label={t('checkout.fields.country')}
        required={required}
        options={countryOptions(countries, country.value ?? country.defaultValue ?? '')}
        {...country}
      />
    </div>
  );
}
