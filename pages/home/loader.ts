/**
 * Home: the CMS homepage (banners in their time window and for the shopper's groups, info boxes,
 * top categories, USPs, content blocks with their products). The homepage is one GraphQL read; a
 * content outage still renders the home with the main menu's categories (never the 500 page).
 */
import type { HomePageData } from './page';
import type { BlocksView } from '../../client/components/content-blocks/content-views';
import { homepageQuery, wideBannersQuery } from '../../shared/contracts/content-queries';
import type { WideBanner } from '../../shared/contracts/content';
import { nextWindowChange, visibleBanners } from '../../shared/banner-window';
import { showsUntil } from '../../worker/cache/shows-until';
import { resolveEmbeddedLink, resolveHref } from '../../shared/links';
import { truncateText, USP_TITLE_MAX } from '../../shared/truncate-text';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { homeJsonLd } from '../../worker/render/structured-data';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { loadShellData } from '../../worker/upstream/shell-data';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import { blocksMeta, loadBlocks } from '../../worker/loaders/cms-content';
import { seoKeywords } from '../../worker/loaders/content-meta';
import type { PageLoader } from '../../worker/loaders/page-loader';
import type { PageMeta } from '../../shared/page-payload';
import { fillShopAmounts } from '../../shared/shop-amounts';
import { objectId, sharedView } from '../../worker/loaders/view-memo';
import { shopAmountsOf } from '../../worker/loaders/shop-amounts';

/** Letters and digits only, lower-case: "Chvíľa pre seba" and "Chvíľa pre seba." are the same words. */
const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A CSS colour the CMS may set as a banner's backdrop: hex only, so nothing else reaches a style. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Wide banners (SPEC 7 "wide banners (enabled)"): enabled ones, heaviest first, links made safe. */
export function wideBannerViews(banners: readonly WideBanner[]): HomePageData['wideBanners'] {
  return banners
    .filter((b) => b.enabled)
    .sort((a, b) => b.weight - a.weight)
    .map((b) => {
      const link = resolveHref(b.url);
      return {
        id: b._id,
        title: b.title,
        link: link ? { href: link.href, target: link.target ?? null, rel: link.rel ?? null } : null,
        desktop: { path: b.image.path, alt: b.image.alt ?? '' },
        mobile: b.mobile_image ? { path: b.mobile_image.path, alt: b.mobile_image.alt ?? '' } : null,
        background: b.background_color && HEX_COLOUR.test(b.background_color) ? b.background_color : null,
      };
    });
}

export const loader: PageLoader<HomePageData> = async ({ c, url }) => {
  const domain = c.get('domain');
  const t = c.get('t');
  // The shell data (cached globals) says who the shop is; without it the home just has no Organization data.
  const shell = loadShellData(c).catch(() => null);
  const { content } = createUpstreams(c);
  // Beside the homepage's read (same read cache); without them the home just has no wide banners.
  const wide = content.query(wideBannersQuery, {}, { kind: 'page' }).then(
    (answer) => answer.wideBanners,
    (error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error;
      return [];
    },
  );
  wide.catch(() => {}); // a failure of the homepage's read below must not leave this one unhandled
  let homepage = null;
  try {
    homepage = (
      await content.graphql(homepageQuery.document, { locale: c.get('locale') }, homepageQuery.result, { kind: 'page' })
    ).homepage;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
  }
  const [blocks, wideBanners] = await Promise.all([
    homepage ? loadBlocks(c, homepage.content_blocks) : ({ blocks: [], products: {} } satisfies BlocksView),
    wide,
  ]);
  const now = new Date();
  // A banner that starts or ends makes the home read differently: no copy outlives it.
  showsUntil(c, nextWindowChange(homepage?.banners ?? [], now));
  const groups = c.get('session').groups;
  // The CMS names thresholds as placeholders ("Doprava zdarma od {{freeShippingAt}}"): filled in the
  // shopper's currency from the shell data (kept per isolate; read by the renderer anyway).
  const shellData = await shell;
  const amounts = shellData ? shopAmountsOf(c, shellData) : {};
  const fill = (text: string) => fillShopAmounts(text, amounts);
  // Anonymous visitors see the same home; customer-group banners make it personal.
  const personal = groups.length > 0;
  // The view is built once per change of what it reads (worker/loaders/view-memo.ts), kept under the
  // homepage's answer: the wide banners, the blocks' view and the shell data (each a shared object),
  // the site, locale, currency (the amounts) and URL (canonical), and which stretch of time the
  // banners read (they change only at their next window's start or end). The build reads nothing else.
  const build = (): { data: HomePageData; meta: PageMeta } => ({
    data: {
      title: homepage?.title ?? t('shell.home.title'),
      banners: visibleBanners(homepage?.banners ?? [], now)
        .sort((a, b) => b.weight - a.weight)
        .map((b) => ({
          id: b._id,
          title: fill(b.title),
          // A line that repeats the title is not a subtitle (the hero showed its title twice).
          texts: b.texts.filter((text) => text.trim() && words(text) !== words(b.title)).map(fill),
          url: b.url,
          buttonText: b.button_text,
          desktop: { path: b.images.desktop.path, alt: b.images.desktop.alt ?? b.title },
          mobile: b.images.mobile ? { path: b.images.mobile.path, alt: b.images.mobile.alt ?? b.title } : null,
        })),
      infoBoxes: [...(homepage?.info_boxes ?? [])]
        .sort((a, b) => a.order - b.order)
        .map((b) => ({ id: b._id, color: b.box_color, text: fill(b.text), link: b.link })),
      topCategories: homepage?.top_category_config
        ? {
            title: homepage.top_category_config.title,
            items: [
              ...homepage.top_category_config.top_categories.map((x) => ({
                key: `c${x.category_id}`,
                title: x.title,
                href: x.path,
                imagePath: x.image?.path ?? null,
              })),
              ...homepage.top_category_config.virtual_categories.map((x) => ({
                key: x._id,
                title: x.title,
                href: `/${x.slug}`,
                imagePath: x.image?.path ?? null,
              })),
            ],
            // The one reading of a content "embedded link" (shared/links.ts): a typed href made safe
            // (no javascript:/data:), a rooted path; external or marked links open in a new tab.
            links: homepage.top_category_config.links.flatMap((l) => {
              const link = resolveEmbeddedLink(l);
              return link
                ? [{ title: l.link_title || l.title, href: link.href, external: link.target === '_blank' }]
                : [];
            }),
          }
        : null,
      wideBanners: wideBannerViews(wideBanners),
      usps: (homepage?.usps ?? []).map((u, i) => ({
        key: `${i}`,
        title: truncateText(fill(u.title), USP_TITLE_MAX),
        description: fillShopAmounts(u.description, amounts),
      })),
      blocks,
    },
    meta: {
      title: homepage?.page_meta.seo_title || t('shell.home.metaTitle'),
      description: homepage?.page_meta.seo_description || t('shell.home.metaDescription'),
      keywords: seoKeywords(homepage?.page_meta),
      canonical: canonicalUrl(domain, url),
      jsonLd: shellData ? homeJsonLd(c, shellData.globals) : undefined,
      ...blocksMeta(blocks),
    },
  });
  const key = [
    objectId(domain),
    c.get('locale'),
    c.get('currency'),
    url.pathname + url.search,
    objectId(wideBanners),
    objectId(blocks),
    shellData ? objectId(shellData) : '-',
    nextWindowChange(homepage?.banners ?? [], now) ?? '-',
  ].join(' ');
  // Without the homepage (a content outage) the view is this request's own.
  return { kind: 'ok', ...(homepage ? sharedView(homepage, key, build) : build()), personal };
};
