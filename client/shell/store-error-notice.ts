import type { Translate } from '../../shared/i18n/translator';
import type { StoreErrorLike } from '../../shared/store-error-codes';
import { storeErrorText } from '../../shared/store-error-message';
import type { CurrencyFormat } from '../../shared/money';

/**
 * The notifier's way to the store-error texts (shared/store-error-message.ts): a module only it
 * imports, on the first store error, so a page view without one never fetches them.
 */
export function storeErrorNotice(
  t: Translate,
  item: StoreErrorLike,
  currencies: readonly CurrencyFormat[],
): string | null {
  return storeErrorText(t, item, currencies);
}
