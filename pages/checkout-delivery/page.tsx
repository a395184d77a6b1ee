import { pushCheckoutStep } from '../../client/analytics/data-layer';
import { useTrackOnce } from '../../client/analytics/use-track-once';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Country, Order, Payment, Shipper, UserAddress } from '../../shared/contracts/store';
import {
  accountBusiness,
  accountLockedFields,
  addressFields,
  checkoutPrefill,
  splitStreet,
} from '../../shared/checkout-prefill';
import { buildPlaceOrderPayload } from '../../shared/checkout-payload';
import { applyCheckoutEdit } from '../../shared/checkout-edit';
import { offeredConsents } from '../../shared/checkout-choices';
import { pathFor } from '../../shared/route-paths';
import {
  checkoutFieldErrors,
  type CheckoutField,
  type CheckoutFormValues,
  type FieldError,
} from '../../shared/validation/checkout-schema';
import { ApiError, fetchJson } from '../../client/api/fetch-json';
import { storeErrorText } from '../../shared/store-error-message';
import { CheckoutTotals } from '../../client/components/cart/cart-totals';
import { AddressFields, type AddressField } from '../../client/components/form/address-fields';
import { BusinessFields } from '../../client/components/form/business-fields';
import {
  CheckboxField,
  LabelledField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldBinding,
} from '../../client/components/form/labelled-field';
import { PasswordFields } from '../../client/components/form/password-fields';
import { useAresLookup } from '../../client/components/form/use-ares-lookup';
import {
  useAddressValidation,
  type AddressCheck,
  type KeptVerdict,
} from '../../client/components/form/use-address-validation';
import type { AddressServiceField } from '../../shared/validation/address-validation';
import { CartEmpty } from '../../client/components/cart/cart-empty';
import { CheckoutSteps } from '../../client/components/checkout/checkout-steps';
import { CART_KEY, useCart } from '../../client/hooks/use-cart';
import {
  clearCheckoutState,
  newAttemptKey,
  updateCheckoutState,
  useCheckoutState,
} from '../../client/hooks/use-checkout-state';
import { storePlacedOrder } from '../../client/hooks/use-placed-order';
import { useRouter } from '../../client/router/router-context';
import { useShell, useT } from '../../client/shell-context';
import { useNotify } from '../../client/shell/notifications';
import { useUser } from '../../client/hooks/use-user';
import { CheckoutSummaryItems } from '../../client/components/checkout/checkout-summary-items';
import type { PageProps } from '../../client/router/page-props';

export interface CheckoutDeliveryPageData {
  title: string;
  utm: Partial<Record<'campaign' | 'content' | 'medium' | 'source' | 'term', string>>;
  idpCampaignCode: string | null;
  cjevent: string | null;
  /** The site's address-validation service is on (SPEC 5): its verdicts replace our own rules. */
  addressValidation: boolean;
}

type List<T> = { data: T[] };
const SWR_ONCE = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

type TextFieldName = { [K in CheckoutField]: CheckoutFormValues[K] extends string ? K : never }[CheckoutField];
type FlagName = { [K in CheckoutField]: CheckoutFormValues[K] extends boolean ? K : never }[CheckoutField];
/** The fields the address-validation service judges, as two groups: contact with the delivery address, and billing. */
const SERVICE_GROUPS = {
  main: {
    email: 'email',
    fullName: 'fullName',
    phone: 'phone',
    tin: 'tin',
    street: 'street',
    houseNumber: 'houseNumber',
    postcode: 'postcode',
  },
  billing: { street: 'billingStreet', houseNumber: 'billingHouseNumber', postcode: 'billingPostcode' },
} as const satisfies Record<string, Partial<Record<AddressServiceField, TextFieldName>>>;
type ServiceGroup = keyof typeof SERVICE_GROUPS;
const serviceGroupOf = (field: CheckoutField): ServiceGroup | null =>
  field === 'country'
    ? 'main'
    : field === 'billingCountry'
      ? 'billing'
      : ((Object.keys(SERVICE_GROUPS) as ServiceGroup[]).find((g) =>
          (Object.values(SERVICE_GROUPS[g]) as string[]).includes(field),
        ) ?? null);

/** street → billingStreet: the billing address binds the same group to its own fields. */
const billingName = (name: AddressField) => `billing${name[0]!.toUpperCase()}${name.slice(1)}` as TextFieldName;

/** Upstream error fields (cart/place body names) → the form field they belong to. */
const SERVER_FIELD: Record<string, CheckoutField> = {
  name: 'fullName',
  firstName: 'fullName',
  lastName: 'fullName',
  email: 'email',
  phone: 'phone',
  'billing_address.street': 'street',
  'billing_address.city': 'city',
  'billing_address.postcode': 'postcode',
  'billing_address.country_code': 'country',
  business_name: 'businessName',
  'business.business_name': 'businessName',
  TIN: 'tin',
  'business.TIN': 'tin',
  VATIN: 'vatin',
  shipper_id: 'shipper',
  payment_id: 'payment',
  branch_id: 'shipperBranch',
  delivery_time_id: 'deliveryTimeSlot',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  terms: 'terms',
  'custom.dateOfBirth': 'dateOfBirth',
  'custom.businessTerms': 'businessTerms',
};

/** A valid verdict's normalised values by form field, where they differ from what was judged. */
function normalisedValues(verdicts: Record<string, KeptVerdict>): Partial<CheckoutFormValues> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(verdicts))
    if (v.valid && v.normalized !== undefined && v.normalized !== v.judged) out[name] = v.normalized;
  return out as Partial<CheckoutFormValues>;
}

/** /kosik/dodacie-udaje: contact, address, business, notes, consents, registration; places the order. */
export default function CheckoutDeliveryPage({ data }: PageProps<CheckoutDeliveryPageData>) {
  const t = useT();
  const shell = useShell();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { notify, notifyError } = useNotify();
  const { cart } = useCart();
  const { state, ready } = useCheckoutState();
  const v = state.values;
  const formId = useId();
  const fid = (name: string) => `${formId}-${name}`;

  const shippers = useSWR<List<Shipper>>('/api/v1/cart/shippers', SWR_ONCE).data?.data;
  const payments = useSWR<List<Payment>>('/api/v1/cart/payments', SWR_ONCE).data?.data;
  const countries = useSWR<List<Country>>('/api/v1/countries?perPage=100', SWR_ONCE).data?.data ?? [];
  const shipper = shippers?.find((s) => String(s.id) === v.shipper);
  const payment = payments?.find((p) => String(p.id) === v.payment);
  const defaultCountry = shell.domainCode === 'sk' ? 'SVK' : 'CZE';
  const { user } = useUser();
  const addressesOn = shell.loggedIn && shell.settings.usersAddresses;
  const savedAddresses = useSWR<List<UserAddress>>(addressesOn ? '/api/v1/user/addresses' : null, SWR_ONCE);
  const addresses = savedAddresses.data?.data ?? [];
  // SPEC 6 store settings, for a logged-in shopper only (a guest always sees and edits everything):
  // no business toggle and fields (the account's company data still goes with the order), and the
  // fields the account fills shown read-only. Both take their values from the account as it is.
  const hideBusiness = shell.loggedIn && shell.settings.hideBusinessForUsers;
  const lockFields = shell.loggedIn && shell.settings.lockUserFields;
  const locked = useMemo(() => (lockFields && user ? accountLockedFields(user) : {}), [lockFields, user]);
  const fromAccount = useMemo(
    () => ({ ...locked, ...(hideBusiness && user ? accountBusiness(user) : {}) }),
    [locked, hideBusiness, user],
  );
  const isLocked = (field: CheckoutField) => field in locked;

  // Logged in: the empty fields start from the account (once per visit, never over typed values).
  const prefilled = useRef(false);
  useEffect(() => {
    if (
      prefilled.current ||
      !ready ||
      !user ||
      (addressesOn && savedAddresses.data === undefined && !savedAddresses.error)
    )
      return;
    prefilled.current = true;
    updateCheckoutState((s) => {
      const patch = checkoutPrefill(user, addresses, s.values);
      return Object.keys(patch).length ? { ...s, values: { ...s.values, ...patch } } : s;
    });
  }, [ready, user, addressesOn, savedAddresses.data, savedAddresses.error, addresses]);

  const [touched, setTouched] = useState<Set<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);

  // A pickup shipper needs no delivery address; a company still gives its billing address.
  const addressRequired = shipper ? shipper.requiredAddress : true;
  const billingForced = !addressRequired && v.isBusiness;
  const values: CheckoutFormValues = {
    ...v,
    country: v.country || defaultCountry,
    billingCountry: v.billingCountry || v.country || defaultCountry,
    billingInfo: v.billingInfo || billingForced,
    ...fromAccount,
  };
  const service = useAddressValidation(data.addressValidation);
  const schemaOptions = {
    addressValidationService: service.active,
    addressRequired,
    branchRequired: shipper?.hasBranches ?? false,
    timeSlotRequired: shipper?.hasDeliveryTimes ?? false,
    // The store takes a company's order only with its business terms accepted (PlaceOrderRequestSchema).
    businessTermsRequired: true,
  };
  /**
   * Hidden business inputs: the company data is the account's as the store keeps it; a rule it fails
   * here could not be fixed on this page (the fields are not shown), so the store judges it alone.
   */
  const shownErrors = (all: ReturnType<typeof checkoutFieldErrors>): ReturnType<typeof checkoutFieldErrors> => {
    if (!hideBusiness) return all;
    const shown = { ...all };
    for (const field of ['businessName', 'tin', 'vatin', 'vatinsvk'] as const) delete shown[field];
    return shown;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: values and options are new objects every render: compared by content, so errors are recomputed only when they change
  const errors = useMemo(
    () => shownErrors(checkoutFieldErrors(values, schemaOptions)),
    [JSON.stringify(values), JSON.stringify(schemaOptions), hideBusiness],
  );

  const message = (e: FieldError | undefined) =>
    e ? t(e.messageKey, e.params as Record<string, string | number> | undefined) : null;
  /** The service's verdict on what a field holds now, while the service is answering. */
  const serviceProblem = (field: CheckoutField): string | null => {
    const verdict = service.active ? service.verdictFor(field, String(values[field])) : undefined;
    return verdict && !verdict.valid ? (verdict.message ?? t('validation.addressService')) : null;
  };
  const errorOf = (field: CheckoutField): string | null =>
    serverErrors[field] ?? (submitted || touched.has(field) ? (serviceProblem(field) ?? message(errors[field])) : null);

  /** Every edit is persisted at once; SPEC 4 auto-switches billing info and the business flag. */
  const set = (patch: Partial<CheckoutFormValues>) => {
    updateCheckoutState((s) => ({ ...s, values: applyCheckoutEdit(s.values, patch) }));
    const changed = Object.keys(patch) as CheckoutField[];
    setTouched((old) => new Set([...old, ...changed]));
    setServerErrors((old) => {
      if (!changed.some((f) => f in old)) return old;
      const copy = { ...old };
      for (const f of changed) delete copy[f];
      return copy;
    });
  };
  const touch = (field: CheckoutField) => setTouched((old) => (old.has(field) ? old : new Set([...old, field])));

  /**
   * Asks the address-validation service about a group (SPEC 5: on change and blur). A valid answer's
   * normalised value (a phone with its country prefix) replaces what the shopper typed, unless the
   * field changed meanwhile.
   */
  const askService = async (group: ServiceGroup, current: CheckoutFormValues = values) => {
    const names = SERVICE_GROUPS[group] as Partial<Record<AddressServiceField, TextFieldName>>;
    const check: AddressCheck = {
      names,
      values: Object.fromEntries(Object.entries(names).map(([f, name]) => [f, current[name]])),
      country: group === 'billing' ? current.billingCountry : current.country,
    };
    const outcome = await service.check(check);
    const normalised = normalisedValues(outcome.verdicts);
    if (Object.keys(normalised).length > 0)
      updateCheckoutState((s) => {
        const patch = Object.fromEntries(
          Object.entries(normalised).filter(
            ([name]) => s.values[name as TextFieldName] === outcome.verdicts[name]!.judged,
          ),
        );
        return Object.keys(patch).length ? { ...s, values: { ...s.values, ...patch } } : s;
      });
    return outcome;
  };

  /** A text field's value, handlers and error; the kit's fields take it as it is. */
  const bind = (field: TextFieldName): FieldBinding => ({
    id: fid(field),
    name: field,
    value: values[field],
    ...(isLocked(field) ? { readOnly: true } : {}),
    onChange: (e) => {
      // A locked field keeps the account's value (a select has no read-only state of its own).
      if (isLocked(field)) return;
      set({ [field]: e.target.value } as Partial<CheckoutFormValues>);
      // A select's change is final (a text field's is judged on blur): the new country changes the verdicts.
      const group = data.addressValidation && e.target instanceof HTMLSelectElement ? serviceGroupOf(field) : null;
      if (group) void askService(group, { ...values, [field]: e.target.value });
    },
    onBlur: () => {
      touch(field);
      const group =
        data.addressValidation && field !== 'country' && field !== 'billingCountry' ? serviceGroupOf(field) : null;
      if (group) void askService(group);
    },
    error: errorOf(field),
  });
  const checkbox = (field: FlagName, label: string, error?: string | null) => (
    <CheckboxField
      id={fid(field)}
      name={field}
      label={label}
      checked={values[field]}
      onChange={(e) => set({ [field]: e.target.checked })}
      error={error}
    />
  );

  const ares = useAresLookup({
    onMalformed: () => touch('tin'),
    onFound: (company) => {
      const { street, houseNumber } = splitStreet(company.address.street);
      const address = {
        street,
        houseNumber,
        city: company.address.city,
        postcode: company.address.postcode,
        country: company.address.countryCode,
      };
      const mainEmpty = !values.street.trim() && !values.city.trim();
      set({
        isBusiness: true,
        tin: company.ico,
        businessName: company.name,
        ...(company.dic ? { vatin: company.dic } : {}),
        ...(mainEmpty
          ? address
          : {
              billingInfo: true,
              billingStreet: address.street,
              billingHouseNumber: address.houseNumber,
              billingCity: address.city,
              billingPostcode: address.postcode,
              billingCountry: address.country,
            }),
      });
    },
  });

  const focusFirstError = () =>
    window.setTimeout(() => {
      const el = document.querySelector<HTMLElement>('.checkout-info [aria-invalid="true"]');
      el?.focus();
      el?.scrollIntoView({ block: 'center' });
    }, 0);

  useTrackOnce(Boolean(cart && cart.items.length > 0), () => pushCheckoutStep(2));

  const placeOrder = async (e: FormEvent) => {
    e.preventDefault();
    // A second click while the first is on its way does nothing (the button is disabled too).
    if (placingRef.current) return;
    placingRef.current = true;
    setSubmitted(true);
    let problems = errors;
    let order = values;
    if (data.addressValidation) {
      // The service judges every listed field now (some were never blurred); its verdicts replace our
      // own rules only if it answers, else our own rules decide (it never blocks a shopper).
      setPlacing(true);
      const outcomes = await Promise.all([askService('main'), ...(values.billingInfo ? [askService('billing')] : [])]);
      const active = outcomes.every((o) => o.active);
      const verdicts = Object.assign({}, ...outcomes.map((o) => o.verdicts)) as Record<string, KeptVerdict>;
      order = { ...values, ...(active ? normalisedValues(verdicts) : {}) };
      problems = shownErrors(checkoutFieldErrors(order, { ...schemaOptions, addressValidationService: active }));
      if (active)
        for (const [name, verdict] of Object.entries(verdicts))
          if (!verdict.valid) problems = { ...problems, [name]: { messageKey: 'validation.addressService' } };
    }
    if (Object.keys(problems).length > 0) {
      if (problems.shipper || problems.payment || problems.shipperBranch || problems.deliveryTimeSlot)
        notify('danger', t('checkout.errors.fieldRejected'), { text: t('validation.shipper') });
      placingRef.current = false;
      setPlacing(false);
      focusFirstError();
      return;
    }
    setPlacing(true);
    // One key per checkout attempt, persisted: a retry after a network error (even after a reload)
    // sends the same key, so the worker answers the first order instead of placing a second one.
    let key = state.attemptKey;
    if (!key) {
      key = newAttemptKey();
      updateCheckoutState((s) => ({ ...s, attemptKey: key }));
    }
    const payload = buildPlaceOrderPayload(order, {
      utm: data.utm,
      idpCampaignCode: data.idpCampaignCode,
      cjevent: data.cjevent,
      orderGifts: state.gifts,
      addressRequired,
    });
    try {
      const answer = await fetchJson<{ data: Order }>(`${CART_KEY}/place`, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { 'idempotency-key': key },
      });
      storePlacedOrder(answer.data);
      clearCheckoutState();
      await mutate(CART_KEY);
      await router.navigate(pathFor('checkout-finished'));
    } catch (error) {
      if (error instanceof ApiError && error.field && SERVER_FIELD[error.field]) {
        const field = SERVER_FIELD[error.field]!;
        setServerErrors((old) => ({
          ...old,
          [field]: storeErrorText(t, error.item, shell.currencies) ?? t('checkout.errors.fieldRejected'),
        }));
        notify('danger', t('checkout.errors.fieldRejected'));
        focusFirstError();
      } else if (error instanceof ApiError && error.status < 500) {
        notifyError(error);
      } else {
        notify('danger', t('checkout.errors.placeOrder'));
      }
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  const cartEmpty = cart !== undefined && cart.items.length === 0;
  const methodsMissing = ready && shippers !== undefined && (!shipper || !v.payment);

  return (
    <div className="container checkout-page checkout-info">
      <CheckoutSteps current={2} />
      <h1 className="checkout-page__title">{data.title}</h1>
      {cartEmpty ? (
        <CartEmpty />
      ) : !ready ? (
        <div className="cart-page__loading" aria-busy="true">
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </div>
      ) : (
        <form className="checkout-page__layout" onSubmit={placeOrder} noValidate data-testid="checkout-form">
          <div className="checkout-page__main">
            {methodsMissing ? (
              <p className="checkout-info__methods-missing" role="alert">
                {t('validation.shipper')} <a href={pathFor('checkout-methods')}>{t('checkout.steps.methods')}</a>
              </p>
            ) : null}

            <fieldset className="form-section">
              <legend className="form-section__title">{t('checkout.sections.contact')}</legend>
              {lockFields && Object.keys(locked).length > 0 ? (
                <p className="checkout-info__locked" data-testid="locked-fields-note">
                  {t('checkout.lockedFields.text')}{' '}
                  <a href={pathFor('user-settings')}>{t('checkout.lockedFields.link')}</a>
                </p>
              ) : null}
              {hideBusiness ? null : (
                <div
                  className="segmented"
                  role="radiogroup"
                  aria-label={t('checkout.fields.isBusiness')}
                  aria-readonly={isLocked('isBusiness') || undefined}
                >
                  {(['b2c', 'b2b'] as const).map((type) => (
                    <label
                      key={type}
                      className={`segmented__option${(type === 'b2b') === values.isBusiness ? ' segmented__option--on' : ''}`}
                    >
                      <input
                        type="radio"
                        name="businessType"
                        value={type}
                        checked={(type === 'b2b') === values.isBusiness}
                        onChange={() => (isLocked('isBusiness') ? undefined : set({ isBusiness: type === 'b2b' }))}
                      />
                      {t(`checkout.businessTypes.${type}`)}
                    </label>
                  ))}
                </div>
              )}
              <div className="form-grid">
                <SelectField
                  label={t('checkout.fields.formalTitle')}
                  className="form-grid__narrow"
                  options={[
                    { value: '', label: '—' },
                    { value: 'Mr', label: t('checkout.formalTitles.Mr') },
                    { value: 'Mrs', label: t('checkout.formalTitles.Mrs') },
                  ]}
                  {...bind('formalTitle')}
                />
                <TextField
                  label={t('checkout.fields.fullName')}
                  autoComplete="name"
                  required
                  className="form-grid__wide"
                  maxLength={200}
                  {...bind('fullName')}
                />
                <TextField
                  label={t('checkout.fields.email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={200}
                  {...bind('email')}
                />
                <TextField
                  label={t('checkout.fields.phone')}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  maxLength={200}
                  {...bind('phone')}
                />
                <TextField
                  label={t('checkout.fields.dateOfBirth')}
                  type="date"
                  autoComplete="bday"
                  hint={t('checkout.fields.dateOfBirthHint')}
                  {...bind('dateOfBirth')}
                />
              </div>
            </fieldset>

            {values.isBusiness && !hideBusiness ? (
              <fieldset className="form-section" data-testid="business-section">
                <legend className="form-section__title">{t('checkout.sections.business')}</legend>
                <BusinessFields
                  required
                  field={(name) => bind(name === 'vatSk' ? 'vatinsvk' : name)}
                  ares={isLocked('tin') ? undefined : { busy: ares.busy, onLookup: () => void ares.lookup(values.tin) }}
                />
                {checkbox('businessTerms', t('checkout.fields.businessTerms'), errorOf('businessTerms'))}
              </fieldset>
            ) : null}

            <fieldset className="form-section" data-testid="delivery-section">
              <legend className="form-section__title">{t('checkout.sections.delivery')}</legend>
              {!addressRequired ? (
                <p className="checkout-info__no-address" data-testid="no-address-needed">
                  {t('checkout.fields.pickupNoAddress')}
                </p>
              ) : (
                <>
                  {addresses.length > 0 ? (
                    <LabelledField id={fid('savedAddress')} label={t('checkout.fields.savedAddress')}>
                      {(a11y) => (
                        <select
                          {...a11y}
                          data-testid="saved-address"
                          value=""
                          onChange={(e) => {
                            const picked = addresses.find((a) => String(a.id) === e.target.value);
                            if (!picked) return;
                            const otherName =
                              picked.name.trim() !== '' && picked.name.trim() !== values.fullName.trim();
                            set({
                              ...addressFields(picked),
                              ...(otherName
                                ? {
                                    shipToShippingAddress: true,
                                    shippingName: picked.name,
                                    shippingPhone: picked.phone ?? '',
                                  }
                                : {}),
                            });
                          }}
                        >
                          <option value="">{t('checkout.fields.savedAddressPick')}</option>
                          {addresses.map((a) => (
                            <option key={a.id} value={a.id}>
                              {[a.name, a.street, `${a.postcode} ${a.city}`].filter(Boolean).join(', ')}
                            </option>
                          ))}
                        </select>
                      )}
                    </LabelledField>
                  ) : null}
                  <AddressFields streetMode="split" required field={bind} countries={countries} />
                  {checkbox('shipToShippingAddress', t('checkout.fields.shipToShippingAddress'))}
                  {values.shipToShippingAddress ? (
                    <div className="form-grid">
                      <TextField
                        label={t('checkout.fields.shippingName')}
                        autoComplete="shipping name"
                        maxLength={200}
                        {...bind('shippingName')}
                      />
                      <TextField
                        label={t('checkout.fields.shippingPhone')}
                        type="tel"
                        autoComplete="shipping tel"
                        maxLength={200}
                        {...bind('shippingPhone')}
                      />
                      <TextField
                        label={t('checkout.fields.shippingBusinessName')}
                        maxLength={200}
                        {...bind('shippingBusinessName')}
                      />
                    </div>
                  ) : null}
                </>
              )}
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__title">{t('checkout.sections.billing')}</legend>
              {billingForced || isLocked('billingInfo')
                ? null
                : checkbox('billingInfo', t('checkout.fields.billingInfo'))}
              {values.billingInfo ? (
                <AddressFields
                  streetMode="split"
                  required
                  autoCompleteSection="billing"
                  field={(name) => bind(billingName(name))}
                  countries={countries}
                />
              ) : null}
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__title">{t('checkout.sections.notes')}</legend>
              {(['note', 'note_for_shipper'] as const).map((field) => (
                <TextAreaField
                  key={field}
                  label={t(`checkout.fields.${field}`)}
                  rows={2}
                  maxLength={2000}
                  {...bind(field)}
                />
              ))}
              <TextField label={t('checkout.fields.customOrderNumber')} maxLength={40} {...bind('customOrderNumber')} />
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__title">{t('checkout.sections.consents')}</legend>
              {offeredConsents(shell.domainCode).map((field) => (
                <Fragment key={field}>{checkbox(field, t(`checkout.fields.${field}`))}</Fragment>
              ))}
            </fieldset>

            {!shell.loggedIn ? (
              <fieldset className="form-section">
                <legend className="form-section__title">{t('checkout.sections.registration')}</legend>
                {checkbox('isRegistration', t('checkout.fields.isRegistration'))}
                {values.isRegistration ? (
                  <div className="form-grid">
                    <PasswordFields
                      password={bind('password')}
                      confirmation={bind('passwordConfirmation')}
                      labels={{
                        password: t('checkout.fields.password'),
                        confirmation: t('checkout.fields.passwordConfirmation'),
                      }}
                    />
                  </div>
                ) : null}
              </fieldset>
            ) : null}

            {/* Business inputs hidden: a business account's buyer still accepts its terms (the store requires them). */}
            {hideBusiness && values.isBusiness
              ? checkbox('businessTerms', t('checkout.fields.businessTerms'), errorOf('businessTerms'))
              : null}
            {checkbox('terms', t('checkout.fields.terms'), errorOf('terms'))}
          </div>

          <aside className="checkout-page__side">
            {cart ? <CheckoutSummaryItems cart={cart} shipper={shipper} branchId={values.shipperBranch} /> : null}
            <CheckoutTotals cart={cart} shipper={shipper} payment={payment} />
            {shipper || payment ? (
              <p className="checkout-info__methods">
                {shipper?.name}
                {payment ? ` · ${payment.name}` : ''} ·{' '}
                <a href={pathFor('checkout-methods')}>{t('checkout.actions.back')}</a>
              </p>
            ) : null}
            <button
              type="submit"
              className="button button--primary checkout-info__place"
              data-overlay-guard=""
              disabled={placing}
              aria-busy={placing}
              data-testid="place-order"
            >
              {placing ? t('checkout.actions.placingOrder') : t('checkout.actions.placeOrder')}
            </button>
            <a className="button button--ghost" href={pathFor('checkout-methods')}>
              {t('checkout.actions.back')}
            </a>
          </aside>
        </form>
      )}
    </div>
  );
}
