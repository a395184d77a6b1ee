import type { Context } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import type { PageMeta } from '../../shared/page-payload';
import { pathFor } from '../../shared/routes';
import { loadDomainRegistry } from '../config/domains';
import type { AppEnv } from '../env';
import type { UrlEntityRecord } from './url-knowledge';

/**
 * Issue 16 item 2. German is a preference (cookie or `?locale=de`), never indexed on its own: a
 * page has one URL per site, its path in the site's default locale, and that is its canonical
 * whatever the shopper reads it in. hreflang lists the page on every site (sk on the Slovak site,
 * cs on the Czech one, each with its own slug) plus x-default (the first site).
 *
 * `known` is the URL knowledge's record of an entity page; without it (a fixed route such as
 * /kontakt) the path is the same on every site.
 */
export function withSiteUrls(c: Context<AppEnv>, url: URL, meta: PageMeta, known?: UrlEntityRecord): PageMeta {
  const domain = c.get('domain');
  const ownPath = known ? (known.a[domain.defaultLocale] ?? url.pathname) : url.pathname;
  const here = `https://${domain.canonicalHost}`;
  let canonical = meta.canonical;
  // The loader built it from the requested path or from the entity's path in the shopper's locale
  // (a German slug, an alias): the site's own path.
  const entityPaths = [url.pathname, ...(known ? Object.values(known.a) : [])];
  if (canonical) {
    const current = canonical;
    const built = entityPaths.find(
      (p): p is string =>
        typeof p === 'string' &&
        current.startsWith(`${here}${p}`) &&
        /^($|[?#])/.test(current.slice(here.length + p.length)),
    );
    if (built !== undefined && built !== ownPath)
      canonical = `${here}${ownPath}${current.slice(here.length + built.length)}`;
  }
  // A parameterised canonical is never one: the query (locale, filters) is dropped from it, except
  // what the loader keeps on purpose (page numbers, a catalogue canonical of a filter combination).
  if (canonical) {
    const parsed = new URL(canonical);
    parsed.searchParams.delete('locale');
    canonical = parsed.href.replace(/\?$/, '');
  }
  const { sitePaths, ...rest } = meta;
  if (meta.noindex) return { ...rest, ...(canonical ? { canonical } : {}) };
  // Page 2+ of a listing names no alternates: page 2 of the other site's listing may hold other
  // products or not exist (another catalogue, another currency's price ranges), and naming page 1
  // made the pair one-sided (page 1 never names page 2). Page 1 and its twin name each other.
  if (canonical && Number(new URL(canonical).searchParams.get('page') ?? 1) > 1) return { ...rest, canonical };
  const paths = known?.a ?? sitePaths;
  const sites = loadDomainRegistry(c.env.DOMAINS_JSON).domains;
  const alternates: { hreflang: string; href: string }[] = [];
  for (const site of sites) {
    if (known?.x && !known.x.includes(site.code)) continue; // not published there
    const path = paths ? paths[site.defaultLocale] : url.pathname;
    if (path) alternates.push({ hreflang: site.defaultLocale, href: `https://${site.canonicalHost}${path}` });
  }
  // One site only: nothing to name as an alternate.
  if (alternates.length < 2) return { ...rest, ...(canonical ? { canonical } : {}) };
  alternates.push({ hreflang: 'x-default', href: alternates[0]!.href });
  return { ...rest, ...(canonical ? { canonical } : {}), alternates };
}

/**
 * A top category's promotions page (spec 2: `/eroticke-pomocky-v-akcii-na-{product}-sk`), in each
 * locale the category has a one-segment path in; the category page links to it.
 */
export function promotionsPaths(categoryPaths: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const [locale, path] of Object.entries(categoryPaths) as [Locale, string][]) {
    const slug = /^\/([a-z0-9-]+)$/.exec(path)?.[1];
    if (slug) out[locale] = pathFor('promotions', { product: slug });
  }
  return out;
}
