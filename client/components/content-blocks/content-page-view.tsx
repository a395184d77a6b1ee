import { CdnImage } from '../image/cdn-image';
import { ContentBlocks } from './content-blocks';
import type { ContentPageView, Crumb } from './content-views';
import { Breadcrumbs, Pagination } from './page-parts';

/** A page of content blocks: title (over the background image when there is one), blocks, pagination. */
export function ContentPageBody({ page, crumbs }: { page: ContentPageView; crumbs: Crumb[] }) {
  return (
    <div className="content-page" lang={page.lang}>
      <div className="container">
        <Breadcrumbs items={crumbs} />
      </div>
      <header className={`content-page__hero${page.backgroundImage ? ' content-page__hero--image' : ''}`}>
        {page.backgroundImage ? (
          <CdnImage
            className="content-page__hero-image"
            path={page.backgroundImage.path}
            alt=""
            // 2x of this is 2000 px, the image CDN's largest side (1280 asked for 2560 and got 502).
            size={{ width: 1000, height: 250 }}
            priority
            sizes="100vw"
          />
        ) : null}
        <div className="container">
          <h1 className="content-page__title">{page.title}</h1>
        </div>
      </header>
      <div className="container">
        <ContentBlocks view={page} />
        <Pagination pagination={page.pagination} />
      </div>
    </div>
  );
}
