import { useState } from 'react';
import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { TextField } from '../../client/components/form/labelled-field';
import { email } from '../../client/components/account/form-rules';
import { AccountFormElement } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export type ForgottenPasswordPageData = Record<string, never>;

/** SPEC 7 forgot-password: the e-mail link leads to the reset page (callbackUrl). */
export default function ForgottenPasswordPage(_props: PageProps<ForgottenPasswordPageData>) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({ email: '' }, { email: [email] }, async (v) => {
    await sendJson('/api/v1/forgot-password', 'POST', {
      email: v.email.trim(),
      callbackUrl: new URL(pathFor('reset-password'), window.location.origin).href,
    });
    setSentTo(v.email.trim());
  });

  return (
    <div className="container account-auth">
      <div className="account-card account-card--narrow">
        <h1 className="account-card__title">{t('account.forgottenPassword.title')}</h1>
        {sentTo ? (
          <div className="account-notice account-notice--success" role="status" data-testid="forgotten-sent">
            <p>{t('account.forgottenPassword.success')}</p>
          </div>
        ) : (
          <>
            <p className="account-card__lead">{t('account.forgottenPassword.text')}</p>
            <AccountFormElement form={form} testId="forgotten-form">
              <TextField
                label={t('account.forgottenPassword.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                autoFocus
                {...form.field('email')}
              />
              <FormErrors errors={form.generalErrors} />
              <SubmitButton busy={form.submitting} busyLabel={t('common.states.sending')}>
                {t('account.forgottenPassword.submit')}
              </SubmitButton>
            </AccountFormElement>
          </>
        )}
        <p className="account-form__aside">
          <a href={pathFor('login')}>{t('account.forgottenPassword.backToLogin')}</a>
        </p>
      </div>
    </div>
  );
}
