import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface CategoryNode {
  id: number;
  name: string;
  href: string;
  count: number;
  children: CategoryNode[];
}

export interface CategoriesPageData {
  title: string;
  tree: CategoryNode[];
  crumbs: Crumb[];
}

export default function CategoriesPage({ data }: PageProps<CategoriesPageData>) {
  const t = useT();
  return (
    <div className="container categories">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <ul className="categories__grid">
        {data.tree.map((root) => (
          <li key={root.id} className="categories__root">
            <h2 className="categories__root-title">
              <a href={root.href}>{root.name}</a>
              <span className="categories__count">{t('content.categories.products', { count: root.count })}</span>
            </h2>
            {root.children.length > 0 ? (
              <ul className="categories__children">
                {root.children.map((child) => (
                  <li key={child.id}>
                    <a href={child.href}>{child.name}</a>
                    {child.children.length > 0 ? (
                      <ul className="categories__grandchildren">
                        {child.children.map((g) => (
                          <li key={g.id}>
                            <a href={g.href}>{g.name}</a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
