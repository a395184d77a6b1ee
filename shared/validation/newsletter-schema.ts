/**
 * Newsletter form (SPEC 5): e-mail required, of e-mail type, checked before submit; on failure the
 * first message becomes a red (danger) notification and nothing is sent.
 */
import { z } from 'zod';

export const newsletterSchema = z.object({
  email: z.string().trim().min(1, 'validation.newsletterEmailRequired').pipe(z.email('validation.email')),
});

export type NewsletterForm = z.output<typeof newsletterSchema>;

/** The first error's message key, or null when the e-mail can be sent. */
export function newsletterError(email: string | null | undefined): string | null {
  const result = newsletterSchema.safeParse({ email: email ?? '' });
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.email');
}
