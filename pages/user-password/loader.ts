import type { UserPasswordPageData } from './page';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { accountMeta, signedInLoader } from '../../worker/loaders/account-area';

export const loader: PageLoader<UserPasswordPageData> = signedInLoader<UserPasswordPageData>(async (ctx, { user }) => ({
  kind: 'ok',
  data: { email: user.email },
  meta: accountMeta(ctx, ctx.c.get('t')('account.changePassword.title')),
}));
