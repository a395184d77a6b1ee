/**
 * Article search for the content API's `/content/search` (served by the store engineer's code, which
 * imports this) and for the GraphQL `searchContent` query. Case- and diacritics-insensitive; every
 * word of at least 3 characters must appear in title or perex (spec 4 search rules); future-dated
 * articles are left out because search results link straight to them.
 */
import { isPublished } from '../../../shared/article-published';
import type { ArticleSearchHit } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { contentSeed } from '../seed/content-seed';

export const foldText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function searchWords(q: string): string[] {
  return foldText(q.trim())
    .split(/\s+/)
    .filter((w) => w.length >= 3);
}

export function searchArticles(locale: Locale, q: string, limit: number): ArticleSearchHit[] {
  const words = searchWords(q);
  if (words.length === 0 || limit <= 0) return [];
  const now = Date.now();
  const hits: ArticleSearchHit[] = [];
  for (const a of contentSeed(locale).articles) {
    if (!isPublished(a.date_published, now)) continue;
    const hay = foldText(`${a.title} ${a.perex}`);
    if (!words.every((w) => hay.includes(w))) continue;
    hits.push({ _id: a._id, title: a.title, slug: a.page_meta.slug, perex: a.perex });
    if (hits.length >= limit) break;
  }
  return hits;
}
