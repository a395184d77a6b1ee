import { useState } from 'react';
import type { UserAddress } from '../../shared/contracts/store';
import { ApiError, sendJson } from '../../client/api/fetch-json';
import type { UserView } from '../../client/components/account/account-types';
import {
  maxLength,
  onlyWhen,
  optionalDateOfBirth,
  optionalIcDph,
  optionalPhone,
  optionalVatin,
  postcodeFor,
  required,
  tinFor,
  type Rule,
} from '../../client/components/account/form-rules';
import { UserArea } from '../../client/components/account/user-area';
import { AddressFields } from '../../client/components/form/address-fields';
import { BusinessFields } from '../../client/components/form/business-fields';
import { FormErrors, SubmitButton } from '../../client/components/form/form-submit';
import { NameFields } from '../../client/components/form/name-fields';
import { CheckboxField, SelectField, TextField } from '../../client/components/form/labelled-field';
import { AccountFormElement } from '../../client/components/account/account-form-element';
import { useAccountForm } from '../../client/components/account/use-account-form';
import { useRouter } from '../../client/router/router-context';
import { useNotify } from '../../client/shell/notifications';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface UserSettingsPageData {
  user: UserView;
  addresses: UserAddress[];
  addressesEnabled: boolean;
  /** The store's countries with their names in the page's language (shell data). */
  countries: { code: string; name: string }[];
}

/** Address fields only count when any of them is filled (the address is optional). */
const ifAddress = (...rules: Rule[]): Rule =>
  onlyWhen((values) => [values.street, values.city, values.postcode].some((x) => x?.trim()), ...rules);

/** SPEC 7 PATCH user: name, phone, formal title, date of birth, ICDPH, business ids, address. */
export default function UserSettingsPage({ data, url }: PageProps<UserSettingsPageData>) {
  const t = useT();
  const { notify } = useNotify();
  const router = useRouter();
  const { user } = data;
  const custom = user.attributes.custom;
  const form = useAccountForm(
    {
      formalTitle: custom.formalTitle ?? '',
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      dateOfBirth: custom.dateOfBirth ?? '',
      newsletter: user.newsletter ? '1' : '',
      businessName: user.businessName ?? '',
      tin: user.tin ?? '',
      vatin: user.vatin ?? '',
      icDph: custom.ICDPH ?? '',
      street: user.address?.street ?? '',
      city: user.address?.city ?? '',
      postcode: user.address?.postcode ?? '',
      country: user.address?.countryCode ?? 'SVK',
    },
    {
      firstName: [required, maxLength(100)],
      lastName: [required, maxLength(100)],
      phone: [optionalPhone],
      dateOfBirth: [optionalDateOfBirth],
      businessName: [maxLength(200)],
      tin: [tinFor('country')],
      vatin: [optionalVatin],
      icDph: [optionalIcDph],
      street: [ifAddress(required, maxLength(200))],
      city: [ifAddress(required, maxLength(120))],
      postcode: [ifAddress(postcodeFor('country'))],
    },
    async (v) => {
      const hasAddress = [v.street, v.city, v.postcode].some((x) => x.trim());
      await sendJson('/api/v1/user', 'PATCH', {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        phone: v.phone.trim() || null,
        newsletter: v.newsletter === '1',
        ...(user.isBusiness
          ? {
              businessName: v.businessName.trim() || null,
              tin: v.tin.replace(/\s+/g, '') || null,
              vatin: v.vatin.replace(/\s+/g, '') || null,
            }
          : {}),
        address: hasAddress
          ? { street: v.street.trim(), city: v.city.trim(), postcode: v.postcode.trim(), countryCode: v.country }
          : null,
        attributes: {
          custom: {
            formalTitle: v.formalTitle === 'Mr' || v.formalTitle === 'Mrs' ? v.formalTitle : null,
            dateOfBirth: v.dateOfBirth || null,
            ICDPH: v.icDph.replace(/\s+/g, '') || null,
          },
        },
      });
      notify('success', t('account.settings.saved'));
      void router.refresh();
    },
    {
      aliases: {
        'attributes.custom.ICDPH': 'icDph',
        ICDPH: 'icDph',
        'address.street': 'street',
        'address.city': 'city',
        'address.postcode': 'postcode',
        TIN: 'tin',
        VATIN: 'vatin',
      },
    },
  );

  return (
    <UserArea currentPath={url} title={t('account.settings.title')}>
      <AccountFormElement form={form} testId="settings-form">
        <fieldset className="account-panel account-form__group">
          <legend>{t('account.settings.personal')}</legend>
          <div className="form-grid">
            <SelectField
              label={t('account.settings.formalTitle')}
              options={[
                { value: '', label: t('account.settings.formalTitleNone') },
                { value: 'Mr', label: t('account.settings.formalTitleMr') },
                { value: 'Mrs', label: t('account.settings.formalTitleMrs') },
              ]}
              {...form.field('formalTitle')}
            />
            <TextField
              label={t('account.settings.dateOfBirth')}
              type="date"
              autoComplete="bday"
              {...form.field('dateOfBirth')}
            />
          </div>
          <NameFields field={form.field} />
          <div className="form-grid">
            <div className="field">
              <span className="field__label">{t('account.settings.email')}</span>
              <span className="field__static">{user.email}</span>
              <span className="field__hint">{t('account.settings.emailHint')}</span>
            </div>
            <TextField label={t('account.settings.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
          </div>
          <CheckboxField label={t('account.settings.newsletter')} {...form.checkbox('newsletter')} />
        </fieldset>
        <fieldset className="account-panel account-form__group">
          <legend>{t('account.settings.address')}</legend>
          <AddressFields streetMode="combined" field={form.field} countries={data.countries} />
        </fieldset>
        <fieldset className="account-panel account-form__group">
          <legend>{t('account.settings.business')}</legend>
          {user.isBusiness ? (
            <BusinessFields field={(name) => form.field(name === 'vatSk' ? 'icDph' : name)} />
          ) : (
            <TextField label={t('checkout.fields.vatinsvk')} {...form.field('icDph')} />
          )}
        </fieldset>
        <FormErrors errors={form.generalErrors} />
        <SubmitButton busy={form.submitting} busyLabel={t('common.states.saving')}>
          {t('account.settings.submit')}
        </SubmitButton>
      </AccountFormElement>
      {data.addressesEnabled ? <AddressList addresses={data.addresses} countries={data.countries} /> : null}
    </UserArea>
  );
}

/** Saved delivery addresses (users_addresses): list, add, edit (issue 30.4), delete. One form for adding and editing. */
function AddressList({
  addresses,
  countries,
}: {
  addresses: UserAddress[];
  countries: UserSettingsPageData['countries'];
}) {
  const t = useT();
  const shell = useShell();
  const { notify, notifyError } = useNotify();
  const router = useRouter();
  const [busyId, setBusyId] = useState<number | null>(null);
  /** The address the form edits, 'new' for a new one, null: the form is closed. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const adding = editing !== null;
  const setAdding = (open: boolean) => setEditing(open ? 'new' : null);
  const empty = { name: '', street: '', city: '', postcode: '', country: shell.domainCode === 'cz' ? 'CZE' : 'SVK' };
  const form = useAccountForm(
    empty,
    {
      name: [required, maxLength(200)],
      street: [required, maxLength(200)],
      city: [required, maxLength(120)],
      postcode: [postcodeFor('country')],
    },
    async (v) => {
      const address = {
        name: v.name.trim(),
        street: v.street.trim(),
        city: v.city.trim(),
        postcode: v.postcode.trim(),
        countryCode: v.country,
      };
      if (typeof editing === 'number') await sendJson(`/api/v1/user/addresses/${editing}`, 'PATCH', address);
      else await sendJson('/api/v1/user/addresses', 'POST', address);
      notify('success', t('account.addresses.saved'));
      form.reset({ name: '', street: '', city: '', postcode: '', country: v.country });
      setAdding(false);
      void router.refresh();
    },
  );
  const remove = async (id: number) => {
    setBusyId(id);
    try {
      await sendJson(`/api/v1/user/addresses/${id}`, 'DELETE');
      notify('success', t('account.addresses.deleted'));
      await router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) notifyError(error);
    } finally {
      setBusyId(null);
    }
  };
  return (
    <section className="account-panel" id="adresy">
      <div className="account-panel__head">
        <h2 className="account-panel__title">{t('account.addresses.title')}</h2>
        {!adding ? (
          <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
            {t('account.addresses.add')}
          </button>
        ) : null}
      </div>
      {addresses.length === 0 ? <p className="account-empty__text">{t('account.addresses.empty')}</p> : null}
      <ul className="address-list">
        {addresses.map((a) => (
          <li key={a.id} className="address-list__item">
            <address>
              <strong>{a.name}</strong>
              {a.businessName ? <>, {a.businessName}</> : null}
              <br />
              {a.street}, {a.postcode} {a.city},{' '}
              {countries.find((c) => c.code === a.countryCode)?.name ?? a.countryCode}
            </address>
            <button
              type="button"
              className="button button--ghost"
              data-testid="address-edit"
              aria-label={`${t('common.actions.edit')}: ${a.name}, ${a.street}`}
              onClick={() => {
                form.reset({
                  name: a.name,
                  street: a.street,
                  city: a.city,
                  postcode: a.postcode,
                  country: a.countryCode,
                });
                setEditing(a.id);
              }}
            >
              {t('common.actions.edit')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => remove(a.id)}
              disabled={busyId === a.id}
              aria-busy={busyId === a.id || undefined}
            >
              {t('common.actions.delete')}
            </button>
          </li>
        ))}
      </ul>
      {adding ? (
        <AccountFormElement form={form}>
          <TextField
            label={`${t('account.settings.firstName')} / ${t('account.settings.lastName')}`}
            autoComplete="name"
            required
            {...form.field('name')}
          />
          <AddressFields streetMode="combined" required field={form.field} countries={countries} />
          <FormErrors errors={form.generalErrors} />
          <div className="account-form__actions">
            <SubmitButton busy={form.submitting} busyLabel={t('common.states.saving')}>
              {t('common.actions.save')}
            </SubmitButton>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                form.reset(empty);
                setAdding(false);
              }}
            >
              {t('common.actions.cancel')}
            </button>
          </div>
        </AccountFormElement>
      ) : null}
    </section>
  );
}
