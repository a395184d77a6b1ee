import { useEffect, useRef, useState } from 'react';
import { pathFor } from '../../shared/routes';
import type { ApiError } from '../api/fetch-json';
import { setFlash } from '../shell/flash-messages';
import { FormErrors, SubmitButton, TextField } from '../components/account/form-field';
import { email, required } from '../components/account/form-rules';
import { RestrictedModal } from '../components/account/restricted-modal';
import { isRestricted } from '../components/account/safe-redirect';
import { useAccountForm } from '../components/account/use-account-form';
import { useAuth } from '../hooks/use-auth';
import { useRouter } from '../router/router-context';
import { useNotify } from '../shell/notifications';
import { useT } from '../shell-context';
import type { PageProps } from './page-props';

export interface LoginPageData {
  /** Same-site path to return to after login (already checked by the loader). */
  redirect: string | null;
  /** A restricted-group user was just logged out: open the redirect modal. */
  restricted: boolean;
  restrictedGroups: string[];
  /** `?token=` present: login-as-user. */
  loginAs: boolean;
}

/**
 * SPEC 4/5 login. The worker keeps the token in an HttpOnly cookie; after success the document
 * reloads on the target page so the whole shell (header, prices for the user's groups) follows.
 */
export default function LoginPage({ data }: PageProps<LoginPageData>) {
  const t = useT();
  const { login, loginWithToken, logout } = useAuth();
  const { notify, notifyError } = useNotify();
  const router = useRouter();
  const [restrictedOpen, setRestrictedOpen] = useState(data.restricted);
  const loginAsStarted = useRef(false);

  /** SPEC 4: groups intersecting the restricted groups are logged out at once. */
  async function afterLogin(groups: string[], message: string, target: string): Promise<void> {
    if (isRestricted(groups, data.restrictedGroups)) {
      await logout().catch(() => undefined);
      setRestrictedOpen(true);
      return;
    }
    setFlash('success', message);
    window.location.assign(target);
  }

  // Login-as-user (SPEC 4): the current user is logged out first; without a token, a danger
  // message and home.
  // biome-ignore lint/correctness/useExhaustiveDependencies: login-as runs once after hydration (guarded by loginAsStarted); the callbacks it uses are new every render
  useEffect(() => {
    if (!data.loginAs || loginAsStarted.current) return;
    loginAsStarted.current = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token')?.trim() ?? '';
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    void (async () => {
      if (!token) {
        notify('danger', t('errors.loginAsUser.missingToken'));
        await router.navigate('/', { replace: true });
        return;
      }
      try {
        await logout().catch(() => undefined);
        const user = await loginWithToken(token);
        await afterLogin(user.groups, t('errors.loginAsUser.success', { email: user.email }), '/');
      } catch {
        setFlash('danger', t('errors.loginAsUser.failed'));
        window.location.assign('/');
      }
    })();
  }, [data.loginAs]);

  const form = useAccountForm(
    { email: '', password: '' },
    { email: [email], password: [required] },
    async (values) => {
      const user = await login(values.email, values.password);
      await afterLogin(user.groups, t('account.login.success'), data.redirect ?? pathFor('user-dashboard'));
    },
    {
      // A refused login is one clear message (SPEC 8 logs it; the shopper still needs to know).
      onServerError: (error: ApiError) => {
        if (error.status === 401 || error.status === 400 || error.status === 422) return false;
        notifyError(error);
        return true;
      },
    },
  );

  if (data.loginAs) {
    return (
      <div className="container account-auth">
        <div className="account-card account-card--narrow" aria-busy="true">
          <h1 className="account-card__title">{t('account.login.loginAsEmpty')}</h1>
          <p>{t('account.login.loginAsProgress')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="container account-auth">
      <div className="account-card account-card--narrow">
        <h1 className="account-card__title">{t('account.login.title')}</h1>
        {data.redirect ? <p className="account-card__lead">{t('account.login.redirectNotice')}</p> : null}
        <form
          method="post"
          ref={form.formRef}
          className="account-form"
          noValidate
          onSubmit={form.onSubmit}
          data-testid="login-form"
        >
          <TextField
            label={t('account.login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.field('email')}
          />
          <TextField
            label={t('account.login.password')}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <FormErrors errors={form.generalErrors.length ? [t('account.login.failed')] : []} />
          <SubmitButton busy={form.submitting} busyLabel={t('common.states.sending')}>
            {t('account.login.submit')}
          </SubmitButton>
          <p className="account-form__aside">
            <a href={pathFor('forgotten-password')}>{t('account.login.forgotten')}</a>
          </p>
        </form>
      </div>
      <div className="account-card account-card--narrow account-card--soft">
        <h2 className="account-card__subtitle">{t('account.login.noAccount')}</h2>
        <p>{t('account.register.benefits')}</p>
        <a className="button button--ghost" href={pathFor('register')}>
          {t('account.login.register')}
        </a>
      </div>
      <RestrictedModal open={restrictedOpen} onClose={() => setRestrictedOpen(false)} />
    </div>
  );
}
