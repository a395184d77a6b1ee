/**
 * The e-mail rule without zod, so pages that only need this (the newsletter block on every page)
 * do not ship a schema library. Same pattern as zod 4's default `z.email()`.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string | null | undefined): boolean {
  return EMAIL.test((value ?? '').trim());
}

/** SPEC 5 newsletter: required, then e-mail; the first failing rule's message key, or null. */
export function newsletterError(email: string | null | undefined): string | null {
  if ((email ?? '').trim() === '') return 'validation.newsletterEmailRequired';
  return isEmailAddress(email) ? null : 'validation.email';
}
