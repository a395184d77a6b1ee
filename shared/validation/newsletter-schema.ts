/**
 * Newsletter form (SPEC 5): e-mail required, of e-mail type, checked before submit; on failure the
 * first message becomes a red (danger) notification and nothing is sent.
 */
import { z } from 'zod';
import { isEmailAddress, newsletterError } from './email-address';

export { newsletterError };

export const newsletterSchema = z.object({
  email: z.string().trim().min(1, 'validation.newsletterEmailRequired').refine(isEmailAddress, 'validation.email'),
});

export type NewsletterForm = z.output<typeof newsletterSchema>;
