/** page_meta builder shared by every content seed (spec 3: seo fields, slug, canonical slugs per locale). */
import type { PageMeta } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { LOCALE_LIST, slugsOf, tr, type L10n } from './content-random';

/** The page's slug per locale: German never borrows the Czech slug (`slugsOf`). */
export function slugsFor(slugs: L10n, title: L10n): Record<Locale, string> {
  const all = slugsOf(title, slugs);
  return { sk: all.sk, cs: all.cs, de: all.de ?? all.cs };
}

export function pageMeta(
  locale: Locale,
  slugs: L10n,
  title: L10n,
  description: L10n | null = null,
  opts: { noindex?: boolean; nofollow?: boolean; shareImage?: string | null; keywords?: string | null } = {},
): PageMeta {
  const all = slugsFor(slugs, title);
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
