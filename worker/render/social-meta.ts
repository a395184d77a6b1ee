import type { Context } from 'hono';
import { isMessageKey } from '../../shared/i18n/dictionary';
import type { Locale } from '../../shared/i18n/locales';
import type { PageMeta, SocialMeta } from '../../shared/page-payload';
import type { PageKey } from '../../shared/routes';
import type { AppEnv } from '../env';

/** Open Graph locale names (language_TERRITORY) of the shop's locales. */
const OG_LOCALES: Record<Locale, string> = { sk: 'sk_SK', cs: 'cs_CZ', de: 'de_DE' };

/** The shop's own share image (client/public/brand/, drawn by scripts/draw-brand-images.mjs). */
export const DEFAULT_SHARE_IMAGE = { path: '/brand/og-image.png', width: 1200, height: 630 } as const;
/** The shop's raster logo for structured data (Organization, Article publisher). */
export const LOGO_IMAGE = { path: '/brand/logo.png', width: 512, height: 512 } as const;

const OG_TYPES: Partial<Record<PageKey, SocialMeta['type']>> = { product: 'product', article: 'article' };

/** Search engines cut descriptions at about 155-160 characters; longer entity texts end with an ellipsis. */
const DESCRIPTION_MAX = 160;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 100 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Completes what a loader said about its page for search engines and link previews: a meta
 * description on every page (the entity's own text, else the page type's template in the page's
 * language), Open Graph and the Twitter card. Loaders say what only they know (title, entity text,
 * share image and its size); the site-wide parts (site name, locales, fallback image) live here once.
 * The description template is the page key's, or the one a content route names (`describedAs`).
 */
export function completePageMeta(
  c: Context<AppEnv>,
  page: PageKey,
  url: URL,
  meta: PageMeta,
  describedAs: string = page,
): PageMeta {
  const t = c.get('t');
  const domain = c.get('domain');
  const locale = c.get('locale');
  const siteName = t('shell.siteName');
  const origin = `https://${domain.canonicalHost}`;
  const entityTitle = meta.title.replace(new RegExp(`\\s*\\|\\s*${siteName}$`), '').trim() || siteName;
  // Page 2+ of a listing is a page of its own (its canonical keeps `?page=N`): its title and
  // description say which page it is, so no two indexable pages share them.
  const pageNumber = meta.canonical ? Number(new URL(meta.canonical).searchParams.get('page') ?? 1) : 1;
  const pageLabel = pageNumber > 1 ? t('content.page', { page: pageNumber }) : null;
  const ownTitle = pageLabel ? `${entityTitle} – ${pageLabel}` : entityTitle;
  const title = pageLabel ? `${ownTitle} | ${siteName}` : meta.title;

  const templateKey = `seo.description.${describedAs}`;
  const text =
    meta.description?.trim() ||
    t(isMessageKey(templateKey) ? templateKey : 'seo.description.default', { title: entityTitle });
  const description = shortened(pageLabel ? `${pageLabel}: ${text}` : text);

  const image =
    meta.image && meta.imageWidth && meta.imageHeight
      ? { url: meta.image, width: meta.imageWidth, height: meta.imageHeight, alt: meta.imageAlt || ownTitle }
      : {
          url: `${origin}${DEFAULT_SHARE_IMAGE.path}`,
          width: DEFAULT_SHARE_IMAGE.width,
          height: DEFAULT_SHARE_IMAGE.height,
          alt: siteName,
        };

  const social: SocialMeta = {
    type: OG_TYPES[page] ?? 'website',
    url: meta.canonical ?? `${origin}${url.pathname}`,
    siteName,
    locale: OG_LOCALES[locale],
    localeAlternates: domain.locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
    image,
  };
  return { ...meta, title, description, social };
}
