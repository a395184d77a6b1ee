/**
 * Which of the store's product tags the shop may show: a tag is a claim, and a claim the shop cannot
 * back stays off the page.
 *
 * - The sale tag ("Akcia" / "Akce") announces a reduction: shown only where the price is shown as
 *   reduced from its 30-day prior price (shared/discount-percent.ts `reductionPercent`), or the
 *   product has a running N+1 offer. A product without a prior price (a new one) claims nothing.
 * - A generic environmental claim ("Ekologické", "Öko", "green", "sustainable", ...; Directive (EU)
 *   2024/825, from 27 September 2026) is shown only with the recognised certification or label
 *   behind it, which the store names on the tag (`certification`); the page shows it beside the
 *   claim, linked to its page. Recognised by the tag's code or, for any code, by its text, so a claim
 *   the store sends under a new code is caught too.
 */
import type { Tag } from './contracts/store';

/** The store's tag on products in discount (the catalogue's `sale` tag; the promotions pages list it). */
export const SALE_TAG = 'sale';

/** Tag codes that are environmental claims whatever their text. */
export const ENVIRONMENTAL_CLAIM_CODES: readonly string[] = ['eco', 'bio', 'green', 'sustainable'];

/**
 * Words of generic environmental claims in sk, cs, de and English, folded (lower case, no
 * diacritics). Short stems (eco, eko, öko, bio) only as a word or a prefix with a hyphen, so
 * "ekonomický" or "okouzlující" are no claims.
 */
const ENVIRONMENTAL_WORDS =
  /(^|[^a-z])((eco|eko|oko|bio)(-|[^a-z]|$)|ecolog|ekolog|okolog|biolog|green|zelen|environment|umwelt|klimaneutr|klimafreundl|klimatick|climat|nachhaltig|udrzateln|udrziteln|sustainab|carbon|uhlikov|co2|biodegrad|odbouratel|odburatel|rozlozitel|abbaubar)/;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function isEnvironmentalClaim(tag: Pick<Tag, 'code' | 'text'>): boolean {
  return ENVIRONMENTAL_CLAIM_CODES.includes(tag.code) || ENVIRONMENTAL_WORDS.test(fold(tag.text));
}

/** A tag as the page shows it; `certification` beside an environmental claim. */
export interface ShownTag {
  code: string;
  text: string;
  color: string;
  certification?: { name: string; url: string };
}

/**
 * The product's catalogue tags the page may show (see the header). `reduced`: the price is shown
 * as reduced; `offer`: a running offer that is no price reduction (N+1).
 */
export function shownTags(tags: readonly Tag[], claims: { reduced: boolean; offer: boolean }): ShownTag[] {
  const shown: ShownTag[] = [];
  for (const tag of tags) {
    if (!tag.visibility.catalog) continue;
    if (tag.code === SALE_TAG && !claims.reduced && !claims.offer) continue;
    const { code, text, color } = tag;
    if (isEnvironmentalClaim(tag)) {
      if (tag.certification) shown.push({ code, text, color, certification: tag.certification });
      continue;
    }
    shown.push({ code, text, color });
  }
  return shown;
}

/** Tags of a product whose environmental claim names no certification (the ops `claims` list). */
export function unbackedClaims(tags: readonly Tag[]): Tag[] {
  return tags.filter((t) => isEnvironmentalClaim(t) && !t.certification);
}
