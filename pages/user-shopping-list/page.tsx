import { useState } from 'react';
import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import type { ListProduct, ShoppingListSummary } from '../../client/components/account/account-types';
import { ListProducts } from '../../client/components/account/list-products';
import { UserArea } from '../../client/components/account/user-area';
import { useNotify } from '../../client/shell/notifications';
import { useRouter } from '../../client/router/router-context';
import { useShell, useT } from '../../client/shell-context';
import { useBatchAddToCart } from '../../client/hooks/batch-add';
import type { PageProps } from '../../client/router/page-props';

export interface UserShoppingListPageData {
  list: ShoppingListSummary;
  items: ListProduct[];
}

export default function UserShoppingListPage({ data, url }: PageProps<UserShoppingListPageData>) {
  const t = useT();
  const { notify, notifyError } = useNotify();
  const [items, setItems] = useState(data.items);
  const remove = async (item: ListProduct) => {
    try {
      await sendJson(`/api/v1/user/shopping-lists/${data.list.id}/items/${item.itemId}`, 'DELETE');
      setItems((list) => list.filter((i) => i.itemId !== item.itemId));
      notify('success', t('account.shoppingLists.itemRemoved'));
    } catch (error) {
      notifyError(error);
    }
  };
  const changeAmount = async (item: ListProduct, amount: number) => {
    try {
      // The store keeps one line per variant: adding it again sets its amount.
      await sendJson(`/api/v1/user/shopping-lists/${data.list.id}/items`, 'POST', { id: item.variantId, amount });
      setItems((list) => list.map((i) => (i.itemId === item.itemId ? { ...i, amount } : i)));
      notify('success', t('account.shoppingLists.amountSaved'));
    } catch (error) {
      notifyError(error);
    }
  };
  const shell = useShell();
  const addLines = useBatchAddToCart();
  const [adding, setAdding] = useState(false);
  const addAll = async () => {
    setAdding(true);
    try {
      const outcome = await addLines(
        items.map((i) => ({ variantId: i.variantId, amount: i.amount })),
        (index, reason) => t('account.orders.reorderLineFailed', { name: items[index]?.name ?? '', text: reason }),
      );
      if (outcome && outcome.added > 0) await router.navigate(shell.paths.cart);
    } finally {
      setAdding(false);
    }
  };
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const deleteList = async () => {
    if (!window.confirm(t('account.shoppingLists.deleteConfirm', { name: data.list.name }))) return;
    setDeleting(true);
    try {
      await sendJson(`/api/v1/user/shopping-lists/${data.list.id}`, 'DELETE');
      notify('success', t('account.shoppingLists.deleted'));
      await router.navigate(pathFor('user-shopping-lists'));
    } catch (error) {
      notifyError(error);
      setDeleting(false);
    }
  };
  return (
    <UserArea currentPath={url} title={data.list.name}>
      {items.length ? (
        <>
          <p className="account-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={addAll}
              disabled={adding}
              aria-busy={adding}
              data-testid="list-add-all"
            >
              {t('account.shoppingLists.addAllToCart')}
            </button>
          </p>
          <ListProducts
            items={items}
            removeLabel={t('account.shoppingLists.removeItem')}
            onRemove={remove}
            amountLabel={t('account.shoppingLists.amount')}
            onAmount={changeAmount}
          />
        </>
      ) : (
        <p className="account-empty">{t('account.shoppingLists.empty')}</p>
      )}
      <p className="account-actions">
        <a href={pathFor('user-shopping-lists')}>← {t('account.shoppingLists.backToLists')}</a>{' '}
        <button
          type="button"
          className="button button--ghost"
          onClick={deleteList}
          disabled={deleting}
          aria-busy={deleting}
          data-testid="delete-list"
        >
          {t('account.shoppingLists.deleteList')}
        </button>
      </p>
    </UserArea>
  );
}
