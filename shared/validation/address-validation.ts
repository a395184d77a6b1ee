/**
 * The external address-validation service (SPEC 5): while it is active it checks these fields
 * itself, so our own format rules for them are dropped (required checks stay), and it speaks
 * lower-case ISO-2 country codes where the store uses ISO-3.
 */

/** Fields whose own format rule the service replaces. */
export const ADDRESS_SERVICE_FIELDS = [
  'email',
  'fullName',
  'phone',
  'tin',
  'street',
  'houseNumber',
  'postcode',
] as const;
export type AddressServiceField = (typeof ADDRESS_SERVICE_FIELDS)[number];

/** Whether our own format rule for a field applies. */
export function ownRuleApplies(field: string, addressServiceActive: boolean): boolean {
  return !addressServiceActive || !(ADDRESS_SERVICE_FIELDS as readonly string[]).includes(field);
}

const STORE_TO_SERVICE: Readonly<Record<string, 'cz' | 'sk'>> = { CZE: 'cz', SVK: 'sk' };
const SERVICE_TO_STORE: Readonly<Record<string, string>> = { cz: 'CZE', sk: 'SVK' };

/** CZE → cz, SVK → sk; other countries have no mapping (null). */
export function toAddressServiceCountry(storeCode: string | null | undefined): 'cz' | 'sk' | null {
  return STORE_TO_SERVICE[(storeCode ?? '').trim().toUpperCase()] ?? null;
}

/** cz → CZE, sk → SVK; other codes null. */
export function fromAddressServiceCountry(serviceCode: string | null | undefined): string | null {
  return SERVICE_TO_STORE[(serviceCode ?? '').trim().toLowerCase()] ?? null;
}
