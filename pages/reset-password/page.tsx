import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import { setFlash } from '../../client/shell/flash-store';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { TextField } from '../../client/components/form/labelled-field';
import { PasswordFields } from '../../client/components/form/password-fields';
import { email, password, sameAs } from '../../client/components/account/form-rules';
import { AccountFormElement } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { leavePage } from '../../client/router/chunk-reload';

export interface ResetPasswordPageData {
  token: string | null;
  email: string;
}

/** SPEC 7 reset-password with the token from the e-mail link; success goes to login. */
export default function ResetPasswordPage({ data }: PageProps<ResetPasswordPageData>) {
  const t = useT();
  const form = useAccountForm(
    { email: data.email, password: '', passwordConfirmation: '' },
    { email: [email], password: [password], passwordConfirmation: [sameAs('password')] },
    async (v) => {
      await sendJson('/api/v1/reset-password', 'POST', {
        email: v.email.trim(),
        password: v.password,
        password_confirmation: v.passwordConfirmation,
        token: data.token,
      });
      setFlash('success', t('account.resetPassword.success'));
      leavePage(pathFor('login'));
    },
    { aliases: { password_confirmation: 'passwordConfirmation', token: 'token' } },
  );

  return (
    <div className="container account-auth">
      <div className="account-card account-card--narrow">
        <h1 className="account-card__title">{t('account.resetPassword.title')}</h1>
        {data.token ? (
          <AccountFormElement form={form} testId="reset-form">
            <TextField
              label={t('account.resetPassword.email')}
              type="email"
              autoComplete="username"
              required
              {...form.field('email')}
            />
            <PasswordFields
              password={form.field('password')}
              confirmation={form.field('passwordConfirmation')}
              labels={{
                password: t('account.resetPassword.password'),
                confirmation: t('account.resetPassword.passwordConfirmation'),
              }}
              hint={t('account.register.passwordHint')}
            />
            <FormErrors errors={form.generalErrors} />
            <SubmitButton busy={form.submitting} busyLabel={t('common.states.saving')}>
              {t('account.resetPassword.submit')}
            </SubmitButton>
          </AccountFormElement>
        ) : (
          <div className="account-notice account-notice--danger" role="alert">
            <p>{t('account.resetPassword.invalidToken')}</p>
            <a className="button button--primary" href={pathFor('forgotten-password')}>
              {t('account.resetPassword.requestNew')}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
