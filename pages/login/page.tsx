import { useState, type FormEvent } from 'react';
import { AUTH_PATHS } from '../../shared/auth-paths';
import { pathFor } from '../../shared/route-paths';
import { ApiError, sendJson } from '../../client/api/fetch-json';
import { setFlash } from '../../client/shell/flash-store';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { TextField } from '../../client/components/form/labelled-field';
import { email, required } from '../../client/components/account/form-rules';
import { RestrictedModal } from '../../client/components/account/restricted-modal';
import { isRestricted, safeRedirectPath } from '../../client/components/account/safe-redirect';
import { AccountFormElement, useServerRefusal } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useAuth, type LoginUser } from '../../client/hooks/use-auth';
import { useNotify } from '../../client/shell/notifications';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { leavePage } from '../../client/router/chunk-reload';

export interface LoginPageData {
  /** Same-site path to return to after login (already checked by the loader). */
  redirect: string | null;
  /** A restricted-group user was just logged out: open the redirect modal. */
  restricted: boolean;
  /**
   * Why the form, posted by the browser itself (no script), was refused: the message to show in it
   * (pages/login/loader.ts), until the shopper tries again.
   */
  refusal: string | null;
  /** The e-mail that refused form was posted with, filled in again (never in a URL). */
  email: string | null;
  restrictedGroups: string[];
  /**
   * Login-as-user (`?loginAs=1`, after the worker moved the link's token into an HttpOnly cookie):
   * whom the link logs in as, or why it cannot. Never the token itself (issue 11.4).
   */
  loginAs: { state: 'confirm'; email: string } | { state: 'invalid' } | { state: 'limited'; seconds: number } | null;
}

/**
 * SPEC 4/5 login. The worker keeps the token in an HttpOnly cookie; after success the document
 * reloads on the target page so the whole shell (header, prices for the user's groups) follows.
 */
export default function LoginPage({ data }: PageProps<LoginPageData>) {
  const t = useT();
  const { login, logout } = useAuth();
  const { notifyError } = useNotify();
  const [restrictedOpen, setRestrictedOpen] = useState(data.restricted);

  /** SPEC 4: groups intersecting the restricted groups are logged out at once. */
  async function afterLogin(groups: string[], message: string, target: string): Promise<void> {
    if (isRestricted(groups, data.restrictedGroups)) {
      await logout().catch(() => undefined);
      setRestrictedOpen(true);
      return;
    }
    setFlash('success', message);
    leavePage(target);
  }

  /** The worker refuses a session to restricted groups (403, field "restricted"): the SPEC 4 modal. */
  const isRestrictedRefusal = (error: unknown) =>
    error instanceof ApiError && error.status === 403 && error.field === 'restricted';

  // Login-as-user (SPEC 4): only after the shopper confirms; the worker ends the current session.
  const [loginAsBusy, setLoginAsBusy] = useState(false);
  const confirmLoginAs = async (e: FormEvent) => {
    e.preventDefault();
    if (data.loginAs?.state !== 'confirm') return;
    setLoginAsBusy(true);
    try {
      const answer = await sendJson<{ data: { user: LoginUser } }>(AUTH_PATHS.loginAs, 'POST');
      await afterLogin(answer.data.user.groups, t('errors.loginAsUser.success', { email: data.loginAs.email }), '/');
    } catch (error) {
      if (isRestrictedRefusal(error)) {
        setRestrictedOpen(true);
        setLoginAsBusy(false);
        return;
      }
      setFlash('danger', t('errors.loginAsUser.failed'));
      leavePage('/');
    }
  };

  const form = useAccountForm(
    { email: data.email ?? '', password: '' },
    { email: [email], password: [required] },
    async (values) => {
      const user = await login(values.email, values.password);
      await afterLogin(
        user.groups,
        t('account.login.success'),
        safeRedirectPath(data.redirect) ?? pathFor('user-dashboard'),
      );
    },
    {
      // A refused login is one clear message (SPEC 8 logs it; the shopper still needs to know).
      onServerError: (error: ApiError) => {
        if (isRestrictedRefusal(error)) {
          setRestrictedOpen(true);
          return true;
        }
        if (error.status === 401 || error.status === 400 || error.status === 422) return false;
        notifyError(error);
        return true;
      },
    },
  );
  const refused = useServerRefusal(form, data.refusal);

  if (data.loginAs) {
    const loginAs = data.loginAs;
    return (
      <div className="container account-auth">
        <div className="account-card account-card--narrow">
          {loginAs.state === 'confirm' ? (
            <form method="post" action="/api/oauth/login-as" onSubmit={confirmLoginAs} data-testid="login-as-form">
              <h1 className="account-card__title">{t('account.login.loginAsConfirm', { email: loginAs.email })}</h1>
              <p className="account-card__lead">{t('account.login.loginAsLead')}</p>
              <SubmitButton busy={loginAsBusy} busyLabel={t('account.login.loginAsProgress')}>
                {t('account.login.loginAsSubmit')}
              </SubmitButton>
              <p className="account-form__aside">
                <a href="/">{t('account.login.loginAsCancel')}</a>
              </p>
            </form>
          ) : (
            <>
              <h1 className="account-card__title">{t('account.login.loginAsEmpty')}</h1>
              <p role="alert">
                {loginAs.state === 'limited'
                  ? t('errors.tooManyRequests', { seconds: loginAs.seconds })
                  : t('errors.loginAsUser.failed')}
              </p>
              <a className="button button--primary" href="/">
                {t('account.login.loginAsCancel')}
              </a>
            </>
          )}
        </div>
        <RestrictedModal open={restrictedOpen} onClose={() => setRestrictedOpen(false)} />
      </div>
    );
  }

  return (
    <div className="container account-auth">
      <div className="account-card account-card--narrow">
        <h1 className="account-card__title">{t('account.login.title')}</h1>
        {data.redirect ? <p className="account-card__lead">{t('account.login.redirectNotice')}</p> : null}
        {/* Posts to the worker's login route when no script has taken it over (scripts blocked, or a
            tap before the page is live: the head script holds only forms without an action); once
            hydrated, the handler logs in by fetch and the browser never posts it. */}
        <AccountFormElement form={refused.form} action={AUTH_PATHS.login} testId="login-form">
          {data.redirect ? <input type="hidden" name="redirect" value={data.redirect} /> : null}
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
          <FormErrors
            errors={form.generalErrors.length ? [t('account.login.failed')] : refused.refusal ? [refused.refusal] : []}
          />
          <SubmitButton busy={form.submitting} busyLabel={t('common.states.sending')}>
            {t('account.login.submit')}
          </SubmitButton>
          <p className="account-form__aside">
            <a href={pathFor('forgotten-password')}>{t('account.login.forgotten')}</a>
          </p>
        </AccountFormElement>
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
