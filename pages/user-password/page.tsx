import { sendJson } from '../../client/api/fetch-json';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { TextField } from '../../client/components/form/labelled-field';
import { PasswordFields } from '../../client/components/form/password-fields';
import { password, required, sameAs } from '../../client/components/account/form-rules';
import { UserArea } from '../../client/components/account/user-area';
import { AccountFormElement } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useNotify } from '../../client/shell/notifications';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface UserPasswordPageData {
  email: string;
}

/** SPEC 7 PATCH user/password (old_password, password, password_confirmation). */
export default function UserPasswordPage({ data, url }: PageProps<UserPasswordPageData>) {
  const t = useT();
  const { notify } = useNotify();
  const form = useAccountForm(
    { oldPassword: '', password: '', passwordConfirmation: '' },
    { oldPassword: [required], password: [password], passwordConfirmation: [sameAs('password')] },
    async (v) => {
      await sendJson('/api/v1/user/password', 'PATCH', {
        old_password: v.oldPassword,
        password: v.password,
        password_confirmation: v.passwordConfirmation,
      });
      notify('success', t('account.changePassword.success'));
      form.reset({ oldPassword: '', password: '', passwordConfirmation: '' });
    },
    { aliases: { old_password: 'oldPassword', password_confirmation: 'passwordConfirmation' } },
  );
  return (
    <UserArea currentPath={url} title={t('account.changePassword.title')}>
      <AccountFormElement form={form} testId="password-form" className="account-panel account-form--narrow">
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={data.email} readOnly hidden />
        <TextField
          label={t('account.changePassword.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('oldPassword')}
        />
        <PasswordFields
          password={form.field('password')}
          confirmation={form.field('passwordConfirmation')}
          labels={{
            password: t('account.changePassword.password'),
            confirmation: t('account.changePassword.passwordConfirmation'),
          }}
          hint={t('account.register.passwordHint')}
        />
        <FormErrors errors={form.generalErrors} />
        <SubmitButton busy={form.submitting} busyLabel={t('common.states.saving')}>
          {t('account.changePassword.submit')}
        </SubmitButton>
      </AccountFormElement>
    </UserArea>
  );
}
