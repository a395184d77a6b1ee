import { pathFor } from '../../shared/routes';
import { useState } from 'react';
import type { Company } from '../../shared/contracts/store';
import { ApiError, fetchJson, sendJson } from '../api/fetch-json';
import { useNotify } from '../shell/notifications';
import { setFlash } from '../shell/flash-store';
import { CheckboxField, FormErrors, SelectField, SubmitButton, TextField } from '../components/account/form-field';
import {
  email,
  maxLength,
  optionalIcDph,
  optionalPhone,
  optionalVatin,
  password,
  postcodeFor,
  required,
  sameAs,
  tinFor,
  type Rule,
} from '../components/account/form-rules';
import { useAccountForm } from '../components/account/use-account-form';
import { useAuth } from '../hooks/use-auth';
import { useT } from '../shell-context';
import type { PageProps } from './page-props';

export interface RegisterPageData {
  countries: { code: string; name: string }[];
  defaultCountry: string;
}

const termsAccepted: Rule = (v) => (v === '1' ? null : { key: 'account.register.termsRequired' });
/** Business fields count only with the business box ticked. */
const whenBusiness =
  (...rules: Rule[]): Rule =>
  (v, values) => {
    if (values.isBusiness !== '1') return null;
    for (const rule of rules) {
      const problem = rule(v, values);
      if (problem) return problem;
    }
    return null;
  };

/**
 * SPEC 2 register: personal fields, optional business fields (IČO checked for CZE, DIČ, IČ DPH),
 * newsletter and terms. On success the new account is logged in through the worker and the
 * document reloads on the dashboard.
 */
export default function RegisterPage({ data }: PageProps<RegisterPageData>) {
  const t = useT();
  const { login } = useAuth();
  const { notify, notifyError } = useNotify();
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
        window.location.assign(pathFor('user-dashboard'));
      } catch {
        // The account exists; it may need activation first. The login page says what to do.
        window.location.assign(pathFor('login'));
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
  const [aresBusy, setAresBusy] = useState(false);
  const lookupAres = async () => {
    const ico = form.values.tin.replace(/\s+/g, '');
    if (!/^\d{8}$/.test(ico)) {
      notify('danger', t('validation.tin'));
      return;
    }
    setAresBusy(true);
    try {
      const { data: company } = await fetchJson<{ data: Company }>(`/api/v1/ares/ico?ico=${encodeURIComponent(ico)}`);
      form.fill({
        tin: company.ico,
        businessName: company.name,
        ...(company.dic ? { vatin: company.dic } : {}),
        street: company.address.street,
        city: company.address.city,
        postcode: company.address.postcode,
        country: company.address.countryCode,
      });
      notify('success', t('checkout.ares.found'));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) notify('warning', t('checkout.ares.notFound'));
      else notifyError(e);
    } finally {
      setAresBusy(false);
    }
  };

  return (
    <div className="container account-auth account-auth--wide">
      <div className="account-card">
        <h1 className="account-card__title">{t('account.register.title')}</h1>
        <p className="account-card__lead">{t('account.register.benefits')}</p>
        <form
          method="post"
          ref={form.formRef}
          className="account-form"
          noValidate
          onSubmit={form.onSubmit}
          data-testid="register-form"
        >
          <div className="account-form__row">
            <TextField
              label={t('account.register.firstName')}
              autoComplete="given-name"
              required
              {...form.field('firstName')}
            />
            <TextField
              label={t('account.register.lastName')}
              autoComplete="family-name"
              required
              {...form.field('lastName')}
            />
          </div>
          <div className="account-form__row">
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
          <div className="account-form__row">
            <TextField
              label={t('account.register.password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('account.register.passwordHint')}
              {...form.field('password')}
            />
            <TextField
              label={t('account.register.passwordConfirmation')}
              type="password"
              autoComplete="new-password"
              required
              {...form.field('passwordConfirmation')}
            />
          </div>
          <CheckboxField label={t('account.register.business')} {...form.checkbox('isBusiness')} />
          {business ? (
            <fieldset className="account-form__group">
              <legend>{t('account.register.businessTitle')}</legend>
              <TextField
                label={t('account.register.businessName')}
                autoComplete="organization"
                required
                {...form.field('businessName')}
              />
              <div className="account-form__row">
                <SelectField
                  label={t('account.register.country')}
                  options={(data.countries.length
                    ? data.countries
                    : [{ code: data.defaultCountry, name: data.defaultCountry }]
                  ).map((c) => ({ value: c.code, label: c.name }))}
                  {...form.field('country')}
                />
                <div className="account-form__with-action">
                  <TextField label={t('account.register.tin')} inputMode="numeric" required {...form.field('tin')} />
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={lookupAres}
                    disabled={aresBusy}
                    aria-busy={aresBusy}
                    data-testid="ares-lookup"
                  >
                    {t('checkout.ares.lookup')}
                  </button>
                </div>
              </div>
              <div className="account-form__row">
                <TextField
                  label={`${t('account.register.vatin')} (${t('common.optional')})`}
                  {...form.field('vatin')}
                />
                <TextField
                  label={`${t('account.register.icDph')} (${t('common.optional')})`}
                  {...form.field('icDph')}
                />
              </div>
              <TextField
                label={t('account.settings.street')}
                autoComplete="street-address"
                required
                {...form.field('street')}
              />
              <div className="account-form__row">
                <TextField
                  label={t('account.settings.city')}
                  autoComplete="address-level2"
                  required
                  {...form.field('city')}
                />
                <TextField
                  label={t('account.settings.postcode')}
                  autoComplete="postal-code"
                  required
                  {...form.field('postcode')}
                />
              </div>
            </fieldset>
          ) : null}
          <CheckboxField label={t('account.register.newsletter')} {...form.checkbox('newsletter')} />
          <CheckboxField label={t('account.register.terms')} {...form.checkbox('terms')} />
          {form.field('terms').error ? (
            <p className="field__error" role="alert">
              {form.field('terms').error}
            </p>
          ) : null}
          <FormErrors errors={form.generalErrors} />
          <SubmitButton busy={form.submitting} busyLabel={t('common.states.sending')}>
            {t('account.register.submit')}
          </SubmitButton>
          <p className="account-form__aside">
            {t('account.register.haveAccount')} <a href={pathFor('login')}>{t('account.login.submit')}</a>
          </p>
        </form>
      </div>
    </div>
  );
}
