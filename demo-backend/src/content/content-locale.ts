/**
 * Which locale a content request is for: explicit `lang`/`locale` argument first, then the
 * `x-inspishop-locale` header the storefront sends on every upstream call (spec 7), then sk.
 * An explicit but unknown value is an error (4xx), not a silent fallback.
 */
import { DEFAULT_LOCALE, LocaleSchema, type Locale } from '../../../shared/i18n/locales';

export const LOCALE_HEADER = 'x-inspishop-locale';

export type LocaleResult = { ok: true; locale: Locale } | { ok: false; message: string };

export function resolveLocale(explicit: string | null | undefined, header: string | null | undefined): LocaleResult {
  if (explicit !== undefined && explicit !== null && explicit !== '') {
    const parsed = LocaleSchema.safeParse(explicit.toLowerCase());
    return parsed.success
      ? { ok: true, locale: parsed.data }
      : { ok: false, message: `unknown locale "${explicit}" (sk, cs or de)` };
  }
  const fromHeader = LocaleSchema.safeParse((header ?? '').toLowerCase());
  return { ok: true, locale: fromHeader.success ? fromHeader.data : DEFAULT_LOCALE };
}
