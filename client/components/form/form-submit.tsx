import type { ReactNode } from 'react';

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
 * The account forms' submit button. Enabled in the server's HTML, so the first tap (and Tab, and
 * Enter in a field) works before the script has run: the head script stops the native submit of a
 * form without an `action` (which would post the fields, passwords too, to the page's own URL) and
 * submits it again once the page is live (client/router/hydration.ts). Disabled only while busy.
 */
export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  return (
    <button
      type="submit"
      className="button button--primary account-form__submit"
      aria-busy={busy || undefined}
      disabled={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
