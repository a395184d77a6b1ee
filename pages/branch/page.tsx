import type { Image, RichTextNode } from '../../shared/contracts/content';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { BranchMap, DirectionsLink } from '../../client/components/branch-map';
import { CdnImage } from '../../client/components/image/cdn-image';
import { RichText } from '../../client/components/rich-text/rich-text';
import { linkAttrs, safeHref } from '../../client/components/rich-text/safe-href';
import { useT } from '../../client/shell-context';
import { ClosureNotice } from '../../client/components/branch-closure-notice';
import type { PageProps } from '../../client/router/page-props';

export interface BranchPageData {
  title: string;
  address: string;
  city: string;
  region: string;
  description: RichTextNode | null;
  openingHours: { day: string; open: string | null; close: string | null; note: string | null }[];
  gps: { lat: number; lng: number };
  mapLink: string;
  mapDescription: string | null;
  /** A vetted map embed URL (allow-listed hosts), or null. Not framed yet: the CSP has no frame-src for map hosts. */
  mapEmbed: string | null;
  /** The 360° tour's https address (a link, never framed), or null. */
  tourHref: string | null;
  images: Image[];
  mainImage: Image | null;
  car: string | null;
  transport: string | null;
  payWithCard: boolean;
  reviewLink: string | null;
  services: string[];
  primary: boolean;
  employees: {
    id: string;
    name: string;
    position: string;
    email: string | null;
    phone: string | null;
    photo: Image | null;
  }[];
  closure: { from: string; to: string | null } | null;
  crumbs: Crumb[];
}

export default function BranchPage({ data, url }: PageProps<BranchPageData>) {
  const t = useT();
  const map = safeHref(data.mapLink);
  const review = safeHref(data.reviewLink);
  return (
    <div className="container branch">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <ClosureNotice closure={data.closure} />
      <div className="branch__layout">
        <div className="branch__main">
          {data.mainImage ? (
            <CdnImage
              className="branch__image"
              path={data.mainImage.path}
              alt={data.mainImage.alt ?? data.title}
              size={{ width: 800, height: 450 }}
              priority
              sizes="(max-width: 1023px) 100vw, 800px"
            />
          ) : null}
          <RichText content={data.description} />
          {data.services.length > 0 ? (
            <section>
              <h2 className="section-title">{t('content.branches.services')}</h2>
              <ul className="branch__services">
                {data.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
                {data.payWithCard ? <li>{t('content.branches.card')}</li> : null}
              </ul>
            </section>
          ) : null}
          {data.car || data.transport ? (
            <section>
              <h2 className="section-title">{t('content.branches.access')}</h2>
              <dl className="branch__access">
                {data.car ? (
                  <>
                    <dt>{t('content.branches.car')}</dt>
                    <dd>{data.car}</dd>
                  </>
                ) : null}
                {data.transport ? (
                  <>
                    <dt>{t('content.branches.transport')}</dt>
                    <dd>{data.transport}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
          {data.employees.length > 0 ? (
            <section>
              <h2 className="section-title">{t('content.branches.employees')}</h2>
              <ul className="branch__employees">
                {data.employees.map((e) => (
                  <li key={e.id} className="employee">
                    <CdnImage
                      className="employee__photo"
                      path={e.photo?.path}
                      alt=""
                      size={{ width: 80, height: 80 }}
                      sizes="80px"
                    />
                    <div>
                      <p className="employee__name">{e.name}</p>
                      <p className="employee__position">{e.position}</p>
                      {e.phone ? <a href={`tel:${e.phone.replace(/[^+\d]/g, '')}`}>{e.phone}</a> : null}
                      {e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="branch__aside">
          <section className="branch__box">
            <h2 className="branch__box-title">{t('content.branches.address')}</h2>
            <address>
              {data.address}
              <br />
              {data.city}
            </address>
            <p className="branch__gps">
              {t('content.branches.gps')}: {data.gps.lat.toFixed(5)}, {data.gps.lng.toFixed(5)}
            </p>
            <BranchMap
              pins={[{ title: data.title, href: url.split('?')[0] ?? url, ...data.gps }]}
              current={url.split('?')[0]}
              caption={t('content.branches.mapCaptionOne', { title: data.title, city: data.city })}
            />
            <DirectionsLink
              className="button button--primary branch__directions"
              lat={data.gps.lat}
              lng={data.gps.lng}
            />
            {map ? (
              <a className="button button--ghost branch__map-link" {...linkAttrs(map)}>
                {t('content.branches.map')}
              </a>
            ) : null}
            {data.tourHref ? (
              <a
                className="button button--ghost branch__tour-link"
                {...linkAttrs({ href: data.tourHref, external: true })}
              >
                {t('content.branches.tour360')}
              </a>
            ) : null}
            {data.mapDescription ? <p className="branch__map-description">{data.mapDescription}</p> : null}
          </section>
          <section className="branch__box">
            <h2 className="branch__box-title">{t('content.branches.openingHours')}</h2>
            <table className="opening-hours">
              <tbody>
                {data.openingHours.map((h) => (
                  <tr key={h.day}>
                    <th scope="row">{h.day}</th>
                    <td>
                      {h.open && h.close ? `${h.open} – ${h.close}` : t('content.branches.closed')}
                      {h.note && h.note !== t('content.branches.closed') ? (
                        <span className="opening-hours__note"> ({h.note})</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {review ? (
            <a className="button button--ghost" {...linkAttrs(review)}>
              {t('content.branches.review')}
            </a>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
