import { CdnImage } from '../../client/components/image/cdn-image';
import { Breadcrumbs } from '../../client/components/catalog/breadcrumbs';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface BrandsPageData {
  page: number;
  lastPage: number;
  brands: { id: string; title: string; href: string; imagePath: string | null }[];
}

const LOGO = { width: 160, height: 80 };

/** All brands, 16 a page (SPEC 9), each linking to its products. */
export default function BrandsPage({ data }: PageProps<BrandsPageData>) {
  const t = useT();
  return (
    <div className="container brands-page">
      <Breadcrumbs items={[{ title: t('catalog.brands.title'), href: '/znacky' }]} />
      <h1>{t('catalog.brands.title')}</h1>
      <ul className="brand-grid">
        {data.brands.map((b, i) => (
          <li key={b.id}>
            <a className="brand-card" href={b.href} data-testid="brand-card">
              <CdnImage path={b.imagePath} alt="" size={LOGO} style="brand" priority={i < 4} />
              <span className="brand-card__title">{b.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {data.lastPage > 1 ? (
        <nav className="pagination" aria-label={t('catalog.brands.title')}>
          {Array.from({ length: data.lastPage }, (_, i) => i + 1).map((p) =>
            p === data.page ? (
              <span key={p} className="pagination__page pagination__page--current" aria-current="page">
                {p}
              </span>
            ) : (
              <a key={p} className="pagination__page" href={p === 1 ? '/znacky' : `/znacky?page=${p}`}>
                {p}
              </a>
            ),
          )}
        </nav>
      ) : null}
    </div>
  );
}
