/**
 * SPEC 3 product `content.date_of_storage`: when the store expects a sold-out product back and how
 * many pieces. A shopper looking at "Vypredané" learns when to come back ("naskladníme 3. 12., 20 ks")
 * instead of only being offered the watch form. Only a day still ahead counts: a date the store has
 * not updated after the goods came (or did not come) is no promise.
 */
export interface Restock {
  /** YYYY-MM-DD, the shop's calendar day. */
  day: string;
  amount: number;
}

/** One announced restock as the store's contract reads it (shared/contracts/store.ts, product content). */
export interface RestockEntry {
  date_of_storage: string;
  amount: number;
}

/**
 * The earliest announced restock on `today` (YYYY-MM-DD, the shop's day) or later, with at least
 * one piece; null when there is none. A date the store wrote in another form is skipped.
 */
export function nextRestock(entries: readonly RestockEntry[] | undefined, today: string): Restock | null {
  let next: Restock | null = null;
  for (const { date_of_storage, amount } of entries ?? []) {
    const day = date_of_storage.slice(0, 10);
    if (amount <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) continue;
    if (day >= today && (!next || day < next.day)) next = { day, amount };
  }
  return next;
}
