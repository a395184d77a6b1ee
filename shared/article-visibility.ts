/**
 * Articles in category, tag and author lists are shown only once published: date_published earlier
 * than now (SPEC 4). A missing or unreadable date hides the article: an editor's draft must not leak.
 */

export function isArticlePublished(article: { date_published?: string | null }, now: Date): boolean {
  if (!article.date_published) return false;
  const published = Date.parse(article.date_published);
  return !Number.isNaN(published) && published < now.getTime();
}

export function publishedArticles<A extends { date_published?: string | null }>(
  articles: readonly A[],
  now: Date,
): A[] {
  return articles.filter((a) => isArticlePublished(a, now));
}
