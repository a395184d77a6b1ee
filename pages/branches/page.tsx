import type { Image } from '../../shared/contracts/content';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { BranchMap, DirectionsLink } from '../../client/components/branch-map';
import { CdnImage } from '../../client/components/image/cdn-image';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { ClosureNotice } from '../../client/components/branch-closure-notice';

export interface BranchCardView {
  title: string;
  href: string;
  address: string;
  city: string;
  region: string;
  image: Image | null;
  primary: boolean;
  closure: { from: string; to: string | null } | null;
  /** The CMS coordinates (gps_latitude, gps_longitude): a pin on the map and a directions link. */
  gps: { lat: number; lng: number };
}

export interface BranchesPageData {
  title: string;
  branches: BranchCardView[];
  crumbs: Crumb[];
}

export default function BranchesPage({ data }: PageProps<BranchesPageData>) {
  const t = useT();
  return (
    <div className="container branches">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <ul className="branches__grid">
        {data.branches.map((b, i) => (
          <li key={b.href} className="branch-card">
            {/* biome-ignore lint/a11y/useAnchorContent: the image repeats the title link beside it, so it is hidden from assistive tech and the tab order */}
            <a className="branch-card__image" href={b.href} tabIndex={-1} aria-hidden="true">
              <CdnImage
                path={b.image?.path}
                alt=""
                size={{ width: 400, height: 240 }}
                priority={i === 0}
                sizes="(max-width: 767px) 100vw, 400px"
              />
            </a>
            <div className="branch-card__body">
              {b.primary ? <span className="branch-card__badge">{t('content.branches.primary')}</span> : null}
              <h2 className="branch-card__title">
                <a href={b.href}>{b.title}</a>
              </h2>
              <p className="branch-card__address">
                {b.address}, {b.city}
              </p>
              <ClosureNotice closure={b.closure} />
              <a className="branch-card__more" href={b.href}>
                {t('content.branches.detail')} →
              </a>
              <DirectionsLink className="branch-card__directions" lat={b.gps.lat} lng={b.gps.lng} />
            </div>
          </li>
        ))}
      </ul>
      <BranchMap
        pins={data.branches.map((b) => ({ title: b.title, href: b.href, ...b.gps }))}
        caption={t('content.branches.mapCaption')}
      />
    </div>
  );
}
