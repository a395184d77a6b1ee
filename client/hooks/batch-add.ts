import { useSWRConfig } from 'swr';
import { storeErrorItem, storeErrorText } from '../../shared/store-error-message';
import { ApiError, sendJson } from '../api/fetch-json';
import { useShell, useT } from '../shell-context';
import { useNotify } from '../shell/notifications';
import { CART_KEY } from './cart-key';

/** One line to put into the cart: a variant and its amount. */
export interface BatchLine {
  variantId: number;
  amount: number;
}

interface BatchAnswer {
  data: { added: number; total: number; errors: Record<string, unknown>[] };
}

export interface BatchOutcome {
  added: number;
  total: number;
}

/**
 * Many lines into the cart in one store call (SPEC 8 batch add), for the order import, "buy it again"
 * and shopping lists: every line that can be bought is added, each one that cannot is named in a
 * message (`describe(index, reason)`), and the cart everywhere follows. Null when nothing was added.
 */
export function useBatchAddToCart(): (
  lines: BatchLine[],
  describe: (index: number, reason: string) => string,
) => Promise<BatchOutcome | null> {
  const t = useT();
  const shell = useShell();
  const { notify, notifyError } = useNotify();
  const { mutate } = useSWRConfig();

  const reportLines = (errors: unknown[], describe: (index: number, reason: string) => string) => {
    for (const err of errors) {
      const item = storeErrorItem(err as Record<string, unknown>);
      const index = /^items\.(\d+)$/.exec(item.field ?? '')?.[1];
      const reason = storeErrorText(t, item) ?? t('errors.generic.title');
      notify('danger', index === undefined ? reason : describe(Number(index), reason), {
        durationMs: 3000 * (1 + errors.length),
      });
    }
  };

  return async (lines, describe) => {
    if (shell.settings.shoppingDisabled) {
      notify('warning', shell.settings.shoppingDisabledText || t('cart.shoppingDisabled'));
      return null;
    }
    if (lines.length === 0) return null;
    try {
      const answer = await sendJson<BatchAnswer>(`${CART_KEY}/items/batch`, 'POST', {
        items: lines.slice(0, 200).map((l) => ({ id: l.variantId, type: 'variant', amount: l.amount })),
      });
      reportLines(answer.data.errors, describe);
      notify('success', t('cart.import.result', { added: answer.data.added, total: answer.data.total }));
      await mutate(CART_KEY);
      return { added: answer.data.added, total: answer.data.total };
    } catch (error) {
      // 422: not one line could be added; the store names each.
      const errors = error instanceof ApiError ? (error.body as { errors?: unknown[] } | undefined)?.errors : undefined;
      if (error instanceof ApiError && error.status === 422 && errors?.length) reportLines(errors, describe);
      else if (error instanceof ApiError && error.status === 500) {
        // SPEC 8: a 500 on a batch means the store is still adding the lines (a long batch outlives
        // its answer): the shopper is told the import is running, and the cart shows what arrived.
        notify('info', t('cart.import.running'));
        void mutate(CART_KEY);
      } else notifyError(error);
      return null;
    }
  };
}
