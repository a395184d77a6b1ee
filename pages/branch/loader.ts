import type { BranchPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { branchBySlugQuery } from '../../shared/contracts/content-queries';
import { imageUrl } from '../../shared/image-url';
import { isSafeHref } from '../../shared/links';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { closure } from '../../worker/loaders/branch-closure';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** Map embeds only from these hosts and paths (a CMS iframe is reduced to its src, never inserted as HTML). */
const EMBED_ALLOW = [
  /^https:\/\/www\.google\.com\/maps\/embed\?/,
  /^https:\/\/maps\.google\.com\/maps\?.*output=embed/,
  /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
];

/** The address a CMS iframe field names: its `src`, or the field itself when it is a bare https URL. */
function iframeSrc(iframeHtml: string | null): string | null {
  if (!iframeHtml) return null;
  const m = /\bsrc\s*=\s*["']([^"'<>\s]+)["']/i.exec(iframeHtml) ?? /^(https:\/\/[^\s"'<>]+)$/.exec(iframeHtml.trim());
  return m?.[1]?.replace(/&amp;/g, '&') ?? null;
}

export function embedSrc(iframeHtml: string | null): string | null {
  const src = iframeSrc(iframeHtml);
  return src && EMBED_ALLOW.some((r) => r.test(src)) ? src : null;
}

/**
 * The branch's 360° tour (SPEC 3 branch_360_iframe) as a link target: the iframe's address, https
 * only. Shown as a link that opens the tour, never framed: tour hosts are not on the embed
 * allow-list, and the CSP frames YouTube's no-cookie host alone.
 */
export function tourHref(iframeHtml: string | null): string | null {
  const src = iframeSrc(iframeHtml);
  if (!src || !isSafeHref(src)) return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * schema.org PostalAddress of a branch. The CMS writes the address on one line as the shops of both
 * countries do ("Obchodná 12, 811 06 Bratislava"): the street, then the postcode and the town.
 */
export function postalAddress(b: { address: string; city: string; region: string; country_code: string | null }) {
  const comma = b.address.lastIndexOf(',');
  const street = comma > 0 ? b.address.slice(0, comma).trim() : b.address.trim();
  const place = comma > 0 ? /^(\d{3}\s?\d{2})\s+(.+)$/.exec(b.address.slice(comma + 1).trim()) : null;
  return {
    '@type': 'PostalAddress',
    streetAddress: place ? street : b.address,
    ...(place ? { postalCode: place[1], addressLocality: place[2] } : { addressLocality: b.city }),
    addressRegion: b.region,
    ...(b.country_code ? { addressCountry: b.country_code } : {}),
  };
}

/** /pobocky/{slug}: opening hours, address, GPS and map link, employees, closure notice. */
export const loader: PageLoader<BranchPageData> = async ({ c, url, params }) => {
  const slug = params.slug;
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) return { kind: 'not-found' };
  const { content } = createUpstreams(c);
  const { branch: b } = await content.graphql(
    branchBySlugQuery.document,
    gqlVars(c, { slug }),
    branchBySlugQuery.result,
    { kind: 'page' },
  );
  if (!b) return { kind: 'not-found' };
  const crumbs: Crumb[] = [{ title: c.get('t')('content.branches.title'), href: '/pobocky' }, { title: b.title }];
  const mapLink = /^https:\/\//i.test(b.google_map_link)
    ? b.google_map_link
    : `https://www.google.com/maps/search/?api=1&query=${b.gps_latitude},${b.gps_longitude}`;
  const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: b.title,
    url: canonicalUrl(c.get('domain'), url, false),
    ...(b.main_image
      ? {
          image: `https://${c.get('domain').canonicalHost}${imageUrl(b.main_image.path, { width: 1200, height: 630 })}`,
        }
      : {}),
    address: postalAddress(b),
    ...(b.phone ? { telephone: b.phone } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: b.gps_latitude, longitude: b.gps_longitude },
    hasMap: mapLink,
    openingHours: b.opening_hours
      .filter((h) => h.open && h.close)
      .map((h) => `${dayCodes[h.day - 1] ?? ''} ${h.open}-${h.close}`),
  };
  return {
    kind: 'ok',
    data: {
      title: b.title,
      address: b.address,
      city: b.city,
      region: b.region,
      description: b.description,
      openingHours: [...b.opening_hours]
        .sort((x, y) => x.day - y.day)
        .map((h) => ({ day: h.day_title, open: h.open, close: h.close, note: h.note })),
      gps: { lat: b.gps_latitude, lng: b.gps_longitude },
      mapLink,
      mapDescription: b.branch_map_description,
      mapEmbed: embedSrc(b.branch_map_iframe),
      tourHref: tourHref(b.branch_360_iframe),
      images: b.images,
      mainImage: b.main_image,
      car: b.car_accessibility,
      transport: b.public_transportation_accessibility,
      payWithCard: b.pay_with_card,
      reviewLink: b.review_link,
      services: b.services,
      primary: b.branch_is_primary,
      employees: b.employees.map((e) => ({
        id: e.id,
        name: e.title,
        position: e.position,
        email: e.email,
        phone: e.phone,
        photo: e.photo,
      })),
      closure: closure(b),
      crumbs,
    },
    meta: contentMeta(c, url, {
      title: b.title,
      description: `${b.address}, ${b.city}`,
      pageMeta: b.page_meta,
      image: b.main_image,
      crumbs,
      jsonLd: [jsonLd],
    }),
  };
};
