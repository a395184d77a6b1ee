/**
 * One dictionary per locale, merged from the feature files in ./messages, and the translator.
 *
 * HOW TO ADD A FEATURE FILE
 * 1. Create shared/i18n/messages/<feature>.ts:
 *      import { defineMessages } from '../define-messages';
 *      const sk = { title: 'Nadpis', items: { zero: '…', one: '…', few: '…', many: '…' } };
 *      export const <feature> = defineMessages(sk, { cs: { … }, de: { … } });
 *    sk is the reference; the compiler rejects cs/de with a missing or extra key.
 * 2. Import it below and add it to FEATURES under its namespace (usually the file name).
 *    Keys are then `<feature>.<path>`, e.g. `checkout.fields.email`.
 * 3. Run `npx vitest run --project unit`: tests/unit/i18n-dictionary.test.ts walks every leaf and
 *    fails on a key present in one locale and missing in another, or an empty text.
 *
 * Message syntax: rosetta's `{{name}}` placeholders (`'{{count}} ks'`). A plural message is an
 * object with exactly the keys zero, one, few, many (Czech/Slovak 0, 1, 2–4, 5+; German fills
 * zero/few with its "other" text); `t('cart.items', { count: 3 })` picks the slot by `count`.
 * Keep messages plain data (no functions): the worker ships the locale's table to the browser as JSON.
 */
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales';
import { isPluralForms, type PluralForms } from './plural';
import { createTranslatorFromTables } from './translator';
import type { MessageTree } from './define-messages';
import { common } from './messages/common';
import { layout } from './messages/layout';
import { errors } from './messages/errors';
import { validation } from './messages/validation';
import { catalog } from './messages/catalog';
import { cart } from './messages/cart';
import { checkout } from './messages/checkout';
import { account } from './messages/account';
import { shell } from './messages/shell';
import { content } from './messages/content';
import { seo } from './messages/seo';
import { storeErrors } from './messages/store-errors';
import { withdrawal } from './messages/withdrawal';
import { accessibility } from './messages/accessibility';

const FEATURES = {
  common,
  layout,
  errors,
  validation,
  catalog,
  cart,
  checkout,
  account,
  shell,
  content,
  storeErrors,
  seo,
  withdrawal,
  accessibility,
} as const;

type Features = typeof FEATURES;
/** The Slovak dictionary's shape is the reference for every locale. */
export type Dictionary = { [F in keyof Features]: Features[F]['sk'] };

type JoinKey<K extends string, Rest extends string> = [Rest] extends [never] ? K : `${K}.${Rest}`;
type LeafKeys<T> = T extends string
  ? never
  : T extends PluralForms
    ? never
    : { [K in keyof T & string]: JoinKey<K, LeafKeys<T[K]>> }[keyof T & string];

/** Every translatable key, e.g. 'checkout.fields.email' or 'cart.items' (a plural message). */
export type MessageKey = LeafKeys<Dictionary>;

import type { MessageParams, Translate } from './translator';
export type { MessageParams, Translate };
export { createTranslatorFromTables } from './translator';

function buildDictionary(locale: Locale): MessageTree {
  const out: Record<string, MessageTree> = {};
  for (const [name, feature] of Object.entries(FEATURES)) {
    out[name] = feature[locale] as MessageTree;
  }
  return out;
}

const DICTIONARIES: Readonly<Record<Locale, MessageTree>> = {
  sk: buildDictionary('sk'),
  cs: buildDictionary('cs'),
  de: buildDictionary('de'),
};

/** The whole table of a locale, as data (what the worker inlines for the browser). */
export function messagesFor(locale: Locale): MessageTree {
  return DICTIONARIES[locale];
}

/** All locales' tables, for the key-parity test and tooling. */
export function allMessages(): Readonly<Record<Locale, MessageTree>> {
  return DICTIONARIES;
}

/** The translator of a locale over the built-in dictionary, falling back to cs (SPEC 1), then the key. */
export function createTranslator(locale: Locale): Translate {
  return createTranslatorFromTables(locale, DICTIONARIES[locale], {
    locale: FALLBACK_LOCALE,
    table: DICTIONARIES[FALLBACK_LOCALE],
  });
}

/** One-off translation: `t('sk', 'errors.notFound.title')`. Prefer createTranslator in loops. */
export function t(locale: Locale, key: MessageKey | (string & {}), params?: MessageParams): string {
  return createTranslator(locale)(key, params);
}

/** Runtime check for keys computed from data (e.g. a status code), before handing them to t. */
export function isMessageKey(key: string): key is MessageKey {
  for (const locale of LOCALES) {
    let node: unknown = DICTIONARIES[locale];
    for (const part of key.split('.')) {
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node === 'string' || isPluralForms(node)) return true;
  }
  return false;
}
