/**
 * Deterministic randomness and localisation helpers for the content seed. Content must be identical on
 * every isolate and every run (tests compare ids and texts), so nothing here touches Math.random.
 */
import type { Locale } from '../../../shared/i18n/locales';
import { GERMAN_BY_CZECH } from './content-german';
import { mulberry32 } from './prng';

/** The catalogue seed's mulberry32 (seed/prng.ts): one generator for all demo data. */
export const seededRandom = mulberry32;

export function pick<T>(rnd: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function pickSome<T>(rnd: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0] as T);
  return out;
}

/** Texts per locale; German is only written for a few entities and otherwise falls back (spec 1: fallback cs). */
export type L10n = { sk: string; cs: string; de?: string };

export function tr(value: L10n, locale: Locale): string {
  if (locale === 'de') return value.de ?? GERMAN_BY_CZECH.get(value.cs) ?? value.cs;
  return value[locale];
}

/**
 * The locale `tr` answers these texts in: the spec's fallback (cs) when German is asked for and one
 * of them has none. The content API puts it on a block as `lang` so the page can mark the block.
 */
export function servedLocale(values: readonly L10n[], locale: Locale): Locale {
  return locale === 'de' && values.some((v) => v.de === undefined && !GERMAN_BY_CZECH.has(v.cs)) ? 'cs' : locale;
}

export function slugify(s: string): string {
  return s
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An entity's slug per locale: the `given` ones, else the slug of its title. German is shared by both
 * sites, so a German slug that fell back to the Czech one made the Slovak site's German page live at
 * the Czech site's URL (issue 32: `/massageoele` linked `/clanky/pradlo-ve-kterem-se-citite-dobre`).
 * German takes the slug both site languages share, or else the slug of its German title.
 */
export function slugsOf(title: L10n, given?: L10n): L10n {
  const sk = given?.sk ?? slugify(title.sk);
  const cs = given?.cs ?? slugify(title.cs);
  const de =
    given?.de ?? (!given && title.de !== undefined ? slugify(title.de) : cs === sk ? cs : slugify(tr(title, 'de')));
  return { sk, cs, de };
}

const DAY_MS = 86_400_000;

/**
 * The seed's clock anchor: the start of the current UTC day. Time-limited banners and future-dated
 * articles must be active/expired/future relative to the real "now", so they are placed relative to this;
 * within one day every isolate builds identical content.
 */
export function seedAnchor(now = Date.now()): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

export function daysFrom(anchor: number, days: number): string {
  return new Date(anchor + days * DAY_MS).toISOString();
}

export const LOCALE_LIST: readonly Locale[] = ['sk', 'cs', 'de'];
