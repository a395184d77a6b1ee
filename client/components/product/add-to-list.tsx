import { useId, useState, type FormEvent } from 'react';
import type { ShoppingList } from '../../../shared/contracts/store';
import { fetchJson, sendJson } from '../../api/fetch-json';
import { useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';
import { Modal } from '../modal';

const LISTS_KEY = '/api/v1/user/shopping-lists';
/** The favourites list is a shopping list too; it has its own heart. */
const WISHLIST_CODE = 'wishlist';

type ListSummary = Pick<ShoppingList, 'id' | 'code' | 'name'>;

/**
 * "Pridať do zoznamu" (issue 30.4): puts a variant, with an amount, into one of the shopper's named
 * shopping lists, or into a new one created on the way. Logged-in shoppers only; a chunk of its own
 * (like the wishlist heart), so guests never fetch it and it stays off the product page's first load.
 */
export default function AddToList({
  variantId,
  amount = 1,
  productName,
  compact = false,
}: {
  variantId: number;
  amount?: number;
  productName: string;
  /** An icon button (product boxes) instead of a labelled one. */
  compact?: boolean;
}) {
  const t = useT();
  const id = useId();
  const { notify, notifyError } = useNotify();
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<ListSummary[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const openDialog = async () => {
    setOpen(true);
    try {
      const answer = await fetchJson<{ data: ListSummary[] }>(LISTS_KEY);
      setLists(answer.data.filter((l) => l.code !== WISHLIST_CODE));
    } catch (error) {
      notifyError(error);
      setLists([]);
    }
  };

  const addTo = async (list: ListSummary) => {
    setBusy(true);
    try {
      await sendJson(`${LISTS_KEY}/${list.id}/items`, 'POST', { id: variantId, amount });
      notify('success', t('account.shoppingLists.addedToList', { name: list.name }));
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const createAndAdd = async (e: FormEvent) => {
    e.preventDefault();
    const listName = name.trim();
    if (!listName) return;
    setBusy(true);
    try {
      const created = await sendJson<{ data: ListSummary }>(LISTS_KEY, 'POST', { name: listName });
      setName('');
      setBusy(false);
      await addTo(created.data);
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  const label = t('account.shoppingLists.addToListOf', { name: productName });
  return (
    <>
      <button
        type="button"
        className={compact ? 'wishlist-heart add-to-list--icon' : 'button button--ghost add-to-list'}
        aria-haspopup="dialog"
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={openDialog}
        data-testid="add-to-list"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d="M3 5h12v2H3zm0 6h12v2H3zm0 6h8v2H3zm16-4v-3h-2v3h-3v2h3v3h2v-3h3v-2z" />
        </svg>
        {compact ? null : <span>{t('account.shoppingLists.addToList')}</span>}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('account.shoppingLists.addToList')}>
        <div className="add-to-list__dialog" data-testid="add-to-list-dialog">
          <p className="add-to-list__product">
            {amount}× {productName}
          </p>
          {lists === null ? (
            <p aria-busy="true">…</p>
          ) : (
            <ul className="add-to-list__lists">
              {lists.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => addTo(list)}
                    aria-label={t('account.shoppingLists.addToThisList', { name: list.name })}
                  >
                    {list.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="add-to-list__new" onSubmit={createAndAdd}>
            <label className="field__label" htmlFor={`${id}-name`}>
              {t('account.shoppingLists.name')}
            </label>
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              maxLength={120}
              required
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('account.shoppingLists.createAndAdd')}
            </button>
          </form>
        </div>
      </Modal>
    </>
  );
}
