import { Breadcrumbs } from '../../client/components/catalog/breadcrumbs';
import { CatalogListing } from '../../client/components/catalog/catalog-listing';
import type { CatalogListingView } from '../../client/components/catalog/catalog-view';
import { CdnImage } from '../../client/components/image/cdn-image';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface BrandPageData {
  brand: {
    id: string;
    title: string;
    imagePath: string | null;
    link: string | null;
    virtualCategoryHref: string | null;
  };
  listing: CatalogListingView;
}

/** One brand and its products (filters, sorts, paging like a category). */
export default function BrandPage({ data }: PageProps<BrandPageData>) {
  const t = useT();
  const { brand } = data;
  return (
    <div className="container brand-page">
      <Breadcrumbs
        items={[
          { title: t('catalog.brands.title'), href: '/znacky' },
          { title: brand.title, href: data.listing.basePath },
        ]}
      />
      <header className="brand-page__header">
        <CdnImage path={brand.imagePath} alt={brand.title} size={{ width: 160, height: 80 }} style="brand" priority />
        <div>
          <h1>{t('catalog.brands.products', { brand: brand.title })}</h1>
          {brand.link && /^https:\/\//.test(brand.link) ? (
            <a href={brand.link} target="_blank" rel="noopener noreferrer">
              {brand.link.replace(/^https:\/\//, '')}
            </a>
          ) : null}
        </div>
      </header>
      <CatalogListing listing={data.listing} />
    </div>
  );
}
