/**
 * The translator, apart from the dictionary data, so the browser bundle can translate with the one
 * table the worker ships (ShellView.messages) without importing every locale's messages.
 */
import rosetta from 'rosetta';
import type { Locale } from './locales';
import { isPluralForms, pluralCategory } from './plural';
import type { MessageTree } from './define-messages';
import type { MessageKey } from './dictionary';

/** Parameters for `{{name}}` placeholders; `count` also selects a plural form. */
export type MessageParams = Record<string, string | number | null | undefined>;

/** Accepts known keys with autocompletion, and any string (computed keys such as `errors.status.${code}`). */
export type Translate = (key: MessageKey | (string & {}), params?: MessageParams) => string;

const PLAIN_MAX = 3000;

/**
 * A translator over explicit tables. The client uses this with the table the worker shipped
 * (`createTranslatorFromTables(shell.locale, shell.messages)`) so plurals and fallbacks behave as on
 * the server. Lookup order: the locale's table, then the fallback table, then the key itself (a
 * visible gap rather than an empty string).
 */
export function createTranslatorFromTables(
  locale: Locale,
  table: MessageTree,
  fallback?: { locale: Locale; table: MessageTree },
): Translate {
  const chain: { locale: Locale; table: MessageTree }[] = [{ locale, table }];
  if (fallback && fallback.locale !== locale) chain.push(fallback);
  const i18n = rosetta<MessageTree>(Object.fromEntries(chain.map((c) => [c.locale, c.table])));
  // A page asks for the same few hundred parameterless messages on every render, and the worker's
  // translators live as long as the isolate: each is looked up (key split, template scan) once.
  const plain = new Map<string, string>();
  return (key, params) => {
    const known = params ? undefined : plain.get(key);
    if (known !== undefined) return known;
    let found = key;
    for (const entry of chain) {
      const text = lookup(i18n, entry.locale, key, params);
      if (text !== null) {
        found = text;
        break;
      }
    }
    // Bounded: computed keys (`errors.status.${code}`) must not grow it without end.
    if (!params && plain.size < PLAIN_MAX) plain.set(key, found);
    return found;
  };
}

function lookup(
  i18n: ReturnType<typeof rosetta<MessageTree>>,
  locale: Locale,
  key: string,
  params: MessageParams | undefined,
): string | null {
  // rosetta returns the raw value when it is neither a string nor a function (our plural objects).
  const raw: unknown = i18n.t(key, params ?? {}, locale);
  if (isPluralForms(raw)) {
    const count = Number(params?.count ?? 0);
    const text = i18n.t(`${key}.${pluralCategory(locale, Number.isNaN(count) ? 0 : count)}`, params ?? {}, locale);
    return text === '' ? null : text;
  }
  return typeof raw === 'string' && raw !== '' ? raw : null;
}
