/**
 * Page key → the data its component renders, which is what its loader answers. The one map both
 * page registries are typed by (client/pages/registry.ts, worker/loaders/registry.ts), so a loader
 * answering the wrong shape, or a page expecting another one, does not compile. Types only: nothing
 * here reaches a bundle.
 */
import type { PageKey, RENDERED_AS, RESOLVED_PAGES } from '../../shared/routes';
import type { ActivatePageData } from './activate-page';
import type { ArticleListDetailPageData } from './article-list-detail-page';
import type { ArticleListPageData } from './article-list-page';
import type { ArticlePageData } from './article-page';
import type { AuthorPageData } from './author-page';
import type { AuthorsPageData } from './authors-page';
import type { BranchPageData } from './branch-page';
import type { BranchesPageData } from './branches-page';
import type { BrandPageData } from './brand-page';
import type { BrandsPageData } from './brands-page';
import type { CartPageData } from './cart-page';
import type { CategoriesPageData } from './categories-page';
import type { CategoryPageData } from './category-page';
import type { CheckoutDeliveryPageData } from './checkout-delivery-page';
import type { CheckoutFinishedPageData } from './checkout-finished-page';
import type { CheckoutImportPageData } from './checkout-import-page';
import type { CheckoutShippingPageData } from './checkout-shipping-page';
import type { ContactPageData } from './contact-page';
import type { ContentPageData } from './content-page-page';
import type { ErrorPageData } from './error-page';
import type { FaqPageData } from './faq-page';
import type { ForgottenPasswordPageData } from './forgotten-password-page';
import type { GlossaryPageData } from './glossary-page';
import type { GlossaryTermPageData } from './glossary-term-page';
import type { HomePageData } from './home-page';
import type { InfomailPageData } from './infomail-page';
import type { LoginPageData } from './login-page';
import type { MaintenancePageData } from './maintenance-page';
import type { OrderStatusPageData } from './order-status-page';
import type { PaymentCallbackPageData } from './payment-callback-page';
import type { ProductPageData } from './product-page';
import type { PromotionsPageData } from './promotions-page';
import type { RegisterPageData } from './register-page';
import type { ResetPasswordPageData } from './reset-password-page';
import type { SearchPageData } from './search-page';
import type { AccountDashboardData } from './user-dashboard-page';
import type { UserFavouritesPageData } from './user-favourites-page';
import type { UserOrderPageData } from './user-order-page';
import type { UserOrdersPageData } from './user-orders-page';
import type { UserPasswordPageData } from './user-password-page';
import type { UserSettingsPageData } from './user-settings-page';
import type { UserShoppingListPageData } from './user-shopping-list-page';
import type { UserShoppingListsPageData } from './user-shopping-lists-page';

export interface PageDataMap {
  activate: ActivatePageData;
  'article-list-detail': ArticleListDetailPageData;
  'article-list': ArticleListPageData;
  article: ArticlePageData;
  author: AuthorPageData;
  authors: AuthorsPageData;
  branch: BranchPageData;
  branches: BranchesPageData;
  brand: BrandPageData;
  brands: BrandsPageData;
  cart: CartPageData;
  categories: CategoriesPageData;
  category: CategoryPageData;
  'checkout-delivery': CheckoutDeliveryPageData;
  'checkout-finished': CheckoutFinishedPageData;
  'checkout-import': CheckoutImportPageData;
  'checkout-shipping': CheckoutShippingPageData;
  contact: ContactPageData;
  'content-page': ContentPageData;
  error: ErrorPageData;
  faq: FaqPageData;
  'forgotten-password': ForgottenPasswordPageData;
  glossary: GlossaryPageData;
  'glossary-term': GlossaryTermPageData;
  home: HomePageData;
  infomail: InfomailPageData;
  login: LoginPageData;
  maintenance: MaintenancePageData;
  'order-status': OrderStatusPageData;
  'payment-callback': PaymentCallbackPageData;
  product: ProductPageData;
  promotions: PromotionsPageData;
  redirect: { location: string };
  register: RegisterPageData;
  'reset-password': ResetPasswordPageData;
  search: SearchPageData;
  'user-dashboard': AccountDashboardData;
  'user-favourites': UserFavouritesPageData;
  'user-order': UserOrderPageData;
  'user-orders': UserOrdersPageData;
  'user-password': UserPasswordPageData;
  'user-settings': UserSettingsPageData;
  'user-shopping-list': UserShoppingListPageData;
  'user-shopping-lists': UserShoppingListsPageData;
}

/** Route pages without a component of their own: their loader answers another page (see RENDERED_AS). */
export type RenderedAsMap = typeof RENDERED_AS;

/** Pages with a loader: every route's page; not the pages only the catch-all and not-found flows answer. */
export type LoaderPage = Exclude<PageKey, (typeof RESOLVED_PAGES)[number]>;

/** What the loader of a page answers: that page's data, or the data of the page it is rendered as. */
export type LoaderData<K extends LoaderPage> = K extends keyof RenderedAsMap
  ? PageDataMap[RenderedAsMap[K]]
  : K extends keyof PageDataMap
    ? PageDataMap[K]
    : never;

// Every page key is a page with a component or a route page rendered as another, and nothing else:
// a page key added without its data type here (or a stray entry) fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EveryPageKeyIsMapped = Holds<Same<keyof PageDataMap | keyof RenderedAsMap, PageKey>>;
