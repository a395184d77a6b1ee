import type { UserSettingsPageData } from './page';
import { UserAddressSchema, storeEnvelope } from '../../shared/contracts/store';
import { z } from 'zod';
import { loadShellData } from '../../worker/upstream/shell-data';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { PERSONAL, accountMeta, toUserView, signedInLoader } from '../../worker/loaders/account-area';

/** Personal data form; saved addresses too when the users_addresses function is on. */
export const loader: PageLoader<UserSettingsPageData> = signedInLoader<UserSettingsPageData>(
  async (ctx, { user, globals, store }) => {
    const addressesOn = globals.settings.functions.users_addresses;
    const [addresses, { countries }] = await Promise.all([
      addressesOn
        ? store.get('/user/addresses', {}, storeEnvelope(z.array(UserAddressSchema)), PERSONAL).then(
            (r) => r.data,
            () => [],
          )
        : Promise.resolve([]),
      loadShellData(ctx.c),
    ]);
    return {
      kind: 'ok',
      data: {
        user: toUserView(user),
        addresses,
        addressesEnabled: addressesOn,
        countries: countries.map((country) => ({ code: country.code, name: country.name })),
      },
      meta: accountMeta(ctx, ctx.c.get('t')('account.settings.title')),
    };
  },
);
