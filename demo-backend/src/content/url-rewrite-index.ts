/**
 * Path → content entity lookup for GET /content/url-rewrite (spec 2: error pages ask it whether a path is
 * really a page). Paths follow the storefront's route table (no locale prefix); the answer carries the
 * entity's slug in every locale so the storefront can build alternates.
 */
import type { UrlRewrite } from '../../../shared/contracts/content';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { contentSeed, type ContentSeed } from '../seed/content-seed';

export type Entry = {
  _id: string;
  type: UrlRewrite['type'];
  title: string;
  path: string;
  slug: string;
  /** page_meta.meta_noindex of the entity in this locale. */
  noindex?: boolean;
  /** site_enabled of the entity, where it has one. */
  sites?: string[];
};

export function entries(s: ContentSeed): Entry[] {
  const out: Entry[] = [];
  const add = (
    type: Entry['type'],
    _id: string,
    title: string,
    prefix: string,
    slug: string,
    more: { page_meta?: { meta_noindex: boolean } | null; site_enabled?: string[] } = {},
  ) =>
    out.push({
      _id,
      type,
      title,
      slug,
      path: `${prefix}/${slug}`.toLowerCase(),
      ...(more.page_meta?.meta_noindex ? { noindex: true } : {}),
      ...(more.site_enabled && more.site_enabled.length > 0 ? { sites: more.site_enabled } : {}),
    });
  for (const p of s.pages) {
    add('page', p._id, p.title, '', p.page_meta.slug, p);
    if (p.url_rewrite)
      out.push({ _id: p._id, type: 'page', title: p.title, slug: p.page_meta.slug, path: p.url_rewrite.toLowerCase() });
  }
  for (const c of s.contentPages)
    add('content_page', c._id, c.title, c._id.startsWith('guide-') ? '/sprievodca' : '', c.page_meta.slug, c);
  for (const a of s.articles) add('article', a._id, a.title, '/clanky', a.page_meta.slug, a);
  for (const c of s.articleCategories) add('article_category', c._id, c.title, '/nakupny-radca', c.slug, c);
  for (const a of s.authors) if (a.author_has_page) add('author', a._id, a.title, '/autori', a.slug);
  for (const t of s.tags) add('tag', t._id, t.title, '/clanky/tag', t.slug, t);
  for (const b of s.branches) add('branch', b._id, b.title, '/pobocky', b.slug, b);
  for (const t of s.terms) add('term', t._id, t.title, '/eroticky-vykladovy-slovnik', t.slug, t);
  for (const c of s.categories) add('category', c._id, c.title, '', c.page_meta.slug, c);
  for (const v of s.virtualCategories) add('virtual_category', v._id, v.title, '', v.slug, v);
  return out;
}

const indexes = new Map<string, Map<string, Entry>>();

function indexFor(locale: Locale): Map<string, Entry> {
  const seed = contentSeed(locale);
  const key = `${locale}:${seed.anchor}`;
  let idx = indexes.get(key);
  if (!idx) {
    idx = new Map();
    for (const e of entries(seed)) if (!idx.has(e.path)) idx.set(e.path, e);
    indexes.set(key, idx);
  }
  return idx;
}

export function normaliseContentPath(path: string): string {
  const p = (path.split(/[?#]/)[0] ?? '').trim();
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return (withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash).toLowerCase();
}

export function findUrlRewrite(locale: Locale, path: string): UrlRewrite | null {
  const entry = indexFor(locale).get(normaliseContentPath(path));
  if (!entry) return null;
  const slug = {} as Record<Locale, string>;
  for (const l of LOCALES) {
    const other = entries(contentSeed(l)).find((e) => e._id === entry._id && e.type === entry.type);
    slug[l] = other?.slug ?? entry.slug;
  }
  return { _id: entry._id, type: entry.type, title: entry.title, page_meta: { slug } };
}
