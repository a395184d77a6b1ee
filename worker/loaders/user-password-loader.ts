import type { UserPasswordPageData } from '../../client/pages/user-password-page';
import type { PageLoader } from './page-loader';
import { accountMeta, withAccount } from './user-loader';

export const userPasswordLoader: PageLoader<UserPasswordPageData> = (ctx) =>
  withAccount<UserPasswordPageData>(ctx, async ({ user }) => ({
    kind: 'ok',
    data: { email: user.email },
    meta: accountMeta(ctx, ctx.c.get('t')('account.changePassword.title')),
    cacheable: false,
  }));
