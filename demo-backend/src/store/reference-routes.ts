/**
 * Read-only reference endpoints: currencies, countries, globals (per domain and locale),
 * product categories, shippers, branches, delivery times and order gifts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Globals } from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import { globalsSettingsFor } from '../demo/globals-settings';
import { RESTRICTED_GROUPS } from '../seed/seed-fixtures';
import { CATEGORIES } from '../seed/catalog-constants';
import { giftView } from './cart-service';
import { categoryCounts, categoryView } from './category-view';
import { branchView, paymentView, shipperView } from './shipping-views';
import { DOMAIN_DEFAULTS, fail, parseQuery, requestPrefs } from './store-context';
import {
  BRANCHES,
  COUNTRIES,
  CURRENCIES,
  DOMAINS,
  FREE_SHIPPING_AT,
  RETURN_PERIOD_DAYS,
  ORDER_GIFTS,
  ORDER_MINIMUM,
  PAYMENTS,
  SHIPPERS,
  workingDaysFrom,
  DELIVERY_SLOTS,
} from './store-reference-data';
import { currentUser, userGroups, variantHashFor } from './user-service';

export const referenceRoutes = new Hono<DemoAppEnv>();

const PageQuerySchema = (perPage: number, max = 500) =>
  z.object({
    page: z.coerce.number().int().positive().default(1),
    perPage: z.coerce.number().int().positive().max(max).default(perPage),
  });

/** Slices a full list into the store list envelope. */
export function paged<T>(items: T[], page: number, perPage: number) {
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: {
      pagination: {
        total: items.length,
        perPage,
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(items.length / perPage)),
      },
    },
  };
}

referenceRoutes.get('/currencies', (c) =>
  c.json({
    data: Object.values(CURRENCIES).map(({ names, ...cur }) => ({ ...cur, name: names[requestPrefs(c).locale] })),
  }),
);

referenceRoutes.get('/countries', (c) => {
  const q = parseQuery(c, PageQuerySchema(100));
  const locale = requestPrefs(c).locale;
  return c.json(
    paged(
      COUNTRIES.map(({ names, ...cty }) => ({ ...cty, name: names[locale] })),
      q.page,
      q.perPage,
    ),
  );
});

const META = {
  sk: {
    title: 'Intímny obchod – diskrétne a s radosťou',
    description: 'Wellness, masážne oleje, bielizeň a intímna kozmetika s diskrétnym doručením.',
    keywords: 'wellness, masážne oleje, bielizeň',
  },
  cs: {
    title: 'Intimní obchod – diskrétně a s radostí',
    description: 'Wellness, masážní oleje, prádlo a intimní kosmetika s diskrétním doručením.',
    keywords: 'wellness, masážní oleje, prádlo',
  },
  de: {
    title: 'Intim-Shop – diskret und mit Freude',
    description: 'Wellness, Massageöle, Dessous und Intimpflege mit diskretem Versand.',
    keywords: 'Wellness, Massageöle, Dessous',
  },
};

referenceRoutes.get('/globals', async (c) => {
  const prefs = requestPrefs(c);
  const user = await currentUser(c);
  const fastest = SHIPPERS.filter((s) => !s.hidden).sort((a, b) => a.delayDays - b.delayDays)[0];
  const domainDefaults = DOMAIN_DEFAULTS[prefs.domain];
  const varied = globalsSettingsFor(prefs.domain);
  const globals: Globals = {
    domain: {
      code: prefs.domain,
      name: DOMAINS[prefs.domain].name,
      url: DOMAINS[prefs.domain].url,
      defaultLocale: domainDefaults.locale,
      currencyCode: domainDefaults.currency,
      countryCode: domainDefaults.country,
    },
    contact:
      prefs.domain === 'cz'
        ? {
            companyName: 'Demo Shop CZ s.r.o.',
            email: 'info@example.cz',
            phone: '+420 222 333 444',
            ico: '27082440',
            dic: 'CZ27082440',
            address: { street: 'Vodičkova 30', city: 'Praha 1', postcode: '110 00', countryCode: 'CZE' },
          }
        : {
            companyName: 'Demo Shop SK s.r.o.',
            email: 'info@example.sk',
            phone: '+421 2 333 444 55',
            ico: '50123456',
            dic: 'SK2120123456',
            address: { street: 'Obchodná 25', city: 'Bratislava', postcode: '811 06', countryCode: 'SVK' },
          },
    currencyCode: prefs.currency,
    freeShippingAt: FREE_SHIPPING_AT[prefs.currency],
    orderGiftAt: Math.min(...ORDER_GIFTS.map((g) => g.priceFrom[prefs.currency])),
    orderMinimumValue: ORDER_MINIMUM[prefs.currency],
    returnPeriodDays: RETURN_PERIOD_DAYS,
    languages: [
      { code: 'sk', name: 'Slovenčina', default: domainDefaults.locale === 'sk' },
      { code: 'cs', name: 'Čeština', default: domainDefaults.locale === 'cs' },
      { code: 'de', name: 'Deutsch', default: false },
    ],
    meta: META[prefs.locale],
    menus: {},
    settings: {
      functions: {
        loyalty_credits: true,
        shopping_lists: true,
        users_addresses: true,
        ...varied.functions,
      },
      integrations: {
        welcome_campaign: '1',
        welcome_campaign_coupon_value: '10',
        welcome_campaign_limit: prefs.currency === 'EUR' ? '30' : '750',
        discount_code_modal: '1',
        discount_code_modal_value: prefs.currency === 'EUR' ? '5' : '120',
        discount_code_modal_threshold: prefs.currency === 'EUR' ? '40' : '1000',
        discount_code_modal_code: '',
        heureka_public_key: 'demo-heureka-key',
      },
      cartConfiguration: { shopping_disabled: false, shopping_disabled_text: '' },
      configuration_products: { show_free_delivery_tag_by_price: true },
      fastestShipper: fastest ? { id: fastest.id, code: fastest.code } : null,
      shippers: SHIPPERS.map((s) => ({ id: s.id, code: s.code })),
      ...varied.settings,
    },
    restrictedGroups: RESTRICTED_GROUPS,
    variantHash: variantHashFor(user ? userGroups(user) : []),
  };
  return c.json({ data: globals });
});

referenceRoutes.get('/product-categories', async (c) => {
  const q = parseQuery(c, PageQuerySchema(200));
  const locale = requestPrefs(c).locale;
  const counts = await categoryCounts(c.env.DB);
  const all = CATEGORIES.flatMap((cat) => categoryView(cat.id, locale, counts) ?? []).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
  return c.json(paged(all, q.page, q.perPage));
});

referenceRoutes.get('/shippers', (c) => c.json({ data: SHIPPERS.map((s) => shipperView(s, requestPrefs(c))) }));
referenceRoutes.get('/payments', (c) => c.json({ data: PAYMENTS.map((p) => paymentView(p, requestPrefs(c))) }));

const BranchQuerySchema = z.object({
  shipper_id: z.coerce.number().int().positive().optional(),
  s: z.string().trim().max(100).optional(),
  keys: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'keys must be comma-separated store ids')
    .optional(),
  page: z.coerce.number().int().positive().default(1),
  perPage: z.coerce.number().int().positive().max(500).default(20),
});

referenceRoutes.get('/branches', (c) => {
  const q = parseQuery(c, BranchQuerySchema);
  const keys = q.keys?.split(',').map(Number);
  const needle = q.s?.toLocaleLowerCase('sk');
  const list = BRANCHES.filter(
    (b) =>
      (!keys || keys.includes(b.id)) &&
      (q.shipper_id === undefined || b.shipperId === q.shipper_id) &&
      (!needle || `${b.name} ${b.street} ${b.city} ${b.postcode}`.toLocaleLowerCase('sk').includes(needle)),
  ).map(branchView);
  return c.json(paged(list, q.page, q.perPage));
});

referenceRoutes.get('/shippers/:id/branches/remoteId/:remoteId', (c) => {
  const branch = BRANCHES.find(
    (b) => b.shipperId === Number(c.req.param('id')) && b.remoteId === c.req.param('remoteId'),
  );
  return branch ? c.json({ data: branchView(branch) }) : fail(404, 'Branch not found', undefined, 'branch_not_found');
});

const DeliveryTimesQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'since must be YYYY-MM-DD')
    .optional(),
  shipperId: z.coerce.number().int().positive(),
});

/** Time windows for shippers with delivery times: the next 5 working days, three windows each. */
referenceRoutes.get('/delivery-times', (c) => {
  const q = parseQuery(c, DeliveryTimesQuerySchema);
  const shipper = SHIPPERS.find((s) => s.id === q.shipperId);
  if (!shipper) fail(404, 'Shipper not found', 'shipperId', 'shipper_unknown');
  if (!shipper!.hasDeliveryTimes) return c.json({ data: [] });
  const since = q.since ?? new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const data = workingDaysFrom(since, 5).flatMap((date, d) =>
    DELIVERY_SLOTS.map(([from, to], s) => ({
      id: `${shipper!.id}-${date}-${from}`,
      shipperId: shipper!.id,
      date,
      from,
      to,
      available: (d + s) % 4 !== 3,
    })),
  );
  return c.json({ data });
});

referenceRoutes.get('/order-gifts', (c) => c.json({ data: ORDER_GIFTS.map((g) => giftView(g, requestPrefs(c))) }));
