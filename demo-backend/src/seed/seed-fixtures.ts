/**
 * Fixed demo records besides the catalogue: users (a customer, a business user, a restricted-group
 * user), coupons and ARES companies. INSERT OR IGNORE: running it again never duplicates or overwrites.
 */
import { hashPassword } from '../store/passwords';

export const DEMO_PASSWORD = 'Demo1234!';

export const SEED_USERS = [
  {
    email: 'zakaznik@demo.sk',
    firstName: 'Jana',
    lastName: 'Nováková',
    groups: [] as string[],
    credits: 15,
    business: null,
  },
  {
    email: 'firma@demo.sk',
    firstName: 'Peter',
    lastName: 'Horváth',
    groups: ['b2b'],
    credits: 0,
    business: { name: 'Wellness Trade s.r.o.', tin: '27082440', vatin: 'CZ27082440' },
  },
  {
    email: 'blokovany@demo.sk',
    firstName: 'Karol',
    lastName: 'Malý',
    groups: ['restricted'],
    credits: 0,
    business: null,
  },
] as const;

/** Groups that may not stay logged in (globals.restrictedGroups). */
export const RESTRICTED_GROUPS = ['restricted'];

export const SEED_COUPONS = [
  { code: 'VITAJ10', kind: 'percent', percent: 10, valueEur: null, valueCzk: null, minEur: 0, minCzk: 0 },
  { code: 'ZLAVA5', kind: 'fixed', percent: null, valueEur: 5, valueCzk: 125, minEur: 0, minCzk: 0 },
  { code: 'LETO15', kind: 'percent', percent: 15, valueEur: null, valueCzk: null, minEur: 60, minCzk: 1500 },
] as const;

/** SPEC 5 tin rule: weights 8..2 over the first seven digits, mod 11, gives the eighth. */
export function czechIcoCheckDigit(first7: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  const mod = sum % 11;
  return mod === 0 ? 1 : mod === 1 ? 0 : 11 - mod;
}
export function isValidCzechIco(ico: string): boolean {
  return /^\d{8}$/.test(ico) && czechIcoCheckDigit(ico.slice(0, 7)) === Number(ico[7]);
}
const ico = (first7: string) => first7 + String(czechIcoCheckDigit(first7));

export const SEED_COMPANIES = [
  {
    ico: ico('2708244'),
    name: 'Wellness Trade s.r.o.',
    street: 'Vinohradská 12',
    city: 'Praha 2',
    postcode: '120 00',
    countryCode: 'CZE',
  },
  {
    ico: ico('4527443'),
    name: 'Aroma Brno a.s.',
    street: 'Masarykova 8',
    city: 'Brno',
    postcode: '602 00',
    countryCode: 'CZE',
  },
  {
    ico: ico('0123456'),
    name: 'Relax Studio s.r.o.',
    street: 'Nádražní 44',
    city: 'Ostrava',
    postcode: '702 00',
    countryCode: 'CZE',
  },
  {
    ico: ico('6194732'),
    name: 'Kosmetika Plzeň s.r.o.',
    street: 'Americká 5',
    city: 'Plzeň',
    postcode: '301 00',
    countryCode: 'CZE',
  },
].map((c) => ({ ...c, dic: `CZ${c.ico}` }));

export async function seedFixtures(db: D1Database): Promise<void> {
  const now = new Date().toISOString();
  const users = await Promise.all(
    SEED_USERS.map(async (u) => {
      // A fixed salt per e-mail keeps the seed deterministic; real registrations get random salts.
      const salt = new Uint8Array(new TextEncoder().encode(u.email.padEnd(16, '#')).slice(0, 16));
      const doc = {
        phone: '+421 900 123 456',
        address: { street: 'Obchodná 1', city: 'Bratislava', postcode: '811 06', countryCode: 'SVK' },
        business: u.business,
        newsletter: false,
        custom: { formalTitle: null, dateOfBirth: null, ICDPH: null },
      };
      return db
        .prepare(
          'INSERT OR IGNORE INTO users (email, password_hash, first_name, last_name, groups_json, credits, doc, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          u.email,
          await hashPassword(DEMO_PASSWORD, salt),
          u.firstName,
          u.lastName,
          JSON.stringify(u.groups),
          u.credits,
          JSON.stringify(doc),
          now,
        );
    }),
  );
  await db.batch([
    ...users,
    ...SEED_COUPONS.map((c) =>
      db
        .prepare(
          'INSERT OR IGNORE INTO coupons (code, kind, percent, value_eur, value_czk, min_eur, min_czk) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(c.code, c.kind, c.percent, c.valueEur, c.valueCzk, c.minEur, c.minCzk),
    ),
    ...SEED_COMPANIES.map((c) =>
      db.prepare('INSERT OR IGNORE INTO companies (ico, doc) VALUES (?, ?)').bind(c.ico, JSON.stringify(c)),
    ),
  ]);
}
