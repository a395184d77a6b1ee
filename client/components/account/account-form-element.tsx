import type { ReactNode } from 'react';
import type { AccountForm } from './use-account-form';

/**
 * The `<form>` of an account screen, wired to its useAccountForm: a real POST form (so nothing
 * breaks before hydration), browser validation off (the rules of SPEC 5 speak instead), the
 * element the hook reads typed values from.
 */
export function AccountFormElement({
  form,
  testId,
  className,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values; only the element wiring is used here
  form: Pick<AccountForm<any>, 'formRef' | 'onSubmit'>;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
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
