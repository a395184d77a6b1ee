import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import { REGISTER_PATH } from '../../shared/auth-paths';
import {
  REGISTER_ALIASES,
  REGISTER_RULES,
  emptyRegisterValues,
  registerRequest,
  type RegisterValues,
} from './register-form';
import { useNotify } from '../../client/shell/notifications';
import { setFlash } from '../../client/shell/flash-store';
import { AddressFields } from '../../client/components/form/address-fields';
import { BusinessFields } from '../../client/components/form/business-fields';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { NameFields } from '../../client/components/form/name-fields';
import { CheckboxField, TextField } from '../../client/components/form/labelled-field';
import { PasswordFields } from '../../client/components/form/password-fields';
import { useAresLookup } from '../../client/components/form/use-ares-lookup';
import { AccountFormElement, useServerRefusal } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useAuth } from '../../client/hooks/use-auth';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { leavePage } from '../../client/router/chunk-reload';

export interface RegisterPageData {
  countries: { code: string; name: string }[];
  defaultCountry: string;
  /**
   * The form posted by the browser itself (no script) and refused (pages/register/loader.ts): what
   * was typed (never the passwords), each field's problem and why as a whole, in the shopper's
   * language, shown as the server renders the page; null otherwise.
   */
  refused: { values: Partial<RegisterValues>; fieldErrors: Record<string, string>; message: string } | null;
}

/**
 * SPEC 2 register: personal fields, optional business fields (IČO checked for CZE, DIČ, IČ DPH),
 * newsletter and terms. On success the new account is logged in through the worker and the
 * document reloads on the dashboard.
 */
export default function RegisterPage({ data }: PageProps<RegisterPageData>) {
  const t = useT();
  const { login } = useAuth();
  const { notify } = useNotify();
  const form = useAccountForm(
    { ...emptyRegisterValues(data.defaultCountry), ...data.refused?.values },
    REGISTER_RULES,
    async (v) => {
      await sendJson(
        REGISTER_PATH,
        'POST',
        registerRequest(v, new URL(pathFor('user-activate'), window.location.origin).href),
      );
      setFlash('success', t('account.register.success'));
      try {
        await login(v.email, v.password);
        leavePage(pathFor('user-dashboard'));
      } catch {
        // The account exists; it may need activation first. The login page says what to do.
        leavePage(pathFor('login'));
      }
    },
    { aliases: REGISTER_ALIASES, initialErrors: data.refused?.fieldErrors },
  );
  const refused = useServerRefusal(form, data.refused?.message ?? null);
  const business = form.values.isBusiness === '1';

  // ARES fills the company from its IČO, as in checkout (the store refuses a checksum-invalid one).
  const ares = useAresLookup({
    onMalformed: () => notify('danger', t('validation.tin')),
    onFound: (company) =>
      form.fill({
        tin: company.ico,
        businessName: company.name,
        ...(company.dic ? { vatin: company.dic } : {}),
        street: company.address.street,
        city: company.address.city,
        postcode: company.address.postcode,
        country: company.address.countryCode,
      }),
  });

  return (
    <div className="container account-auth account-auth--wide">
      <div className="account-card">
        <h1 className="account-card__title">{t('account.register.title')}</h1>
        <p className="account-card__lead">{t('account.register.benefits')}</p>
        {/* Posts to the worker's register route when no script has taken it over (scripts blocked, or
            a tap before the page is live); once hydrated, the handler registers by fetch and the
            browser never posts it (one registration either way). */}
        <AccountFormElement form={refused.form} action={REGISTER_PATH} testId="register-form">
          {/* Why the server refused it (posted without a script): at the top, where the shopper lands. */}
          <FormErrors errors={refused.refusal ? [refused.refusal] : []} />
          <NameFields field={form.field} />
          <div className="form-grid">
            <TextField
              label={t('account.register.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...form.field('email')}
            />
            <TextField
              label={`${t('account.register.phone')} (${t('common.optional')})`}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...form.field('phone')}
            />
          </div>
          <div className="form-grid">
            <PasswordFields
              password={form.field('password')}
              confirmation={form.field('passwordConfirmation')}
              labels={{
                password: t('account.register.password'),
                confirmation: t('account.register.passwordConfirmation'),
              }}
              hint={t('account.register.passwordHint')}
            />
          </div>
          <CheckboxField label={t('account.register.business')} {...form.checkbox('isBusiness')} />
          {business ? (
            <fieldset className="account-form__group">
              <legend>{t('account.register.businessTitle')}</legend>
              <BusinessFields
                required
                field={(name) => form.field(name === 'vatSk' ? 'icDph' : name)}
                ares={{ busy: ares.busy, onLookup: () => void ares.lookup(form.values.tin) }}
              />
              <AddressFields
                streetMode="combined"
                required
                field={form.field}
                countries={
                  data.countries.length ? data.countries : [{ code: data.defaultCountry, name: data.defaultCountry }]
                }
              />
            </fieldset>
          ) : null}
          <CheckboxField label={t('account.register.newsletter')} {...form.checkbox('newsletter')} />
          <CheckboxField
            label={t('account.register.terms')}
            {...form.checkbox('terms')}
            error={form.field('terms').error}
          />
          <FormErrors errors={form.generalErrors} />
          <SubmitButton busy={form.submitting} busyLabel={t('common.states.sending')}>
            {t('account.register.submit')}
          </SubmitButton>
          <p className="account-form__aside">
            {t('account.register.haveAccount')} <a href={pathFor('login')}>{t('account.login.submit')}</a>
          </p>
        </AccountFormElement>
      </div>
    </div>
  );
}
