/** page_meta builder shared by every content seed (spec 3: seo fields, slug, canonical slugs per locale). */
import type { PageMeta } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { LOCALE_LIST, tr, type L10n } from './content-random';

export function slugsFor(slugs: L10n): Record<Locale, string> {
  return { sk: tr(slugs, 'sk'), cs: tr(slugs, 'cs'), de: tr(slugs, 'de') };
}

export function pageMeta(
  locale: Locale,
  slugs: L10n,
  title: L10n,
  description: L10n | null = null,
  opts: { noindex?: boolean; nofollow?: boolean; shareImage?: string | null; keywords?: string | null } = {},
): PageMeta {
  const all = slugsFor(slugs);
  return {
    seo_title: tr(title, locale),
    seo_description: description ? tr(description, locale) : null,
    seo_keywords: opts.keywords ?? null,
    meta_nofollow: opts.nofollow ?? false,
    meta_noindex: opts.noindex ?? false,
    slug: all[locale],
    share_image: opts.shareImage ? { path: opts.shareImage } : null,
    canonical_slugs: LOCALE_LIST.map((language) => ({ language, slug: all[language] })),
  };
}
