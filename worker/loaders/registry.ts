import type { ContentSource, PageKey } from '../../shared/routes';
import type { LoaderData, LoaderPage, PageDataMap } from '../../client/pages/page-data-map';
import { homeLoader } from './home-loader';
import { catchAllLoader } from './catch-all-loader';
import { productLoader } from './product-loader';
import { searchLoader } from './search-loader';
import { brandsLoader } from './brands-loader';
import { brandLoader } from './brand-loader';
import { cartLoader } from './cart-loader';
import { checkoutShippingLoader } from './checkout-shipping-loader';
import { checkoutDeliveryLoader } from './checkout-delivery-loader';
import { checkoutFinishedLoader } from './checkout-finished-loader';
import { checkoutImportLoader } from './checkout-import-loader';
import { paymentCallbackLoader } from './payment-callback-loader';
import { orderStatusLoader } from './order-status-loader';
import { loginLoader } from './login-loader';
import { registerLoader } from './register-loader';
import { forgottenPasswordLoader } from './forgotten-password-loader';
import { resetPasswordLoader } from './reset-password-loader';
import { activateLoader } from './activate-loader';
import { userLoader } from './user-loader';
import { userDashboardLoader } from './user-dashboard-loader';
import { userSettingsLoader } from './user-settings-loader';
import { userPasswordLoader } from './user-password-loader';
import { userOrdersLoader } from './user-orders-loader';
import { userOrderLoader } from './user-order-loader';
import { userFavouritesLoader } from './user-favourites-loader';
import { userShoppingListsLoader } from './user-shopping-lists-loader';
import { userShoppingListLoader } from './user-shopping-list-loader';
// Content pages (CMS)
import { articleListLoader } from './article-list-loader';
import { articleListDetailLoader } from './article-list-detail-loader';
import { articleLoader } from './article-loader';
import { authorsLoader } from './authors-loader';
import { authorLoader } from './author-loader';
import { glossaryLoader } from './glossary-loader';
import { glossaryTermLoader } from './glossary-term-loader';
import { faqLoader } from './faq-loader';
import { branchesLoader } from './branches-loader';
import { branchLoader } from './branch-loader';
import { infomailLoader } from './infomail-loader';
import { contactLoader } from './contact-loader';
import { maintenanceLoader } from './maintenance-loader';
import { categoriesLoader } from './categories-loader';
import { promotionsLoader } from './promotions-loader';
import { cmsPageRewriteLoader, contentPageRewriteLoader, contentRouteLoader } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** Each loader page's loader, typed by the page-data map: a loader answering another shape does not compile. */
export type PageLoaders = { [K in LoaderPage]: PageLoader<LoaderData<K>> };

/**
 * Page key → loader: every route's page has one (tests/worker/page-registries.test.ts checks both
 * registries against the route table). Add the page's component to client/pages/registry.ts too.
 */
export const pageLoaders: PageLoaders = {
  home: homeLoader,
  login: loginLoader,
  register: registerLoader,
  'forgotten-password': forgottenPasswordLoader,
  'reset-password': resetPasswordLoader,
  activate: activateLoader,
  user: userLoader,
  'user-dashboard': userDashboardLoader,
  'user-settings': userSettingsLoader,
  'user-password': userPasswordLoader,
  'user-orders': userOrdersLoader,
  'user-order': userOrderLoader,
  'user-favourites': userFavouritesLoader,
  'user-shopping-lists': userShoppingListsLoader,
  'user-shopping-list': userShoppingListLoader,
  cart: cartLoader,
  'checkout-shipping': checkoutShippingLoader,
  'checkout-delivery': checkoutDeliveryLoader,
  'checkout-finished': checkoutFinishedLoader,
  'checkout-import': checkoutImportLoader,
  'payment-callback': paymentCallbackLoader,
  'order-status': orderStatusLoader,
  'catch-all': catchAllLoader,
  product: productLoader,
  search: searchLoader,
  brands: brandsLoader,
  brand: brandLoader,
  'article-list': articleListLoader,
  'article-list-detail': articleListDetailLoader,
  article: articleLoader,
  authors: authorsLoader,
  author: authorLoader,
  glossary: glossaryLoader,
  'glossary-term': glossaryTermLoader,
  faq: faqLoader,
  branches: branchesLoader,
  branch: branchLoader,
  'content-page': contentRouteLoader,
  infomail: infomailLoader,
  contact: contactLoader,
  maintenance: maintenanceLoader,
  categories: categoriesLoader,
  promotions: promotionsLoader,
};

/** The loader of a route's page (none for the pages only the catch-all and not-found flows answer). */
export function loaderFor(page: PageKey): PageLoader | undefined {
  return (pageLoaders as Partial<Record<PageKey, PageLoader>>)[page];
}

/** url-rewrite types (content API) → the loader that renders them with status 200, as the content page. */
const rewriteLoaders: Record<ContentSource['entity'], PageLoader<PageDataMap['content-page']>> = {
  page: cmsPageRewriteLoader,
  content_page: contentPageRewriteLoader,
};

export function rewriteLoaderFor(type: string): PageLoader | undefined {
  return Object.hasOwn(rewriteLoaders, type) ? rewriteLoaders[type as ContentSource['entity']] : undefined;
}
