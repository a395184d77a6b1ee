import type { Locale } from './i18n/locales';
import type { MainMenuFit } from './main-menu-fit';
import type { CurrencyFormat } from './money';
import type { PageKey } from './route-types';

/** A menu entry as the layout shows it (content API menu items mapped to paths). */
export interface MenuLink {
  id: string;
  title: string;
  path: string;
  external?: boolean;
  children?: MenuLink[];
}

/** The site's currency as the shell shows money: money.ts's display part of the store's Currency. */
export type CurrencyView = CurrencyFormat;

export interface TopBannerView {
  /** The id its closing is remembered under in the `closed-modals` cookie. */
  closeId: string;
  text: string;
  link: { href: string; external: boolean } | null;
  /** A #hex colour, or null for the default. */
  background: string | null;
}

export interface FooterWidgetsView {
  badges: { path: string; alt: string }[];
  /** Payment method codes (visa, mastercard, ...), shown as labelled icons. */
  paymentIcons: string[];
  /** Social profiles with safe external hrefs. */
  social: { network: string; href: string }[];
}

/**
 * Everything the document shell (header, menus, footer, modals) needs, built by the worker from
 * KV-cached globals and menus plus the request's context, and inlined once for hydration.
 * Deliberately small: no tokens, no personal data.
 */
export interface ShellView {
  locale: Locale;
  locales: Locale[];
  /** The site's default locale: its prefix is dropped from page URLs (shared/normalize-url.ts). */
  defaultLocale: Locale;
  currency: CurrencyView;
  currencies: CurrencyView[];
  domainCode: string;
  /** The requested path and query: where the shell's no-script forms return to (shared/preference-form.ts). */
  path: string;
  siteName: string;
  /** Other sites of the shop (the language banner and footer link to them). */
  sites: { code: string; url: string; label: string }[];
  loggedIn: boolean;
  menus: {
    main: MenuLink[];
    footer: MenuLink[][];
    /** The desktop main menu's one-row guess per width tier (shared/main-menu-fit.ts). */
    mainFit: MainMenuFit;
  };
  contact: { email?: string; phone?: string; address?: string };
  settings: {
    welcomeCampaign: boolean;
    welcomeCouponValue?: string;
    welcomeCouponLimit?: string;
    /** SPEC 1 discount-code modal (null: off or incomplete settings); amounts in the shell's currency. */
    discountCode: { value: number; threshold: number; code: string | null } | null;
    shoppingDisabled: boolean;
    shoppingDisabledText?: string;
    freeShippingAt?: number;
    /** The header's claim line, its amounts in the shopper's currency (worker/render/shell-view.ts). */
    claim: string;
    showFreeDeliveryTag: boolean;
    shoppingLists: boolean;
    usersAddresses: boolean;
    loyaltyCredits: boolean;
    /** SPEC 1: availability watchers on (the watch form on sold-out products). */
    watchers: boolean;
    /** SPEC 1: guest carts on; off, a visitor must log in before anything goes into a cart. */
    guestCarts: boolean;
    /** SPEC 1: product comparison on (the product box's compare button, its modal and the header's entry). */
    compare: boolean;
    pricesWithVat: boolean;
    /** SPEC 2: where the cookie-consent banner sits (the store's globals; bottom unless it says top). */
    cookieConsentTop: boolean;
    /** SPEC 6: a logged-in shopper's checkout hides the business toggle and fields (store globals). */
    hideBusinessForUsers: boolean;
    /** SPEC 6: a logged-in shopper's checkout shows the account's fields read-only (store globals). */
    lockUserFields: boolean;
    /**
     * SPEC 3: the product wildcard-URL mode (store globals): product links the browser builds (search
     * dropdown, product page extras) take the main menu's category path (client/components/product/product-href.ts).
     */
    productWildcardUrl: boolean;
  };
  /**
   * SPEC 2 optional top banner: present only when the CMS enables it for this site's domain code and
   * the shopper has not closed it (its `closeId` is then in `closedModals`). Links are checked.
   */
  topBanner: TopBannerView | null;
  /** SPEC 2 footer badge widgets from the CMS footer (null when the CMS gave none). */
  footerWidgets: FooterWidgetsView | null;
  /** Modal ids the shopper closed (cookie `closed-modals`), so SSR does not flash them open. */
  closedModals: string[];
  cookieConsent: boolean;
  /** SPEC 9 tag manager of this site (container id and loader URL), loaded only after consent; null = none. */
  tagManager: { id: string; src: string } | null;
  /**
   * The locale's messages (one dictionary per locale). Not inlined in the page: the browser reads
   * them from `messagesPath` (an immutable file, so once per locale and deploy) before hydrating.
   */
  messages: Record<string, unknown>;
  /** Where the browser reads `messages` from (worker/render/messages-asset.ts). */
  messagesPath: string;
  /**
   * Paths the shell itself links to, from the route table (shared/routes.ts): the header needs only
   * these, and the table stays out of the browser's first-load bundle. `home` is the home page in the
   * shopper's language (German: `/startseite`, worker/urls/locale-routes.ts), for the logo and the
   * first crumb.
   */
  paths: { login: string; userDashboard: string; cart: string; search: string; home: string };
  /** Hashed asset URLs from the Vite manifest. */
  assets: { pageCss: Partial<Record<PageKey, string>>; baseCss: string[]; entry: string };
}
