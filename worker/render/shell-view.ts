import type { Context } from 'hono';
import type { Currency } from '../../shared/contracts/store';
import type { MenuItem, MenuObject } from '../../shared/contracts/content';
import { messagesFor } from '../../shared/i18n/dictionary';
import { messagesAsset } from './messages-asset';
import type { Footer, TopBanner } from '../../shared/contracts/content';
import { resolveHref } from '../../shared/links';
import { pathFor } from '../../shared/routes';
import { serializeForScript, serializeShellForScript } from '../../shared/page-payload';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { routePathIn } from '../urls/locale-routes';
import type { CurrencyView, FooterWidgetsView, MenuLink, ShellView, TopBannerView } from '../../shared/shell-view';
import { guessMenuTiers } from '../../shared/main-menu-fit';
import { loadDomainRegistry } from '../config/domains';
import type { AppEnv } from '../env';
import type { ShellData } from '../upstream/shell-data';
import type { ClientAssets } from './asset-manifest';
import { KeptMarkup, type StoredBytes } from './stored-bytes';
import { fillShopAmounts, type ShopAmounts } from '../../shared/shop-amounts';
import { shopAmountsOf } from '../loaders/shop-amounts';
import { consentCookieValue } from '../../shared/consent';
import { ConsentCookieSchema } from '../../shared/consent-schema';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function toMenuLink(item: MenuItem): MenuLink {
  const external = EXTERNAL.test(item.path);
  return {
    id: String(item.id),
    title: item.title,
    path: external ? item.path : `/${item.path.replace(/^\/+/, '')}`,
    ...(external ? { external: true } : {}),
    ...(item.children.length > 0 ? { children: item.children.map(toMenuLink) } : {}),
  };
}

const menuLinks = (menu: MenuObject | null | undefined): MenuLink[] => (menu?.items ?? []).map(toMenuLink);

// Cached shell data is one shared, read-only object per KV entry (worker/cache/kv-swr.ts): its
// menus' view is built once per data object instead of per page, and being the same object each
// time, it is serialised once too (shared/page-payload.ts).
const menuViews = new WeakMap<ShellData['menus'], ShellView['menus']>();
function menusView(menus: ShellData['menus'], moreLabel: string): ShellView['menus'] {
  let view = menuViews.get(menus);
  if (!view || view.mainFit.moreLabel !== moreLabel) {
    const main = menuLinks(menus.main);
    view = {
      main,
      footer: menus.footer.map(menuLinks).filter((m) => m.length > 0),
      // The desktop row's first guess, before the browser measures (issue 15 item 6).
      mainFit: {
        moreLabel,
        ...guessMenuTiers(
          main.map((item) => item.title),
          moreLabel,
        ),
      },
    };
    menuViews.set(menus, view);
  }
  return view;
}

function toCurrencyView(currency: Currency): CurrencyView {
  const { code, symbol, symbolPlacement, decimalPlaces, decimalPoint, millesimalPoint } = currency;
  return { code, symbol, symbolPlacement, decimalPlaces, decimalPoint, millesimalPoint };
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[a-z0-9-]{1,40}$/.test(s))
    .slice(0, 20);
}

const CLOSED_MODALS_COOKIE = /(?:^|;\s*)closed-modals=([^;]*)/;

/**
 * The shell's cookie-dependent state: which entry modals the shopper closed and whether they
 * answered the cookie banner. Normalised (sorted, deduplicated), because the page cache keys on it.
 */
export function shellCookieState(c: Context<AppEnv>): { closedModals: string[]; cookieConsent: boolean } {
  const cookies = c.req.header('cookie') ?? '';
  return {
    closedModals: [...new Set(parseList(decodeURIComponentSafe(CLOSED_MODALS_COOKIE.exec(cookies)?.[1])))].sort(),
    // Answered either way (shared/consent.ts): the banner is rendered only for a shopper who has not.
    cookieConsent: ConsentCookieSchema.safeParse(consentCookieValue(cookies)).success,
  };
}

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The id a top banner's closing is remembered under (`closed-modals` entries: [a-z0-9-], 40 chars). */
export function topBannerCloseId(banner: Pick<TopBanner, '_id'>): string {
  return `tb-${banner._id.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`.slice(0, 40);
}

/**
 * SPEC 2: the top banner shows only when enabled and this site's domain code is in its list, and
 * not once the shopper closed it (cookie, so the server never renders a closed banner).
 */
export function topBannerView(
  banner: TopBanner | null | undefined,
  domainCode: string,
  closedModals: readonly string[],
  /** The shop's thresholds in the shopper's currency, for the CMS text's placeholders. */
  amounts: ShopAmounts = {},
): TopBannerView | null {
  if (!banner?.enabled || !banner.domains_enabled.includes(domainCode) || !banner.text.trim()) return null;
  const closeId = topBannerCloseId(banner);
  if (closedModals.includes(closeId)) return null;
  const link = resolveHref(banner.link);
  return {
    closeId,
    text: fillShopAmounts(banner.text, amounts),
    link: link ? { href: link.href, external: link.external } : null,
    background: banner.background_color && HEX_COLOUR.test(banner.background_color) ? banner.background_color : null,
  };
}

/** SPEC 2 footer badge widgets: badges with an image, payment icons, social links with a safe external href. */
export function footerWidgetsView(footer: Footer | null | undefined): FooterWidgetsView | null {
  if (!footer) return null;
  const view: FooterWidgetsView = {
    badges: footer.badges.filter((b) => b.path.trim()).map((b) => ({ path: b.path, alt: b.alt ?? b.title ?? '' })),
    paymentIcons: footer.payment_icons.filter((code) => /^[a-z0-9-]{1,30}$/.test(code)),
    social: footer.social.flatMap((s) => {
      const link = resolveHref(s.url);
      return link?.external && /^https:/.test(link.href) ? [{ network: s.network, href: link.href }] : [];
    }),
  };
  return view.badges.length || view.paymentIcons.length || view.social.length ? view : null;
}

/** The shell's paths per locale, built once per isolate. */
const SHELL_PATHS = Object.fromEntries(
  LOCALES.map((locale): [Locale, ShellView['paths']] => [
    locale,
    {
      login: pathFor('login'),
      userDashboard: pathFor('user-dashboard'),
      cart: pathFor('checkout'),
      search: pathFor('search'),
      home: routePathIn('index', locale),
    },
  ]),
) as Record<Locale, ShellView['paths']>;

/**
 * Shells built from one cached shell data object, by everything else they read from the request
 * (the shell data is one shared, read-only object per KV entry and isolate): a page view builds its
 * shell once per locale, currency, sign-in and cookie state, not on every request, and the parts
 * keyed by the shell (worker/render/fragment-memo.ts) find the same object each time.
 */
const builtShells = new WeakMap<ShellData, Map<string, Omit<ShellView, 'path'>>>();
const SHELLS_PER_DATA = 64;
/** The request's shell → the shared shell it was made from (all but its path). */
const sharedShells = new WeakMap<ShellView, Omit<ShellView, 'path'>>();

const shellJsonTails = new KeptMarkup<object>();

/**
 * The shell's data block (shared/page-payload.ts serializeShellForScript): the shared shell's JSON is
 * written once, and each request puts its path in front of it; with `stored`, the shared part goes
 * out as its kept bytes (stored-bytes.ts: 8 KB of a product page's 50).
 */
export function shellScriptJson(shell: ShellView, stored?: StoredBytes | null): string {
  const shared = sharedShells.get(shell);
  if (!shared) return serializeShellForScript(shell);
  const tail = shellJsonTails.written(shared, () => serializeShellForScript(shared).slice(1), stored);
  return `{"path":${serializeForScript(shell.path)},${tail}`;
}

/** The part of `shell` every request with the same inputs shares (see builtShells). */
export function sharedShellOf(shell: ShellView): object | undefined {
  return sharedShells.get(shell);
}

/** The shell's props from KV-cached shell data and the request's context; no personal data. */
export function buildShellView(c: Context<AppEnv>, data: ShellData, assets: ClientAssets): ShellView {
  const domain = c.get('domain');
  const cookieState = shellCookieState(c);
  // Everything buildSharedShell reads besides the shell data (the translator follows the locale).
  const inputs = JSON.stringify([
    c.get('locale'),
    c.get('currency'),
    Boolean(c.get('session').token),
    cookieState,
    domain.code,
    domain.locales,
    domain.defaultLocale,
    domain.currencies,
    domain.integrations.tagManagerId ?? null,
    domain.integrations.tagManagerUrl ?? null,
    // The style sheets come from the same build manifest as the entry; the domain registry
    // (DOMAINS_JSON) is the isolate's environment, the same for every request it serves.
    assets.entry,
  ]);
  let shells = builtShells.get(data);
  if (!shells) builtShells.set(data, (shells = new Map()));
  let shared = shells.get(inputs);
  if (!shared) {
    if (shells.size >= SHELLS_PER_DATA) shells.clear();
    shells.set(inputs, (shared = buildSharedShell(c, data, assets, cookieState)));
  }
  // The path first: the data block is the shared shell's JSON with the path in front (shellScriptJson).
  const shell: ShellView = { path: requestPath(c), ...shared };
  sharedShells.set(shell, shared);
  return shell;
}

function buildSharedShell(
  c: Context<AppEnv>,
  data: ShellData,
  assets: ClientAssets,
  cookieState: ReturnType<typeof shellCookieState>,
): Omit<ShellView, 'path'> {
  const domain = c.get('domain');
  const currencies = data.currencies.filter((cur) => domain.currencies.includes(cur.code)).map(toCurrencyView);
  const current = currencies.find((cur) => cur.code === c.get('currency')) ?? currencies[0];
  if (!current) throw new Error(`No currency data for ${domain.code}`);
  const settings = data.globals.settings;
  const t = c.get('t');
  const amounts = shopAmountsOf(c, data);
  return {
    locale: c.get('locale'),
    locales: domain.locales,
    defaultLocale: domain.defaultLocale,
    currency: current,
    currencies,
    domainCode: domain.code,
    siteName: t('shell.siteName'),
    sites: loadDomainRegistry(c.env.DOMAINS_JSON).domains.map((d) => ({
      code: d.code,
      url: `https://${d.canonicalHost}/`,
      label: d.canonicalHost.replace(/^www\./, ''),
    })),
    loggedIn: Boolean(c.get('session').token),
    menus: menusView(data.menus, t('layout.menu.more')),
    contact: {
      email: data.globals.contact.email,
      phone: data.globals.contact.phone,
      address: [data.globals.contact.address.street, data.globals.contact.address.city].filter(Boolean).join(', '),
    },
    settings: {
      welcomeCampaign: settings.integrations.welcome_campaign === '1',
      welcomeCouponValue: settings.integrations.welcome_campaign_coupon_value,
      welcomeCouponLimit: settings.integrations.welcome_campaign_limit,
      discountCode: discountCodeView(settings.integrations),
      shoppingDisabled: settings.cartConfiguration.shopping_disabled,
      shoppingDisabledText: settings.cartConfiguration.shopping_disabled_text,
      freeShippingAt: data.globals.freeShippingAt,
      // One line in the header: "Diskrétne balenie · Doprava zdarma nad 49 € · Vrátenie do 14 dní", its
      // threshold in the shopper's currency (the globals are the store's answer in that currency).
      claim: [
        t('shell.claim', amounts),
        ...(data.globals.returnPeriodDays ? [t('shell.claimReturns', { count: data.globals.returnPeriodDays })] : []),
      ].join(' · '),
      showFreeDeliveryTag: settings.configuration_products.show_free_delivery_tag_by_price,
      shoppingLists: settings.functions.shopping_lists,
      usersAddresses: settings.functions.users_addresses,
      loyaltyCredits: settings.functions.loyalty_credits,
      watchers: settings.functions.watchers,
      guestCarts: settings.functions.guest_carts,
      compare: settings.functions.compare,
      pricesWithVat: true,
      cookieConsentTop: settings.cookie_consent_position === 'top',
      hideBusinessForUsers: settings.checkout_hide_business_for_users,
      lockUserFields: settings.checkout_lock_user_fields,
      productWildcardUrl: settings.product_wildcard_url,
    },
    ...cookieState,
    tagManager: domain.integrations.tagManagerId
      ? { id: domain.integrations.tagManagerId, src: domain.integrations.tagManagerUrl }
      : null,
    topBanner: topBannerView(data.topBanner, domain.code, cookieState.closedModals, amounts),
    footerWidgets: footerWidgetsView(data.footer),
    messages: messagesFor(c.get('locale')),
    messagesPath: messagesAsset(c.get('locale')).path,
    paths: SHELL_PATHS[c.get('locale')],
    assets: { entry: assets.entry, baseCss: assets.baseCss, pageCss: assets.pageCss },
  };
}

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** The discount-code modal's settings, or null when off or not all of them are usable amounts. */
function discountCodeView(
  settings: ShellData['globals']['settings']['integrations'],
): ShellView['settings']['discountCode'] {
  const {
    discount_code_modal: on,
    discount_code_modal_value: value,
    discount_code_modal_threshold: threshold,
  } = settings;
  if (on !== '1' || !value || !threshold || !AMOUNT.test(value) || !AMOUNT.test(threshold)) return null;
  const amount = (s: string) => Number(s.replace(',', '.'));
  if (amount(value) <= 0) return null;
  const code = settings.discount_code_modal_code?.trim();
  return {
    value: amount(value),
    threshold: amount(threshold),
    code: code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : null,
  };
}

function requestPath(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

function decodeURIComponentSafe(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
