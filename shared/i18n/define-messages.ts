/**
 * Helpers for message files (shared/i18n/messages/<feature>.ts). Kept apart from dictionary.ts so
 * message files can import them without importing the dictionary that imports them.
 */

/** A message tree: strings, plural objects ({ zero, one, few, many }) and nested groups. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The same keys as T, any string values: what cs and de must look like given sk. */
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

/**
 * Declares one feature's messages. sk is the reference; cs and de must have exactly the same keys
 * (the compiler rejects a missing or extra key; tests/unit/i18n-dictionary.test.ts checks again at
 * run time).
 */
export function defineMessages<T extends MessageTree>(
  sk: T,
  others: { cs: SameShape<T>; de: SameShape<T> },
): { sk: T; cs: SameShape<T>; de: SameShape<T> } {
  return { sk, cs: others.cs, de: others.de };
}
