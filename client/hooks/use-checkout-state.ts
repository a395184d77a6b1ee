import { useCallback, useSyncExternalStore } from 'react';
import type { CheckoutFormValues } from '../../shared/validation/checkout-schema';

/**
 * SPEC 9 persisted client state for the checkout: step, shipper, branch, payment, time slot,
 * countries, every typed field and the chosen gifts, in localStorage (personal data stays in this
 * browser, never in a cookie or on the server) so a reload or a later visit loses nothing. Cleared
 * after the order (countries are kept: they are a preference, not personal data). One module-level
 * store so the cart, both checkout steps and the header read the same state.
 */

const STORAGE_KEY = 'checkout-state-v1';

/** SPEC 2: the three ordered steps; the step may only be set to a valid index. */
export const CHECKOUT_STEPS = ['checkout', 'checkout-methods', 'checkout-info'] as const;

export interface CheckoutState {
  step: number;
  values: CheckoutFormValues;
  gifts: number[];
  /** Key of the current place-order attempt: the same key for retries, a new one after success. */
  attemptKey: string | null;
}

/** Every field of the form with its empty value (same as the schema's defaults, without zod here). */
export const EMPTY_VALUES: CheckoutFormValues = {
  shipper: '',
  shipperBranch: '',
  payment: '',
  deliveryTimeSlot: '',
  formalTitle: '',
  fullName: '',
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  shipToShippingAddress: false,
  isBusiness: false,
  businessName: '',
  tin: '',
  vatin: '',
  vatinsvk: '',
  street: '',
  houseNumber: '',
  city: '',
  postcode: '',
  country: '',
  billingInfo: false,
  billingStreet: '',
  billingHouseNumber: '',
  billingCity: '',
  billingPostcode: '',
  billingCountry: '',
  shippingName: '',
  shippingPhone: '',
  shippingBusinessName: '',
  note: '',
  note_for_shipper: '',
  cardRequest: false,
  terms: false,
  businessTerms: false,
  customOrderNumber: '',
  newsletter: false,
  heurekaAllow: true,
  zboziczAllow: true,
  magazine: false,
  phoneNotification: false,
  password: '',
  passwordConfirmation: '',
  isRegistration: false,
  custom: {},
};

const INITIAL: CheckoutState = { step: 0, values: EMPTY_VALUES, gifts: [], attemptKey: null };

/** Keeps only known fields of the right type: the stored JSON is input like any other. */
function sanitize(raw: unknown): CheckoutState {
  if (!raw || typeof raw !== 'object') return INITIAL;
  const r = raw as Partial<Record<keyof CheckoutState, unknown>>;
  const values = { ...EMPTY_VALUES };
  const stored = (r.values && typeof r.values === 'object' ? r.values : {}) as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_VALUES) as (keyof CheckoutFormValues)[]) {
    const v = stored[key];
    const empty = EMPTY_VALUES[key];
    if (typeof empty === 'string' && typeof v === 'string') (values as Record<string, unknown>)[key] = v.slice(0, 2000);
    else if (typeof empty === 'boolean' && typeof v === 'boolean') (values as Record<string, unknown>)[key] = v;
  }
  if (!['', 'Mr', 'Mrs'].includes(values.formalTitle)) values.formalTitle = '';
  const step =
    typeof r.step === 'number' && Number.isInteger(r.step) && r.step >= 0 && r.step < CHECKOUT_STEPS.length
      ? r.step
      : 0;
  const gifts = Array.isArray(r.gifts) ? r.gifts.filter((g): g is number => Number.isInteger(g)).slice(0, 20) : [];
  const attemptKey =
    typeof r.attemptKey === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(r.attemptKey) ? r.attemptKey : null;
  return { step, values, gifts, attemptKey };
}

let current: CheckoutState = INITIAL;
let loaded = false;
const listeners = new Set<() => void>();

function load(): CheckoutState {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    try {
      const text = window.localStorage.getItem(STORAGE_KEY);
      current = text ? sanitize(JSON.parse(text)) : INITIAL;
    } catch {
      current = INITIAL;
    }
  }
  return current;
}

function save(next: CheckoutState): void {
  current = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the checkout still works, it just will not survive a reload.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab typed into the same checkout: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    loaded = false;
    load();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = (): CheckoutState => INITIAL;
const noopSubscribe = () => () => {};

export function updateCheckoutState(update: (state: CheckoutState) => CheckoutState): void {
  save(update(load()));
}

/** After a placed order: personal data goes, the countries stay as a preference. */
export function clearCheckoutState(): void {
  const { country, billingCountry } = load().values;
  save({ ...INITIAL, values: { ...EMPTY_VALUES, country, billingCountry } });
}

export function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export interface UseCheckoutState {
  state: CheckoutState;
  /** False during SSR and hydration: the stored values are not known yet (render a placeholder). */
  ready: boolean;
  setValues: (patch: Partial<CheckoutFormValues>) => void;
  setStep: (step: number) => void;
  setGifts: (gifts: number[]) => void;
}

export function useCheckoutState(): UseCheckoutState {
  const state = useSyncExternalStore(subscribe, load, serverSnapshot);
  // true only after hydration (the server snapshot is used while hydrating), so SSR and the first
  // client render agree and the stored values appear right after.
  const ready = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const setValues = useCallback(
    (patch: Partial<CheckoutFormValues>) => updateCheckoutState((s) => ({ ...s, values: { ...s.values, ...patch } })),
    [],
  );
  const setStep = useCallback((step: number) => {
    if (Number.isInteger(step) && step >= 0 && step < CHECKOUT_STEPS.length)
      updateCheckoutState((s) => ({ ...s, step }));
  }, []);
  const setGifts = useCallback((gifts: number[]) => updateCheckoutState((s) => ({ ...s, gifts })), []);
  return { state, ready, setValues, setStep, setGifts };
}
