import type { Image } from '../../shared/contracts/content';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { CdnImage } from '../../client/components/image/cdn-image';
import type { PageProps } from '../../client/router/page-props';

export interface AuthorsPageData {
  title: string;
  authors: { name: string; perex: string | null; image: Image | null; href: string | null }[];
  crumbs: Crumb[];
}

export default function AuthorsPage({ data }: PageProps<AuthorsPageData>) {
  return (
    <div className="container authors">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <ul className="authors__grid">
        {data.authors.map((a) => (
          <li key={a.name} className="authors__card">
            <CdnImage
              className="authors__image"
              path={a.image?.path}
              alt=""
              size={{ width: 96, height: 96 }}
              sizes="96px"
            />
            <div>
              <h2 className="authors__name">{a.href ? <a href={a.href}>{a.name}</a> : a.name}</h2>
              {a.perex ? <p className="authors__perex">{a.perex}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
