/**
 * Stand-in for the address-validation service (SPEC 5, 7 "third party"), at
 * POST /partners/address-validation so the knobs can make it slow, fail or answer nonsense. It
 * judges the fields the storefront sends (lower-case ISO-2 country, cz or sk) and writes valid
 * values the way a real service would: national phone numbers get their country prefix, postcodes
 * the "123 45" form. It also knows what the shop's format rules cannot: a postcode of the wrong
 * country's range. Bearer key required, like the real one.
 */
import { Hono } from 'hono';
import {
  AddressServiceRequestSchema,
  type AddressServiceAnswer,
  type AddressServiceVerdict,
} from '../../../shared/contracts/address-validation';
import {
  isEmail,
  isFullName,
  isHouseNumber,
  isPhone,
  isStreetOnly,
  isValidIco,
  normalizeTin,
} from '../../../shared/validation/field-rules';
import type { DemoAppEnv } from '../env';

type Country = 'cz' | 'sk';
type Language = 'sk' | 'cs' | 'de';

/** The service's own texts (a third party's words, not the shop's dictionary). */
const TEXTS: Record<Language, Record<string, string>> = {
  sk: {
    email: 'Služba nepozná takú e-mailovú adresu.',
    fullName: 'Uveďte meno aj priezvisko.',
    phone: 'Telefónne číslo nemá platný tvar.',
    tin: 'IČO nie je platné.',
    street: 'Ulica nesmie obsahovať číslo domu.',
    houseNumber: 'Číslo domu nemá platný tvar.',
    postcode: 'PSČ {postcode} v tejto krajine neexistuje.',
  },
  cs: {
    email: 'Služba takovou e-mailovou adresu nezná.',
    fullName: 'Uveďte jméno i příjmení.',
    phone: 'Telefonní číslo nemá platný tvar.',
    tin: 'IČO není platné.',
    street: 'Ulice nesmí obsahovat číslo popisné.',
    houseNumber: 'Číslo popisné nemá platný tvar.',
    postcode: 'PSČ {postcode} v této zemi neexistuje.',
  },
  de: {
    email: 'Diese E-Mail-Adresse ist dem Dienst unbekannt.',
    fullName: 'Bitte Vor- und Nachnamen angeben.',
    phone: 'Die Telefonnummer hat kein gültiges Format.',
    tin: 'Die IČO ist ungültig.',
    street: 'Die Straße darf keine Hausnummer enthalten.',
    houseNumber: 'Die Hausnummer hat kein gültiges Format.',
    postcode: 'Die PLZ {postcode} gibt es in diesem Land nicht.',
  },
};

const DIAL: Record<Country, string> = { cz: '+420', sk: '+421' };
/** First digit of the country's postcodes (Czech 1–7, Slovak 0, 8, 9). */
const POSTCODE_FIRST: Record<Country, RegExp> = { cz: /^[1-7]/, sk: /^[089]/ };

/** A national number (9 digits, Slovak ones often with a leading 0) gets the country's prefix. */
function normalizePhone(value: string, country: Country): string | null {
  const v = value.trim();
  if (v.startsWith('+')) return isPhone(v) ? v : null;
  const digits = v.replace(/[\s./()-]/g, '');
  const national = /^0?(\d{9})$/.exec(digits)?.[1];
  if (!national) return null;
  return `${DIAL[country]} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

function judge(
  field: string,
  value: string,
  country: Country,
  others: Record<string, string | undefined>,
): { valid: boolean; normalized?: string; params?: Record<string, string> } {
  const v = value.trim();
  switch (field) {
    case 'email':
      return { valid: isEmail(v), normalized: v.toLowerCase() };
    case 'fullName':
      return { valid: isFullName(v), normalized: v.replace(/\s+/g, ' ') };
    case 'phone': {
      const phone = normalizePhone(v, country);
      return phone ? { valid: true, normalized: phone } : { valid: false };
    }
    case 'tin': {
      const tin = normalizeTin(v);
      return { valid: country === 'cz' ? isValidIco(tin) : /^\d{8}$/.test(tin), normalized: tin };
    }
    case 'street':
      return { valid: v !== '' && isStreetOnly(v, others.houseNumber), normalized: v };
    case 'houseNumber':
      return { valid: v !== '' && isHouseNumber(v, others.street), normalized: v };
    case 'postcode': {
      const digits = v.replace(/\s+/g, '');
      if (!/^\d{5}$/.test(digits)) return { valid: false, params: { postcode: v } };
      const normalized = `${digits.slice(0, 3)} ${digits.slice(3)}`;
      return POSTCODE_FIRST[country].test(digits)
        ? { valid: true, normalized }
        : { valid: false, params: { postcode: normalized } };
    }
    default:
      return { valid: true };
  }
}

export const addressValidationStandIn = new Hono<DemoAppEnv>();

addressValidationStandIn.post('/', async (c) => {
  if (!c.req.header('authorization')?.startsWith('Bearer ')) return c.json({ error: 'unauthorised' }, 401);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return c.json({ error: 'not JSON' }, 400);
  }
  const parsed = AddressServiceRequestSchema.safeParse(raw);
  if (!parsed.success) return c.json({ error: 'bad request' }, 400);
  const { country, language, fields } = parsed.data;
  const results: Record<string, AddressServiceVerdict> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value.trim() === '') continue; // blank is the shop's "required" rule
    const verdict = judge(field, value, country, fields);
    const text = TEXTS[language][field];
    results[field] = verdict.valid
      ? { valid: true, ...(verdict.normalized !== undefined ? { normalized: verdict.normalized } : {}) }
      : {
          valid: false,
          ...(text ? { message: text.replace(/\{(\w+)\}/g, (_m, k: string) => verdict.params?.[k] ?? '') } : {}),
        };
  }
  return c.json({ country, results } satisfies AddressServiceAnswer);
});
