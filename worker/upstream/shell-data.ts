import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import {
  CountrySchema,
  CurrencySchema,
  GlobalsSchema,
  storeEnvelope,
  storeListEnvelope,
  type Country,
  type Currency,
  type Globals,
} from '../../shared/contracts/store';
import {
  FooterSchema,
  MenuObjectSchema,
  TopBannerSchema,
  type Footer,
  type MenuObject,
  type TopBanner,
} from '../../shared/contracts/content';
import { footerQuery, topBannerQuery } from '../../shared/contracts/content-queries';
import { kvSwrWithOutcome, type KvSwrOutcome } from '../cache/kv-swr';
import { createUpstreams } from './create-upstreams';
import { logUpstreamFailure } from './upstream-fetch';
import { fnv1a32Hex } from '../../shared/fnv1a-hash';

/** What every page's shell needs, cached in KV per site + locale + currency + price variant. */
export interface ShellData {
  globals: Globals;
  menus: {
    /** The main menu (null when the content API could not give it and nothing was cached). */
    main: MenuObject | null;
    /** Footer columns in the site's configured order (`menuCodes.footer`), missing ones left out. */
    footer: MenuObject[];
  };
  currencies: Currency[];
  countries: Country[];
  /**
   * The CMS top banner as the CMS gives it (null: none, or the CMS failed); the shell view decides
   * whether this site shows it. Optional: entries cached before it existed lack it.
   */
  topBanner?: TopBanner | null;
  /** The CMS footer (badges, payment icons, social links); null when the CMS failed. Optional as above. */
  footer?: Footer | null;
  /** True when a part failed and was left empty: served, never stored, so the next view retries. */
  degraded: boolean;
}

const ShellDataSchema: z.ZodType<ShellData> = z.object({
  globals: GlobalsSchema,
  menus: z.object({ main: MenuObjectSchema.nullable(), footer: z.array(MenuObjectSchema) }),
  currencies: z.array(CurrencySchema),
  countries: z.array(CountrySchema),
  topBanner: TopBannerSchema.nullable().optional(),
  footer: FooterSchema.nullable().optional(),
  degraded: z.boolean(),
});

/** KV key of the shell data; `shell:` is the prefix ops purge. */
export function shellDataKey(c: Context<AppEnv>): string {
  const [domain, locale, currency, session] = [c.get('domain'), c.get('locale'), c.get('currency'), c.get('session')];
  const variant = session.variant ?? '-';
  const groups = session.groups.length ? [...session.groups].sort().join('+') : '-';
  const who = `${variant}:${groups}`;
  // KV keys stop at 512 bytes: a long variant/group list is keyed by its hash instead.
  return `shell:v1:${domain.code}:${locale}:${currency}:${who.length <= 160 ? who : `h${fnv1a32Hex(who)}`}`;
}

async function optional<T>(what: string, load: Promise<T>, fallback: T): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await load, failed: false };
  } catch (e) {
    logUpstreamFailure(`shell ${what}`, `left empty: ${String(e)}`);
    return { value: fallback, failed: true };
  }
}

async function fetchShellData(c: Context<AppEnv>): Promise<ShellData> {
  const { store, content } = createUpstreams(c);
  const { menuCodes } = c.get('domain');
  // Shared data: no credentials sent, and no read cache below KV (KV is the cache here).
  const read = { anonymous: true, cacheTtl: 0 } as const;
  const menu = (code: string) =>
    content.get(`/menu-object/${encodeURIComponent(code)}`, { lang: c.get('locale') }, MenuObjectSchema, read);
  const [globals, main, footer, currencies, countries, topBanner, cmsFooter] = await Promise.all([
    store.get('/globals', {}, storeEnvelope(GlobalsSchema), read),
    optional('menu main', menu(menuCodes.main), null),
    Promise.all(menuCodes.footer.map((code) => optional(`menu ${code}`, menu(code), null))),
    optional(
      'currencies',
      store.get('/currencies', {}, storeListEnvelope(CurrencySchema).or(storeEnvelope(z.array(CurrencySchema))), read),
      { data: [] as Currency[] },
    ),
    optional(
      'countries',
      store.get(
        '/countries',
        { perPage: 100 },
        storeListEnvelope(CountrySchema).or(storeEnvelope(z.array(CountrySchema))),
        read,
      ),
      { data: [] as Country[] },
    ),
    optional('top banner', content.query(topBannerQuery, {}, read), { topBanner: null }),
    optional('footer', content.query(footerQuery, {}, read), null),
  ]);
  return {
    globals: globals.data,
    menus: { main: main.value, footer: footer.flatMap((f) => (f.value ? [f.value] : [])) },
    currencies: currencies.value.data,
    countries: countries.value.data,
    // Decorations: a failure leaves them out without marking the entry degraded, so a CMS without
    // them (or down for them) never stops the shell from being cached; the next refresh retries.
    topBanner: topBanner.value.topBanner,
    footer: cmsFooter.value?.footer ?? null,
    degraded: main.failed || footer.some((f) => f.failed) || currencies.failed || countries.failed,
  };
}

/** loadShellData and where it came from ('fresh' on a warm cache: no upstream call was made). */
export async function loadShellDataWithOutcome(
  c: Context<AppEnv>,
): Promise<{ value: ShellData; outcome: KvSwrOutcome }> {
  const { ttlSeconds, staleSeconds } = c.get('domain').cache.globals;
  return kvSwrWithOutcome(c, shellDataKey(c), ttlSeconds, staleSeconds, () => fetchShellData(c), {
    schema: ShellDataSchema,
    cacheable: (d) => !d.degraded,
  });
}

/**
 * Globals, menus, currencies and countries for the document shell. On a warm cache no upstream
 * call is made; stale data is served and refreshed in the background; with the upstream down,
 * old data still serves. Throws (UpstreamError) only when globals cannot be had at all.
 */
export async function loadShellData(c: Context<AppEnv>): Promise<ShellData> {
  return (await loadShellDataWithOutcome(c)).value;
}
