import type { RichTextNode } from '../../shared/contracts/content';
import { IMAGE_SIZES } from '../../shared/image-url';
import { Breadcrumbs } from '../../client/components/catalog/breadcrumbs';
import { CatalogListing } from '../../client/components/catalog/catalog-listing';
import { CategoryVideo, type VideoView } from '../../client/components/catalog/category-video';
import { LimitedOffer, type LimitedOfferView } from '../../client/components/catalog/limited-offer';
import type { CatalogListingView } from '../../client/components/catalog/catalog-view';
import { CdnImage } from '../../client/components/image/cdn-image';
import { PageBanner } from '../../client/components/image/page-banner';
import { RichText } from '../../client/components/rich-text/rich-text';
import { perPage, RenderedOnce } from '../../client/shell/rendered-once';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface CategoryPageData {
  kind: 'category' | 'virtual' | 'filtered';
  title: string;
  breadcrumbs: { title: string; href: string }[];
  subcategories: { id: number; title: string; href: string; count: number }[];
  intro: RichTextNode | null;
  description: RichTextNode | null;
  textBelow: RichTextNode | null;
  bannerImage: string | null;
  catalogBanners: {
    key: string;
    title: string;
    url: string | null;
    imagePath: string;
    imageAlt: string;
    position: number;
  }[];
  smallBanners: { key: string; title: string; description: string | null; link: string | null; imagePath: string }[];
  faq: { id: string; title: string; content: RichTextNode }[];
  video: VideoView | null;
  relatedArticles: { id: string; title: string; perex: string; href: string; imagePath: string | null }[];
  /** SPEC 3: the category's live limited offer, if any (store categories only). */
  limitedOffer?: LimitedOfferView | null;
  listing: CatalogListingView;
  /** A top category's promotions page (spec 2: `/eroticke-pomocky-v-akcii-na-{slug}-sk`). */
  promotionsHref?: string | null;
}

const BANNER_SIZE = { width: 255, height: 270 };

/** A category (store, virtual or filtered): description, subcategories, the listing, then the content below. */
export default function CategoryPage({ data }: PageProps<CategoryPageData>) {
  const t = useT();
  const inserts = data.catalogBanners.map((b) => ({
    position: b.position,
    node: (
      <a key={b.key} className="catalog-banner" href={b.url ?? undefined}>
        <CdnImage path={b.imagePath} alt={b.imageAlt} size={BANNER_SIZE} style="banner" />
        <span className="catalog-banner__title">{b.title}</span>
      </a>
    ),
  }));
  return (
    <div className="container category-page">
      {/* The parts around the listing read nothing but the page's data and the shell: kept per shared
          view (worker/loaders/view-memo.ts) and written from kept markup (issue 28). */}
      <RenderedOnce as="div" hostProps={{ className: 'category-page__lead' }} memoKey={perPage('category-lead')}>
        <Breadcrumbs items={data.breadcrumbs} />
        {data.bannerImage ? <PageBanner path={data.bannerImage} alt={data.title} style="category" /> : null}
        <header className="category-page__header">
          <h1 className="category-page__title">{data.title}</h1>
          {data.description ? <RichText content={data.description} className="category-page__description" /> : null}
        </header>
        {data.promotionsHref ? (
          <p className="category-page__promotions">
            <a href={data.promotionsHref}>{t('content.promotions.title', { name: data.title })}</a>
          </p>
        ) : null}
        {data.subcategories.length ? (
          <nav aria-label={t('catalog.subcategories')} className="subcategories">
            <ul>
              {data.subcategories.map((s) => (
                <li key={s.id}>
                  <a className="subcategory" href={s.href}>
                    {s.title}
                    <span className="subcategory__count">{s.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {data.smallBanners.length ? (
          <ul className="small-banners">
            {data.smallBanners.map((b) => (
              <li key={b.key}>
                <a className="small-banner" href={b.link ?? undefined}>
                  <CdnImage path={b.imagePath} alt="" size={IMAGE_SIZES.thumbnail} style="thumbnail" />
                  <span>
                    <strong>{b.title}</strong>
                    {b.description ? <span className="small-banner__text">{b.description}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {data.limitedOffer ? <LimitedOffer offer={data.limitedOffer} /> : null}
      </RenderedOnce>
      <CatalogListing listing={data.listing} inserts={inserts} />
      <RenderedOnce as="div" hostProps={{ className: 'category-page__more' }} memoKey={perPage('category-more')}>
        {data.intro || data.textBelow ? (
          <section className="category-page__text">
            <RichText content={data.intro} />
            <RichText content={data.textBelow} />
          </section>
        ) : null}
        {data.video ? (
          <section className="category-video">
            <h2 className="section-title">{t('catalog.video')}</h2>
            <CategoryVideo video={data.video} />
          </section>
        ) : null}
        {data.faq.length ? (
          <section className="category-faq">
            <h2 className="section-title">{t('catalog.faq')}</h2>
            {data.faq.map((q) => (
              <details key={q.id} className="faq-item">
                <summary>{q.title}</summary>
                <RichText content={q.content} />
              </details>
            ))}
          </section>
        ) : null}
        {data.relatedArticles.length ? (
          <section className="related-articles">
            <h2 className="section-title">{t('catalog.relatedArticles')}</h2>
            <ul>
              {data.relatedArticles.map((a) => (
                <li key={a.id}>
                  <a className="article-teaser" href={a.href}>
                    <CdnImage
                      path={a.imagePath}
                      alt=""
                      size={{ width: 320, height: 180 }}
                      style="article"
                      sizes="(max-width: 768px) 100vw, 320px"
                    />
                    <strong>{a.title}</strong>
                    <span>{a.perex}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </RenderedOnce>
    </div>
  );
}
