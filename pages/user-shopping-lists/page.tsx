import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import type { ShoppingListSummary } from '../../client/components/account/account-types';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { TextField } from '../../client/components/form/labelled-field';
import { maxLength, required } from '../../client/components/account/form-rules';
import { UserArea } from '../../client/components/account/user-area';
import { AccountFormElement } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useRouter } from '../../client/router/router-context';
import { useNotify } from '../../client/shell/notifications';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

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
