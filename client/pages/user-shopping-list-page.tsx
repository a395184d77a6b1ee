import { useState } from 'react';
import { pathFor } from '../../shared/routes';
import { sendJson } from '../api/fetch-json';
import type { ListProduct, ShoppingListSummary } from '../components/account/account-types';
import { ListProducts } from '../components/account/list-products';
import { UserArea } from '../components/account/user-area';
import { useNotify } from '../shell/notifications';
import { useRouter } from '../router/router-context';
import { useT } from '../shell-context';
import type { PageProps } from './page-props';

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
        <ListProducts items={items} removeLabel={t('account.shoppingLists.removeItem')} onRemove={remove} />
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
