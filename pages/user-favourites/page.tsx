import { useState } from 'react';
import { sendJson } from '../../client/api/fetch-json';
import type { ListProduct } from '../../client/components/account/account-types';
import { ListProducts } from '../../client/components/account/list-products';
import { UserArea } from '../../client/components/account/user-area';
import { useWishlist } from '../../client/hooks/use-wishlist';
import { useNotify } from '../../client/shell/notifications';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface UserFavouritesPageData {
  listId: number | null;
  items: ListProduct[];
}

/** Favourites: the `wishlist` shopping list, with product boxes. Removing updates every heart. */
export default function UserFavouritesPage({ data, url }: PageProps<UserFavouritesPageData>) {
  const t = useT();
  const { notify, notifyError } = useNotify();
  const wishlist = useWishlist();
  const [items, setItems] = useState(data.items);

  const remove = async (item: ListProduct) => {
    if (data.listId === null) return;
    try {
      await sendJson(`/api/v1/user/shopping-lists/${data.listId}/items/${item.itemId}`, 'DELETE');
      setItems((list) => list.filter((i) => i.itemId !== item.itemId));
      notify('success', t('catalog.wishlist.removed'));
      void wishlist.reload();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <UserArea
      currentPath={url}
      title={t('account.favourites.title')}
      actions={<span className="user-area__count">{t('account.favourites.count', { count: items.length })}</span>}
    >
      {items.length ? (
        <ListProducts items={items} removeLabel={t('account.favourites.remove')} onRemove={remove} />
      ) : (
        <div className="account-empty" data-testid="favourites-empty">
          <p>{t('account.favourites.empty')}</p>
          <a className="button button--primary" href="/">
            {t('account.favourites.browse')}
          </a>
        </div>
      )}
    </UserArea>
  );
}
