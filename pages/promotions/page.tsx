import type { Crumb, PaginationView } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs, Pagination } from '../../client/components/content-blocks/page-parts';
import { ProductBox } from '../../client/components/product/product-box';
import type { ProductBoxView } from '../../client/components/product/product-box-view';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface PromotionsPageData {
  title: string;
  categoryName: string;
  categoryHref: string;
  products: ProductBoxView[];
  total: number;
  pagination: PaginationView;
  crumbs: Crumb[];
}

export default function PromotionsPage({ data }: PageProps<PromotionsPageData>) {
  const t = useT();
  return (
    <div className="container promotions">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      {data.products.length === 0 ? (
        <p className="content-empty">
          {t('content.promotions.empty')} <a href={data.categoryHref}>{data.categoryName}</a>
        </p>
      ) : (
        <ul className="promotions__grid">
          {data.products.map((p, i) => (
            <li key={p.id}>
              <ProductBox product={p} priority={i === 0} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination pagination={data.pagination} />
    </div>
  );
}
