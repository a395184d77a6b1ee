import { pathFor } from '../../shared/routes';
import { sendJson } from '../api/fetch-json';
import type { ShoppingListSummary } from '../components/account/account-types';
import { FormErrors, SubmitButton } from '../components/form/form-submit';
import { TextField } from '../components/form/labelled-field';
import { maxLength, required } from '../components/account/form-rules';
import { UserArea } from '../components/account/user-area';
import { AccountFormElement } from '../components/account/account-form-element';
import { useAccountForm } from '../components/account/use-account-form';
import { useRouter } from '../router/router-context';
import { useNotify } from '../shell/notifications';
import { useT } from '../shell-context';
import type { PageProps } from './page-props';

export interface UserShoppingListsPageData {
  lists: ShoppingListSummary[];
}

/** Named shopping lists (only when the shopping_lists function is on; the loader 404s otherwise). */
export default function UserShoppingListsPage({ data, url }: PageProps<UserShoppingListsPageData>) {
  const t = useT();
  const { notify } = useNotify();
  const router = useRouter();
  const form = useAccountForm({ name: '' }, { name: [required, maxLength(120)] }, async (v) => {
    await sendJson('/api/v1/user/shopping-lists', 'POST', { name: v.name.trim() });
    notify('success', t('account.shoppingLists.created'));
    form.reset({ name: '' });
    await router.refresh();
  });
  return (
    <UserArea currentPath={url} title={t('account.shoppingLists.title')}>
      <AccountFormElement form={form} className="account-form--inline account-panel">
        <TextField label={t('account.shoppingLists.name')} {...form.field('name')} />
        <SubmitButton busy={form.submitting} busyLabel={t('common.states.saving')}>
          {t('account.shoppingLists.create')}
        </SubmitButton>
        <FormErrors errors={form.generalErrors} />
      </AccountFormElement>
      {data.lists.length ? (
        <ul className="shopping-lists" data-testid="shopping-lists">
          {data.lists.map((list) => (
            <li key={list.id} className="account-panel shopping-lists__item">
              <a href={pathFor('user-shopping-list', { id: String(list.id) })} className="shopping-lists__name">
                {list.name}
              </a>
              <span className="shopping-lists__count">
                {t('account.shoppingLists.itemsCount', { count: list.itemsCount })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-empty">{t('account.shoppingLists.none')}</p>
      )}
    </UserArea>
  );
}
