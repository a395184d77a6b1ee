/**
 * SPEC 4: an article (or infomail) is listed and shown only once date_published is earlier than now.
 * A missing or unreadable date hides it: an editor's draft must not leak. The one check, used by the
 * worker's loaders and by the demo backend's content API.
 */
export function isPublished(datePublished: string | null | undefined, now: number = Date.now()): boolean {
  if (!datePublished) return false;
  const published = Date.parse(datePublished);
  return Number.isFinite(published) && published < now;
}
