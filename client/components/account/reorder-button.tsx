import { useState } from 'react';
import type { Order } from '../../../shared/contracts/store';
import { fetchJson } from '../../api/fetch-json';
import { useBatchAddToCart } from '../../hooks/batch-add';
import { useRouter } from '../../router/router-context';
import { useShell, useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';

/**
 * "Buy it again" (issue 30.4): puts every product line of one of the shopper's orders into the cart
 * in one batch, names each line the store refuses (sold out, gone), then opens the cart. The order is
 * read when the button is pressed, so the list and the detail page share one way of doing it.
 */
export function ReorderButton({ orderId, code }: { orderId: number; code: string }) {
  const t = useT();
  const shell = useShell();
  const router = useRouter();
  const { notifyError } = useNotify();
  const addLines = useBatchAddToCart();
  const [busy, setBusy] = useState(false);

  const reorder = async () => {
    setBusy(true);
    try {
      const order = (await fetchJson<{ data: Pick<Order, 'items'> }>(`/api/v1/user/orders/${orderId}`)).data;
      const lines = order.items.filter(
        (i): i is typeof i & { variantId: number } => i.type === 'product' && i.variantId !== null,
      );
      const outcome = await addLines(
        lines.map((l) => ({ variantId: l.variantId, amount: l.amount })),
        (index, reason) => t('account.orders.reorderLineFailed', { name: lines[index]?.name ?? '', text: reason }),
      );
      if (outcome && outcome.added > 0) await router.navigate(shell.paths.cart);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={reorder}
      disabled={busy}
      aria-busy={busy}
      aria-label={t('account.orders.reorderOf', { code })}
      data-testid="reorder"
    >
      {t('account.orders.reorder')}
    </button>
  );
}
