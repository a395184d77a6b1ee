import { useEffect, useState, type ReactNode } from 'react';

/** Server messages without a field, above the submit button. */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="account-form__errors" role="alert">
      {errors.map((e, i) => (
        <p key={i}>{e}</p>
      ))}
    </div>
  );
}

/**
 * Disabled until hydrated: a native submit before the script runs would send the fields
 * (passwords) somewhere they must not go.
 */
export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="submit"
      className="button button--primary account-form__submit"
      aria-busy={busy || undefined}
      disabled={busy || !ready}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
