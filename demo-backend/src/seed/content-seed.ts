/**
 * The whole content seed for one locale, built lazily once per isolate (content is read-only, so a
 * module-level cache is safe and saves rebuilding on every request).
 */
import type { Locale } from '../../../shared/i18n/locales';
import { buildArticles, type ArticlesSeed } from './content-articles';
import { seedAnchor } from './content-random';

export interface ContentSeed extends ArticlesSeed {
  locale: Locale;
  anchor: number;
}

const cache = new Map<string, ContentSeed>();

export function contentSeed(locale: Locale): ContentSeed {
  const anchor = seedAnchor();
  const key = `${locale}:${anchor}`;
  let seed = cache.get(key);
  if (!seed) {
    seed = { locale, anchor, ...buildArticles(locale, anchor) };
    cache.set(key, seed);
  }
  return seed;
}
