import { holidayCalendarFor, nearestDeliveryDate as sharedNearestDeliveryDate } from '../../../shared/delivery-date';
/**
 * Reference data that does not change at runtime: currencies, countries, VAT, shippers, payments, store
 * branches and pickup points, order gifts, thresholds. Store ids 1-4 of the shops are the `store_id`s the
 * content API's branches refer to (Bratislava, Košice, Praha, Brno).
 */
import type { BankAccount, Country, Currency, CurrencyCode, DomainCode } from '../../../shared/contracts/store';
import { GIFT_ITEMS } from '../seed/product-generator';
import type { Locale } from './store-context';

type Texts = Record<Locale, string>;

/** VAT by price currency: EUR prices carry Slovak VAT, CZK prices Czech VAT. */
export const VAT_RATE: Record<CurrencyCode, number> = { EUR: 0.23, CZK: 0.21 };
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
export const withoutTax = (withTax: number, currency: CurrencyCode) => round2(withTax / (1 + VAT_RATE[currency]));
/** Loyalty credits are kept in EUR; CZK shows them at this rate. */
export const CZK_PER_EUR = 25;

export const CURRENCIES: Record<CurrencyCode, Currency & { names: Texts }> = {
  EUR: {
    code: 'EUR',
    name: 'Euro',
    names: { sk: 'Euro', cs: 'Euro', de: 'Euro' },
    symbol: '€',
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
  },
  CZK: {
    code: 'CZK',
    name: 'Česká koruna',
    names: { sk: 'Česká koruna', cs: 'Česká koruna', de: 'Tschechische Krone' },
    symbol: 'Kč',
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
  },
};

const country = (id: number, code: string, iso2: string, vat: number, names: Texts) => ({
  id,
  code,
  isoCode2: iso2,
  vatRate: vat,
  names,
});
export const COUNTRIES: (Omit<Country, 'name'> & { names: Texts })[] = [
  country(1, 'SVK', 'SK', 23, { sk: 'Slovensko', cs: 'Slovensko', de: 'Slowakei' }),
  country(2, 'CZE', 'CZ', 21, { sk: 'Česko', cs: 'Česko', de: 'Tschechien' }),
  country(3, 'AUT', 'AT', 20, { sk: 'Rakúsko', cs: 'Rakousko', de: 'Österreich' }),
  country(4, 'DEU', 'DE', 19, { sk: 'Nemecko', cs: 'Německo', de: 'Deutschland' }),
  country(5, 'HUN', 'HU', 27, { sk: 'Maďarsko', cs: 'Maďarsko', de: 'Ungarn' }),
  country(6, 'POL', 'PL', 23, { sk: 'Poľsko', cs: 'Polsko', de: 'Polen' }),
  country(7, 'CHE', 'CH', 8.1, { sk: 'Švajčiarsko', cs: 'Švýcarsko', de: 'Schweiz' }),
];

/** Free shipping threshold (items after discounts, with tax) per currency. */
/** The return period the shop promises (statutory 14-day withdrawal), served in globals and written into the seed's texts. */
export const RETURN_PERIOD_DAYS = 14;

export const FREE_SHIPPING_AT: Record<CurrencyCode, number> = { EUR: 49, CZK: 1200 };
/**
 * The shop's bank accounts, one per site and currency: a bank transfer order is paid to the account of
 * the site it was placed on in the order's currency (a Slovak bank for the sk site, a Czech one for cz).
 */
export const BANK_ACCOUNTS: Record<DomainCode, Record<CurrencyCode, BankAccount>> = {
  sk: {
    EUR: { iban: 'SK9811000000002945012345', bic: 'TATRSKBX', holder: 'Eshop Demo s.r.o.' },
    CZK: { iban: 'SK7611000000002945012353', bic: 'TATRSKBX', holder: 'Eshop Demo s.r.o.' },
  },
  cz: {
    CZK: { iban: 'CZ5508000000001234567899', bic: 'GIBACZPX', holder: 'Eshop Demo CZ s.r.o.' },
    EUR: { iban: 'CZ7108000000001234567902', bic: 'GIBACZPX', holder: 'Eshop Demo CZ s.r.o.' },
  },
};
/** Time windows of shippers with delivery times (ids are `${shipperId}-${date}-${from}`). */
export const DELIVERY_SLOTS = [
  ['08:00', '12:00'],
  ['12:00', '16:00'],
  ['16:00', '20:00'],
] as const;
export const ORDER_MINIMUM: Record<CurrencyCode, number> = { EUR: 5, CZK: 125 };

export interface ShipperDef {
  id: number;
  code: string;
  type: 'PERSONAL' | 'COURIER' | 'PICKUP_POINT';
  names: Texts;
  descriptions: Texts;
  requiredAddress: boolean;
  hasBranches: boolean;
  hidden: boolean;
  blockedPayments: number[];
  price: Record<CurrencyCode, number>;
  freeAboveThreshold: boolean;
  closesAt: string;
  delayDays: number;
  hasDeliveryTimes: boolean;
}

export const SHIPPERS: ShipperDef[] = [
  {
    id: 1,
    code: 'PERSONAL',
    type: 'PERSONAL',
    hidden: true,
    requiredAddress: false,
    hasBranches: true,
    blockedPayments: [3],
    names: { sk: 'Osobný odber na predajni', cs: 'Osobní odběr na prodejně', de: 'Abholung im Geschäft' },
    descriptions: {
      sk: 'Vyzdvihnite si objednávku na našej predajni.',
      cs: 'Vyzvedněte si objednávku na naší prodejně.',
      de: 'Holen Sie Ihre Bestellung in unserem Geschäft ab.',
    },
    price: { EUR: 0, CZK: 0 },
    freeAboveThreshold: true,
    closesAt: '16:00',
    delayDays: 0,
    hasDeliveryTimes: false,
  },
  {
    id: 2,
    code: 'COURIER',
    type: 'COURIER',
    hidden: false,
    requiredAddress: true,
    hasBranches: false,
    blockedPayments: [4],
    names: { sk: 'Kuriér na adresu', cs: 'Kurýr na adresu', de: 'Kurier an die Adresse' },
    descriptions: {
      sk: 'Doručenie kuriérom v diskrétnom balení.',
      cs: 'Doručení kurýrem v diskrétním balení.',
      de: 'Zustellung per Kurier in diskreter Verpackung.',
    },
    price: { EUR: 3.9, CZK: 99 },
    freeAboveThreshold: true,
    closesAt: '14:00',
    delayDays: 1,
    hasDeliveryTimes: false,
  },
  {
    id: 3,
    code: 'PICKUP_POINT',
    type: 'PICKUP_POINT',
    hidden: false,
    requiredAddress: false,
    hasBranches: true,
    blockedPayments: [4],
    names: { sk: 'Výdajné miesto', cs: 'Výdejní místo', de: 'Abholstelle' },
    descriptions: {
      sk: 'Vyzdvihnutie na jednom z výdajných miest.',
      cs: 'Vyzvednutí na jednom z výdejních míst.',
      de: 'Abholung an einer Abholstelle.',
    },
    price: { EUR: 2.49, CZK: 59 },
    freeAboveThreshold: true,
    closesAt: '13:00',
    delayDays: 2,
    hasDeliveryTimes: false,
  },
  {
    id: 4,
    code: 'POST',
    type: 'COURIER',
    hidden: false,
    requiredAddress: true,
    hasBranches: false,
    blockedPayments: [1, 4],
    names: { sk: 'Pošta', cs: 'Pošta', de: 'Post' },
    descriptions: { sk: 'Doručenie poštou.', cs: 'Doručení poštou.', de: 'Zustellung per Post.' },
    price: { EUR: 4.5, CZK: 109 },
    freeAboveThreshold: false,
    closesAt: '12:00',
    delayDays: 2,
    hasDeliveryTimes: false,
  },
  {
    id: 5,
    code: 'EXPRESS',
    type: 'COURIER',
    hidden: false,
    requiredAddress: true,
    hasBranches: false,
    blockedPayments: [3, 4],
    names: {
      sk: 'Expresný kuriér s časovým oknom',
      cs: 'Expresní kurýr s časovým oknem',
      de: 'Expresskurier mit Zeitfenster',
    },
    descriptions: {
      sk: 'Doručenie v zvolenom časovom okne.',
      cs: 'Doručení ve zvoleném časovém okně.',
      de: 'Zustellung im gewählten Zeitfenster.',
    },
    price: { EUR: 6.9, CZK: 169 },
    freeAboveThreshold: false,
    closesAt: '11:00',
    delayDays: 0,
    hasDeliveryTimes: true,
  },
];

export interface PaymentDef {
  id: number;
  code: string;
  type: 'CARD' | 'TRANSFER' | 'COD' | 'CASH';
  names: Texts;
  price: Record<CurrencyCode, number>;
}
export const PAYMENTS: PaymentDef[] = [
  {
    id: 1,
    code: 'CARD',
    type: 'CARD',
    names: { sk: 'Platba kartou online', cs: 'Platba kartou online', de: 'Kartenzahlung online' },
    price: { EUR: 0, CZK: 0 },
  },
  {
    id: 2,
    code: 'TRANSFER',
    type: 'TRANSFER',
    names: { sk: 'Bankový prevod', cs: 'Bankovní převod', de: 'Banküberweisung' },
    price: { EUR: 0, CZK: 0 },
  },
  {
    id: 3,
    code: 'COD',
    type: 'COD',
    names: { sk: 'Dobierka', cs: 'Dobírka', de: 'Nachnahme' },
    price: { EUR: 1.5, CZK: 39 },
  },
  {
    id: 4,
    code: 'CASH',
    type: 'CASH',
    names: { sk: 'Hotovosť na predajni', cs: 'Hotovost na prodejně', de: 'Barzahlung im Geschäft' },
    price: { EUR: 0, CZK: 0 },
  },
];

export interface BranchDef {
  id: number;
  shipperId: number;
  remoteId: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  warehouseId: number | null;
  lat: number;
  lng: number;
  openingHours: string;
}

/** Shops (store ids 1-4, shipper PERSONAL) and generated pickup points (shipper PICKUP_POINT). */
export const BRANCHES: BranchDef[] = [
  {
    id: 1,
    shipperId: 1,
    remoteId: 'SHOP-BA',
    name: 'Predajňa Bratislava',
    street: 'Obchodná 25',
    city: 'Bratislava',
    postcode: '811 06',
    countryCode: 'SVK',
    warehouseId: 1,
    lat: 48.1486,
    lng: 17.1077,
    openingHours: 'Po-Pi 10:00-19:00, So 10:00-14:00',
  },
  {
    id: 2,
    shipperId: 1,
    remoteId: 'SHOP-KE',
    name: 'Predajňa Košice',
    street: 'Hlavná 48',
    city: 'Košice',
    postcode: '040 01',
    countryCode: 'SVK',
    warehouseId: 1,
    lat: 48.7164,
    lng: 21.2611,
    openingHours: 'Po-Pi 10:00-18:00',
  },
  {
    id: 3,
    shipperId: 1,
    remoteId: 'SHOP-PRG',
    name: 'Prodejna Praha',
    street: 'Vodičkova 30',
    city: 'Praha 1',
    postcode: '110 00',
    countryCode: 'CZE',
    warehouseId: 2,
    lat: 50.0807,
    lng: 14.4246,
    openingHours: 'Po-Pá 10:00-20:00, So 10:00-16:00',
  },
  {
    id: 4,
    shipperId: 1,
    remoteId: 'SHOP-BRN',
    name: 'Prodejna Brno',
    street: 'Česká 6',
    city: 'Brno',
    postcode: '602 00',
    countryCode: 'CZE',
    warehouseId: 3,
    lat: 49.1951,
    lng: 16.6068,
    openingHours: 'Po-Pá 10:00-19:00',
  },
  ...[
    ['Bratislava', 'SVK', '821 09', 48.15, 17.12],
    ['Košice', 'SVK', '040 11', 48.72, 21.25],
    ['Žilina', 'SVK', '010 01', 49.22, 18.74],
    ['Nitra', 'SVK', '949 01', 48.31, 18.09],
    ['Banská Bystrica', 'SVK', '974 01', 48.74, 19.15],
    ['Trnava', 'SVK', '917 01', 48.38, 17.59],
    ['Praha', 'CZE', '130 00', 50.08, 14.45],
    ['Brno', 'CZE', '612 00', 49.2, 16.6],
    ['Ostrava', 'CZE', '702 00', 49.83, 18.28],
    ['Plzeň', 'CZE', '301 00', 49.74, 13.37],
    ['Olomouc', 'CZE', '779 00', 49.59, 17.25],
    ['Liberec', 'CZE', '460 01', 50.77, 15.06],
  ].flatMap(([city, cc, pc, lat, lng], ci) =>
    [1, 2, 3, 4].map((n) => ({
      id: 100 + ci * 4 + n,
      shipperId: 3,
      remoteId: `PP-${String(1000 + ci * 4 + n)}`,
      name: `Výdajné miesto ${city} ${n}`,
      street: `${['Hlavná', 'Nová', 'Školská', 'Záhradná'][n - 1]} ${10 + n * 3}`,
      city: city as string,
      postcode: pc as string,
      countryCode: cc as string,
      warehouseId: null,
      lat: (lat as number) + n * 0.004,
      lng: (lng as number) - n * 0.003,
      openingHours: 'Po-Ne 7:00-22:00',
    })),
  ),
];

/** Order gifts by threshold (items after discounts, with tax). */
export const ORDER_GIFTS = GIFT_ITEMS.map((g, i) => ({
  id: i + 1,
  productId: g.id,
  variantId: g.variantId,
  names: g.name as Texts,
  priceFrom: { EUR: [30, 60, 100][i] ?? 100, CZK: [750, 1500, 2500][i] ?? 2500 } as Record<CurrencyCode, number>,
}));

export const DOMAINS: Record<DomainCode, { name: string; url: string }> = {
  sk: { name: 'Intímny obchod SK', url: 'https://www.example.sk' },
  cz: { name: 'Intimní obchod CZ', url: 'https://www.example.cz' },
};

/** SPEC 9: Czech public holidays (day.month), skipped in delivery dates. */
const CZ_HOLIDAYS = new Set(['1.1', '1.5', '7.5', '7.6', '28.9', '28.10', '17.11', '24.12', '25.12', '26.12']);

const isWorkingDay = (d: Date) =>
  d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !CZ_HOLIDAYS.has(`${d.getUTCDate()}.${d.getUTCMonth() + 1}`);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/**
 * SPEC 9 through the storefront's one delivery-date function (shared/delivery-date.ts), with the
 * holidays of the site's country, so the checkout's courier and the product boxes name one day.
 */
export function nearestDeliveryDate(closesAt: string, delayDays: number, domain: DomainCode, now = new Date()): string {
  return sharedNearestDeliveryDate({
    now,
    closesAt,
    delayDays,
    calendar: holidayCalendarFor(domain === 'sk' ? 'SVK' : 'CZE'),
  }).iso;
}

export function workingDaysFrom(since: string, count: number): string[] {
  let d = new Date(`${since}T00:00:00Z`);
  const out: string[] = [];
  while (out.length < count) {
    if (isWorkingDay(d)) out.push(d.toISOString().slice(0, 10));
    d = addDays(d, 1);
  }
  return out;
}
