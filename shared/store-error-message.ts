/**
 * A store error in the shopper's language (SPEC 8 "Generic API error", localised). The store's
 * `title` is English and is never shown: the dictionary text for the error's code comes first
 * (`storeErrors.code.<code>`), then the one for its field (`storeErrors.field.<name>`, by the
 * last dotted segment, then the first), then the one for its status (`storeErrors.status.s<status>`).
 * The dictionary itself is the table: a code, field or status it does not know falls through, and
 * with nothing known the caller shows the generic "Something broke". Kept tiny: every page's
 * notifier imports it.
 */
import type { StoreErrorLike } from './store-error-codes';
import type { Translate } from './i18n/translator';
import { formatMoney, type CurrencyFormat } from './money';

/**
 * Parameters the store sends as amounts in the error's `currency` parameter (`coupon_minimum`,
 * `order_minimum`): shown as the shop writes money ("60,00 €"), not as the wire has them ("60 EUR").
 */
const MONEY_PARAMS = ['minimum'] as const;

function shownParams(
  params: StoreErrorLike['params'],
  currencies: readonly CurrencyFormat[],
): StoreErrorLike['params'] {
  const code = params?.currency;
  if (!params || typeof code !== 'string') return params;
  const currency = currencies.find((c) => c.code === code);
  const shown = { ...params };
  for (const name of MONEY_PARAMS) {
    const amount = params[name];
    if (typeof amount === 'number') shown[name] = currency ? formatMoney(amount, currency) : `${amount} ${code}`;
  }
  return shown;
}

/** The dictionary keys to try, best first (the item comes from the wire: anything may be missing). */
export function storeErrorKeys(error: StoreErrorLike | undefined): string[] {
  const path = typeof error?.field === 'string' ? error.field.split('.') : [];
  const byField = [path[path.length - 1], path[0]].filter(Boolean).map((name) => `storeErrors.field.${name}`);
  const byCode = error?.code ? [`storeErrors.code.${error.code}`] : [];
  // A refused field reads better beside that field than "some details are not right".
  return [
    ...(error?.code === 'invalid_input' ? [...byField, ...byCode] : [...byCode, ...byField]),
    `storeErrors.status.s${error?.status}`,
  ];
}

/**
 * The localised text for a store error, or null when the dictionary knows nothing about it. Amounts
 * are written in their currency's format from `currencies` (the shell's list, `useShell().currencies`).
 */
export function storeErrorText(
  t: Translate,
  error: StoreErrorLike | undefined,
  currencies: readonly CurrencyFormat[] = [],
): string | null {
  const params = shownParams(error?.params, currencies);
  for (const key of storeErrorKeys(error)) {
    const text = t(key, params);
    if (text !== key) return text;
  }
  return null;
}

/** Reads one raw error item (unknown shape from the wire). */
export function storeErrorItem(raw: unknown, status?: number): StoreErrorLike {
  const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    code: typeof item.code === 'string' ? item.code : undefined,
    field: typeof item.field === 'string' ? item.field : undefined,
    status: typeof item.status === 'number' ? item.status : status,
    params: item.params && typeof item.params === 'object' ? (item.params as StoreErrorLike['params']) : undefined,
  };
}
