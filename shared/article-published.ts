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

/**
 * The first moment after `now` at which one of these dates makes its article published (the next
 * to appear), or null: a copy of a page listing them is good only until then.
 */
export function nextPublication(datesPublished: readonly (string | null | undefined)[], now: number): number | null {
  let next: number | null = null;
  for (const date of datesPublished) {
    if (!date) continue;
    const published = Date.parse(date);
    // isPublished: shown once published < now, so the page reads differently from just after it.
    if (Number.isFinite(published) && published >= now && (next === null || published < next)) next = published;
  }
  return next;
}
