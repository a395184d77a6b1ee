/**
 * The whole content seed for one locale, built lazily once per isolate (content is read-only, so a
 * module-level cache is safe and saves rebuilding on every request). Rebuilt when the UTC day changes,
 * because time-limited banners and future articles are placed relative to the current day.
 */
import type { ArticleTeaser, Article, MenuCode, MenuObject, PageListItem } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { buildArticles, type ArticlesSeed } from './content-articles';
import { buildBranches } from './content-branches';
import { buildCatalogContent, type CatalogContentSeed } from './content-catalog';
import { buildGlossary, type GlossarySeed } from './content-glossary';
import { buildMenus } from './content-menus';
import { allPages, buildPages, type PagesSeed } from './content-pages';
import { seedAnchor } from './content-random';
import type { Branch } from '../../../shared/contracts/content';

export interface ContentSeed extends ArticlesSeed, CatalogContentSeed, GlossarySeed, PagesSeed {
  locale: Locale;
  anchor: number;
  branches: Branch[];
  menus: Record<MenuCode, MenuObject>;
  pageList: PageListItem[];
}

export const articleTeaser = (a: Article): ArticleTeaser => ({
  _id: a._id,
  title: a.title,
  short_title: a.short_title,
  perex: a.perex,
  date_published: a.date_published,
  image: a.image,
  slug: a.page_meta.slug,
});

/** Which sites (domain codes) serve content in a locale: sk on the Slovak site, cs on the Czech, de on both. */
const SITES_SERVING: Record<Locale, readonly string[]> = { sk: ['sk'], cs: ['cz'], de: ['sk', 'cz'] };

const cache = new Map<string, ContentSeed>();

function build(locale: Locale, anchor: number): ContentSeed {
  const articles = buildArticles(locale, anchor);
  const glossary = buildGlossary(locale, anchor);
  const now = Date.now();
  // Category pages link only articles every site serving this locale shows: a Slovak-only article
  // linked from a Czech category page answered 404 there.
  const sites = SITES_SERVING[locale];
  const teasers = articles.articles
    .filter((a) => Date.parse(a.date_published) < now && sites.every((s) => a.site_enabled.includes(s)))
    .map(articleTeaser);
  const catalog = buildCatalogContent(locale, anchor, teasers, glossary.faq);
  const pages = buildPages(locale, anchor, catalog.topCategoryConfig);
  const slugOf = (id: string) => pages.pages.find((p) => p._id === id)?.page_meta.slug ?? '';
  return {
    locale,
    anchor,
    ...articles,
    ...glossary,
    ...catalog,
    ...pages,
    branches: buildBranches(locale, anchor),
    menus: buildMenus(locale, { terms: slugOf('page-terms'), privacy: slugOf('page-privacy') }),
    pageList: allPages(pages.pages),
  };
}

export function contentSeed(locale: Locale): ContentSeed {
  const anchor = seedAnchor();
  const key = `${locale}:${anchor}`;
  let seed = cache.get(key);
  if (!seed) {
    seed = build(locale, anchor);
    cache.set(key, seed);
  }
  return seed;
}
