/**
 * What the content loaders hand to the content pages: small, flat views of CMS entities (type-only
 * imports of the contracts, so nothing of zod reaches the browser).
 */
import type { ContentBlock, Image, RichTextNode } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import type { ProductBoxView } from '../product/product-box-view';

export interface Crumb {
  title: string;
  /** Absent for the current page. */
  href?: string;
}

export interface ArticleCardView {
  id: string;
  title: string;
  perex: string;
  href: string;
  datePublished: string;
  image: Image | null;
  category: { title: string; href: string } | null;
}

export interface PaginationView {
  page: number;
  lastPage: number;
  /** The list's path without page; `?page=N` is appended from 2 on. */
  basePath: string;
}

export interface SideMenuLink {
  title: string;
  href: string;
}

/** A CMS page (rich text): contact, all about purchase, complaint, returns, size table, rewritten pages. */
export interface CmsPageView {
  title: string;
  content: RichTextNode | null;
  contactBox: { title: string; description: string | null; showButton: boolean } | null;
  sideMenu: SideMenuLink[];
  /** The page's language when the CMS has no version in the shopper's (the spec's fallback). */
  lang?: Locale;
}

/** Blocks with their products looked up server-side (products and curated-guide-products blocks). */
export interface BlocksView {
  blocks: ContentBlock[];
  products: Record<string, ProductBoxView>;
}

/** A content page (content blocks), optionally paginated by blocks_per_page. */
export interface ContentPageView extends BlocksView {
  title: string;
  backgroundImage: Image | null;
  pagination: PaginationView | null;
  /** The page's language when the CMS has no version in the shopper's (the spec's fallback). */
  lang?: Locale;
}
