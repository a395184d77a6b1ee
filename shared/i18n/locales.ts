import { z } from '../zod';

export const LOCALES = ['sk', 'cs', 'de'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;
/** Spec 1 and 9: default locale sk, fallback cs. */
export const DEFAULT_LOCALE: Locale = 'sk';
export const FALLBACK_LOCALE: Locale = 'cs';
