import { z } from 'zod';
import type { ResetPasswordPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

const Token = z.string().regex(/^[A-Za-z0-9._~+/=-]{8,512}$/);
const Email = z.email().max(320);

/** `/resetovat-heslo?token=…&email=…` (the link from the forgotten-password e-mail). */
export const loader: PageLoader<ResetPasswordPageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  const token = Token.safeParse(query.get('token') ?? '');
  const email = Email.safeParse(query.get('email') ?? '');
  return {
    kind: 'ok',
    data: { token: token.success ? token.data : null, email: email.success ? email.data : '' },
    meta: {
      title: `${t('account.resetPassword.title')} | ${t('shell.siteName')}`,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
  };
};
