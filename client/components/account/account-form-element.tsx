import { useState, type FormEvent, type ReactNode } from 'react';
import type { AccountForm } from './use-account-form';

// biome-ignore lint/suspicious/noExplicitAny: any form's values; only the element wiring is used here
type FormWiring = Pick<AccountForm<any>, 'formRef' | 'onSubmit'>;

/**
 * Why the server refused this form when the browser posted it without a script (login, register:
 * the page's loader took it, worker/http/form-refusal.ts), shown until the shopper submits again:
 * the message, and the form's wiring for AccountFormElement that clears it on the next submit.
 */
export function useServerRefusal(
  form: FormWiring,
  initial: string | null,
): { refusal: string | null; form: FormWiring } {
  const [refusal, setRefusal] = useState(initial);
  return {
    refusal,
    form: {
      formRef: form.formRef,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        setRefusal(null);
        form.onSubmit(event);
      },
    },
  };
}

/**
 * The `<form>` of an account screen, wired to its useAccountForm: a real POST form (so nothing
 * breaks before hydration), browser validation off (the rules of SPEC 5 speak instead), the
 * element the hook reads typed values from. Without an `action` it posts to its own page and needs
 * the script (client/router/hydration.ts holds its submit until the page is live); with one (login)
 * the worker route it names answers the browser's own post, and a submit before hydration goes there.
 */
export function AccountFormElement({
  form,
  testId,
  className,
  action,
  children,
}: {
  form: FormWiring;
  testId?: string;
  className?: string;
  /** A worker route that answers this form posted without a script (fields named as the route reads them). */
  action?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      ref={form.formRef}
      className={`account-form${className ? ` ${className}` : ''}`}
      noValidate
      onSubmit={form.onSubmit}
      data-testid={testId}
    >
      {children}
    </form>
  );
}
