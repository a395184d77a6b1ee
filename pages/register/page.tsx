import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import { useNotify } from '../../client/shell/notifications';
import { setFlash } from '../../client/shell/flash-store';
import {
  email,
  maxLength,
  onlyWhen,
  optionalIcDph,
  optionalPhone,
  optionalVatin,
  password,
  postcodeFor,
  required,
  sameAs,
  tinFor,
  type Rule,
} from '../../client/components/account/form-rules';
import { AddressFields } from '../../client/components/form/address-fields';
import { BusinessFields } from '../../client/components/form/business-fields';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { NameFields } from '../../client/components/form/name-fields';
import { CheckboxField, TextField } from '../../client/components/form/labelled-field';
import { PasswordFields } from '../../client/components/form/password-fields';
import { useAresLookup } from '../../client/components/form/use-ares-lookup';
import { AccountFormElement } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useAuth } from '../../client/hooks/use-auth';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { leavePage } from '../../client/router/chunk-reload';

export interface RegisterPageData {
  countries: { code: string; name: string }[];
  defaultCountry: string;
}

const termsAccepted: Rule = (v) => (v === '1' ? null : { key: 'account.register.termsRequired' });
/** Business fields count only with the business box ticked. */
const whenBusiness = (...rules: Rule[]): Rule => onlyWhen((values) => values.isBusiness === '1', ...rules);

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
    {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
      isBusiness: '',
      businessName: '',
      tin: '',
      vatin: '',
      icDph: '',
      street: '',
      city: '',
      postcode: '',
      country: data.defaultCountry,
      newsletter: '',
      terms: '',
    },
    {
      firstName: [required, maxLength(100)],
      lastName: [required, maxLength(100)],
      email: [email],
      phone: [optionalPhone],
      password: [password],
      passwordConfirmation: [sameAs('password')],
      businessName: [whenBusiness(required, maxLength(200))],
      tin: [whenBusiness(required, tinFor('country'))],
      vatin: [whenBusiness(optionalVatin)],
      icDph: [whenBusiness(optionalIcDph)],
      street: [whenBusiness(required, maxLength(200))],
      city: [whenBusiness(required, maxLength(120))],
      postcode: [whenBusiness(required, postcodeFor('country'))],
      terms: [termsAccepted],
    },
    async (v) => {
      const business = v.isBusiness === '1';
      await sendJson('/api/v1/register', 'POST', {
        email: v.email.trim(),
        password: v.password,
        password_confirmation: v.passwordConfirmation,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        phone: v.phone.trim() || null,
        newsletter: v.newsletter === '1',
        terms: true,
        callbackUrl: new URL(pathFor('user-activate'), window.location.origin).href,
        // The same names as the user PATCH (RegisterRequestSchema): company, IČO, DIČ, IČ DPH, address.
        businessName: business ? v.businessName.trim() : null,
        tin: business ? v.tin.replace(/\s+/g, '') : null,
        vatin: business ? v.vatin.replace(/\s+/g, '') || null : null,
        attributes: { custom: { ICDPH: business ? v.icDph.replace(/\s+/g, '') || null : null } },
        address: business
          ? { street: v.street.trim(), city: v.city.trim(), postcode: v.postcode.trim(), countryCode: v.country }
          : null,
      });
      setFlash('success', t('account.register.success'));
      try {
        await login(v.email, v.password);
        leavePage(pathFor('user-dashboard'));
      } catch {
        // The account exists; it may need activation first. The login page says what to do.
        leavePage(pathFor('login'));
      }
    },
    {
      aliases: {
        password_confirmation: 'passwordConfirmation',
        business_name: 'businessName',
        TIN: 'tin',
        VATIN: 'vatin',
        ICDPH: 'icDph',
      },
    },
  );
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
        <AccountFormElement form={form} testId="register-form">
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
