import { useT } from '../../shell-context';
import { TextField, type FieldBinding } from './labelled-field';

/** First and last name side by side (registration, account settings; checkout asks one full name). */
export function NameFields({ field }: { field: (name: 'firstName' | 'lastName') => FieldBinding }) {
  const t = useT();
  return (
    <div className="form-grid">
      <TextField label={t('account.register.firstName')} autoComplete="given-name" required {...field('firstName')} />
      <TextField label={t('account.register.lastName')} autoComplete="family-name" required {...field('lastName')} />
    </div>
  );
}
