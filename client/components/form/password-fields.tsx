import { TextField, type FieldBinding } from './labelled-field';

interface PasswordFieldsProps {
  password: FieldBinding;
  confirmation: FieldBinding;
  labels: { password: string; confirmation: string };
  /** The length rule in words (account forms); checkout registration only asks for a match. */
  hint?: string;
  /** Classes of each field's box (a grid cell). */
  className?: string;
}

/** A new password and its confirmation (register, reset, change, checkout registration). */
export function PasswordFields({ password, confirmation, labels, hint, className }: PasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        className={className}
        {...password}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        className={className}
        {...confirmation}
      />
    </>
  );
}
