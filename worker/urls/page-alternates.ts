import type { Context } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import type { PageMeta } from '../../shared/page-payload';
import { pathFor } from '../../shared/routes';
import { loadDomainRegistry } from '../config/domains';
import type { AppEnv } from '../env';
import type { UrlEntityRecord } from './url-knowledge';

/** What the alternates need to know about a site. */
export interface AlternateSite {
  code: string;
  canonicalHost: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
  homeCountry: string;
}

/**
 * The path of a page in `locale` on `site`, when it is a page of its own there: the site's default
 * locale's path, or another locale's path that differs from it (a German slug). A locale whose path
 * is the site language's (the same slug) has no page of its own: that shared URL follows the
 * shopper's chosen language.
 */
export function ownPathIn(
  site: Pick<AlternateSite, 'defaultLocale'>,
  paths: Partial<Record<Locale, string>>,
  locale: Locale,
): string | undefined {
  const path = paths[locale];
  if (!path) return undefined;
  return locale === site.defaultLocale || path !== paths[site.defaultLocale] ? path : undefined;
}

/**
 * Issue 32: the hreflang alternates of a page, the one rule for the page's head and the sitemaps'
 * xhtml:link. Every site the page is published on names its page in the site's language (sk, cs)
 * and in every other locale it has a page of its own in (German, at its German slug or path). Both
 * sites have German pages: the first site's is `de`, the others' carry their country (`de-CZ`),
 * so no two URLs share a hreflang. x-default is the first site's page in its language. No
 * alternates when only one URL would be named.
 *
 * `paths` is the page's path per locale (an entity's, a fixed route's); without it the page is the
 * same path everywhere (`samePath`). `published` narrows the sites; `noindex` drops locales whose page
 * is noindex. `elsewhere` names the paths the other sites than `elsewhere.site` have where that site's
 * own differ (a product in that site's wildcard-URL mode: its German path is no page on the other site).
 */
export function alternatesOf(
  sites: readonly AlternateSite[],
  page: {
    paths?: Partial<Record<Locale, string>> | undefined;
    samePath: string;
    published?: readonly string[] | undefined;
    noindex?: readonly Locale[] | undefined;
    elsewhere?: { site: string; paths: Partial<Record<Locale, string>> } | undefined;
  },
): { hreflang: string; href: string }[] {
  const alternates: { hreflang: string; href: string }[] = [];
  const named = new Set<string>();
  for (const site of sites) {
    if (page.published && !page.published.includes(site.code)) continue;
    const paths =
      (page.elsewhere && page.elsewhere.site !== site.code ? page.elsewhere.paths : page.paths) ??
      Object.fromEntries(site.locales.map((l) => [l, page.samePath]));
    const locales = [site.defaultLocale, ...site.locales.filter((l) => l !== site.defaultLocale)];
    for (const locale of locales) {
      const path = ownPathIn(site, paths, locale);
      if (!path || page.noindex?.includes(locale)) continue;
      const hreflang = named.has(locale) ? `${locale}-${site.homeCountry}` : locale;
      named.add(locale);
      alternates.push({ hreflang, href: `https://${site.canonicalHost}${path}` });
    }
  }
  if (alternates.length < 2) return [];
  return [...alternates, { hreflang: 'x-default', href: alternates[0]!.href }];
}

/**
 * Issue 32 (after issue 16 item 2): a page's canonical is its own URL in the language it is shown
 * in: a German page at its German slug or path, a page in the site's language at the site's path.
 * A shared URL read in German (the cookie's choice) names the German page where there is one.
 * hreflang lists the page on every site in every language it has a page of its own in
 * (`alternatesOf`).
 *
 * `known` is the URL knowledge's record of an entity page; `fixedPaths` a fixed route's path per
 * locale (worker/urls/locale-routes.ts); without either the path is the same on every site.
 */
export function withSiteUrls(
  c: Context<AppEnv>,
  url: URL,
  meta: PageMeta,
  known?: UrlEntityRecord,
  fixedPaths?: Partial<Record<Locale, string>>,
): PageMeta {
  const domain = c.get('domain');
  const paths = known?.a ?? meta.sitePaths ?? fixedPaths;
  const ownPath = (paths && (ownPathIn(domain, paths, c.get('locale')) ?? paths[domain.defaultLocale])) ?? url.pathname;
  const here = `https://${domain.canonicalHost}`;
  let canonical = meta.canonical;
  // The loader built it from the requested path or from the entity's path in the shopper's locale
  // (a German slug, an alias): the page's own path in the language it is shown in.
  const entityPaths = [url.pathname, ...(paths ? Object.values(paths) : [])];
  if (canonical) {
    const current = canonical;
    const built = entityPaths
      .filter(
        (p): p is string =>
          typeof p === 'string' &&
          current.startsWith(`${here}${p}`) &&
          /^($|[?#])/.test(current.slice(here.length + p.length)),
      )
      .sort((a, b) => b.length - a.length)[0];
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
  const { sitePaths: _sitePaths, ...rest } = meta;
  if (meta.noindex) return { ...rest, ...(canonical ? { canonical } : {}) };
  // Page 2+ of a listing names no alternates: page 2 of the other site's listing may hold other
  // products or not exist (another catalogue, another currency's price ranges), and naming page 1
  // made the pair one-sided (page 1 never names page 2). Page 1 and its twin name each other.
  if (canonical && Number(new URL(canonical).searchParams.get('page') ?? 1) > 1) return { ...rest, canonical };
  const alternates = alternatesOf(loadDomainRegistry(c.env.DOMAINS_JSON).domains, {
    paths,
    samePath: url.pathname,
    published: known?.x,
    noindex: known?.n,
    elsewhere: known?.g && { site: domain.code, paths: known.g },
  });
  if (alternates.length === 0) return { ...rest, ...(canonical ? { canonical } : {}) };
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
