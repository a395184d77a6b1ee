// Issue 32: what a search engine reads from the shop, checked from its sitemaps outwards, on every site
// and in every language a site offers (npm run check:seo runs it first).
//
//   - every sitemap URL answers 200, is indexable (no robots noindex) and its own canonical;
//   - each sitemap entry's xhtml:link alternates are the page's own hreflang links;
//   - every hreflang target is a sitemap URL of its site (so 200, indexable, canonical) and names the
//     page back (reciprocal); page 2+ of a listing names no page 1 (page 2 or no alternates);
//   - titles and descriptions are unique among the indexable pages of a site and language, page 2+ of
//     every listing included;
//   - every sitemap URL but the home page is linked from another audited page;
//   - every page links each of its hreflang alternates (but itself) with an <a href hreflang>, so a
//     crawler that never carries the language cookie reaches every German page;
//   - a German page links no URL of its site that answers a redirect or an error, and no German URL
//     is the URL of the other site's page in that site's language (a borrowed Czech slug);
//   - the home page has a German URL of its own (`/startseite`);
//   - a sorted or filtered listing is noindex.
//
// The shop is reached through node:http, so one server answers every site by its Host header
// (`sk.localhost`, `cz.localhost`): fetch cannot set Host. Redirects are not followed: a 301 is a finding.
import http from 'node:http';

const UA = 'Mozilla/5.0 (compatible; seo audit crawler)';
const LANGUAGE_COOKIE = 'locale';
const CONCURRENCY = 6;

function get(server, host, path, cookie = 'closed-modals=age-18') {
  const target = new URL(path, server);
  return new Promise((resolve, reject) => {
    const req = http.get(target, { headers: { host, 'user-agent': UA, cookie }, timeout: 60_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`${host}${path}: timed out`)));
    req.on('error', reject);
  });
}

const decodeEntities = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'");

const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? decodeEntities(m[1]) : null;
};

/** What a crawler reads from a page's head and body. */
export function readPage(html) {
  const head = html.slice(0, html.indexOf('</head>') > 0 ? html.indexOf('</head>') : html.length);
  const links = [...head.matchAll(/<link\s[^>]*>/gi)].map((m) => m[0]);
  const metas = [...head.matchAll(/<meta\s[^>]*>/gi)].map((m) => m[0]);
  const canonical = links.find((l) => attr(l, 'rel') === 'canonical');
  const robots = metas.find((m) => attr(m, 'name') === 'robots');
  const description = metas.find((m) => attr(m, 'name') === 'description');
  const title = /<title>([^<]*)<\/title>/.exec(head);
  const alternates = links
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
    .map((l) => ({ hreflang: attr(l, 'hreflang'), href: attr(l, 'href') }));
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null;
  const anchors = [...html.matchAll(/<a\s[^>]*href="([^"]+)"/gi)].map((m) => decodeEntities(m[1]));
  // Links to this page in another language or on the other site (<a hreflang>).
  const languageLinks = [...html.matchAll(/<a\s[^>]*>/gi)]
    .map((m) => ({ hreflang: attr(m[0], 'hreflang'), href: attr(m[0], 'href') }))
    .filter((l) => l.hreflang && l.href);
  return {
    canonical: canonical ? attr(canonical, 'href') : null,
    robots: robots ? attr(robots, 'content') : null,
    description: description ? attr(description, 'content') : null,
    title: title ? decodeEntities(title[1]) : null,
    alternates,
    lang,
    anchors,
    languageLinks,
  };
}

/** The <url> entries of a urlset: loc and its xhtml:link alternates. */
export function readUrlset(xml) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: decodeEntities(/<loc>([^<]+)<\/loc>/.exec(m[1])[1]),
    alternates: [...m[1].matchAll(/<xhtml:link\s[^>]*\/>/g)].map((l) => ({
      hreflang: attr(l[0], 'hreflang'),
      href: attr(l[0], 'href'),
    })),
  }));
}

async function inBatches(items, work) {
  const out = [];
  for (let i = 0; i < items.length; i += CONCURRENCY)
    out.push(...(await Promise.all(items.slice(i, i + CONCURRENCY).map(work))));
  return out;
}

const sameSet = (a, b) =>
  a.length === b.length &&
  a
    .map((x) => `${x.hreflang} ${x.href}`)
    .sort()
    .join('\n') ===
    b
      .map((x) => `${x.hreflang} ${x.href}`)
      .sort()
      .join('\n');

const pageOf = (url) => Number(new URL(url).searchParams.get('page') ?? 1);

export async function auditSites({
  server,
  sites,
  productLimit = Number.POSITIVE_INFINITY,
  detailLimit = 8,
  log = console.log,
}) {
  const problems = new Map();
  const report = (rule, detail) => {
    if (!problems.has(rule)) problems.set(rule, []);
    problems.get(rule).push(detail);
  };

  // Sitemaps of every site: the canonical host each site's URLs are on, and every entry.
  const byCanonicalHost = new Map();
  const entries = new Map(); // loc -> { site, alternates }
  for (const site of sites) {
    const index = await get(server, site.host, '/sitemap.xml');
    if (index.status !== 200) {
      report('sitemap answers 200', `${site.code} /sitemap.xml ${index.status}`);
      continue;
    }
    const children = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(decodeEntities(m[1])),
    );
    site.canonicalHost = children[0]?.host;
    byCanonicalHost.set(site.canonicalHost, site);
    site.locs = [];
    for (const child of children) {
      const doc = await get(server, site.host, child.pathname);
      if (doc.status !== 200) report('sitemap answers 200', `${site.code} ${child.pathname} ${doc.status}`);
      let urls = readUrlset(doc.body);
      if (child.pathname.includes('/products-')) urls = urls.slice(0, productLimit);
      for (const u of urls) {
        if (entries.has(u.loc)) report('each URL in one sitemap once', u.loc);
        entries.set(u.loc, { site, alternates: u.alternates });
        site.locs.push(u.loc);
      }
    }
    const robots = await get(server, site.host, '/robots.txt');
    if (!robots.body.includes(`Sitemap: https://${site.canonicalHost}/sitemap.xml`))
      report('robots.txt names the sitemap', site.code);
  }

  // Each sitemap URL as a crawler reads it (no cookie), then with the other language chosen by its
  // cookie: a German URL must stay German (issue 32), a site-language URL read in German must name
  // its German URL (or itself, where German shares its slug) as canonical.
  const pages = new Map(); // `${cookie language or 'own'} ${url}` -> page
  const audit = async (url, site, cookieLocale) => {
    const u = new URL(url);
    const cookie = `closed-modals=age-18${cookieLocale ? `; ${LANGUAGE_COOKIE}=${cookieLocale}` : ''}`;
    const res = await get(server, site.host, u.pathname + u.search, cookie);
    const page = {
      url,
      site,
      language: cookieLocale ?? 'own',
      status: res.status,
      location: res.headers.location,
      ...readPage(res.body),
    };
    pages.set(`${cookieLocale ?? 'own'} ${url}`, page);
    return page;
  };
  const listings = [];
  const selfCanonical = (page) => page.status === 200 && page.canonical === page.url;
  for (const site of sites) {
    if (!site.locs) continue;
    await inBatches(site.locs, async (loc) => {
      const page = await audit(loc, site, null);
      const where = `${site.code} ${loc}`;
      if (page.status !== 200) {
        report('sitemap URL answers 200', `${where}: ${page.status}${page.location ? ` -> ${page.location}` : ''}`);
        return;
      }
      if (/noindex/i.test(page.robots ?? '')) report('sitemap URL is indexable', where);
      if (page.canonical !== loc) report('sitemap URL is its own canonical', `${where}: canonical ${page.canonical}`);
      if (!sameSet(page.alternates, entries.get(loc).alternates))
        report('sitemap xhtml:link alternates = the page hreflang', where);
      // Page 2 of a listing is indexable too: audited with the sitemap pages.
      const path = new URL(loc).pathname;
      if (page.anchors.some((a) => a === `${path}?page=2`)) listings.push(new URL(`${path}?page=2`, loc).href);
    });
    // German (issue 32): the site's language is its home page's; its German pages are the sitemap
    // URLs a crawler reads in German.
    site.language = pages.get(`own https://${site.canonicalHost}/`)?.lang;
    site.german = new Set(site.locs.filter((loc) => pages.get(`own ${loc}`)?.lang === 'de'));
    if (site.language === 'de') continue;
    if (site.german.size === 0)
      report('German pages have URLs of their own in the sitemap', `${site.code}: none of ${site.locs.length}`);
    site.sharedInGerman = 0;
    await inBatches(site.locs, async (loc) => {
      const own = pages.get(`own ${loc}`);
      if (own?.status !== 200) return;
      const german = site.german.has(loc);
      const page = await audit(loc, site, german ? site.language : 'de');
      const where = `${site.code} ${loc} (cookie ${german ? site.language : 'de'})`;
      if (page.status !== 200) {
        report('sitemap URL answers 200', `${where}: ${page.status}${page.location ? ` -> ${page.location}` : ''}`);
        return;
      }
      if (german) {
        if (page.lang !== 'de') report('a German URL is German whatever the cookie', `${where}: lang ${page.lang}`);
        if (page.canonical !== loc)
          report('a German URL is its own canonical whatever the cookie', `${where}: ${page.canonical}`);
        return;
      }
      if (page.lang !== 'de') report('German is shown where the shopper chose it', `${where}: lang ${page.lang}`);
      if (page.canonical === loc) {
        site.sharedInGerman++; // German shares this URL: its cookie decides the language
        return;
      }
      if (!site.german.has(page.canonical))
        report('a page read in German names a German sitemap URL as canonical', `${where}: ${page.canonical}`);
      else if (!own.alternates.some((a) => a.hreflang.startsWith('de') && a.href === page.canonical))
        report('hreflang names the German page (de)', `${site.code} ${loc}: no de -> ${page.canonical}`);
      if (own.alternates.length > 0 && !own.alternates.some((a) => a.hreflang === 'x-default'))
        report('hreflang names x-default', `${site.code} ${loc}`);
    });
  }
  for (const site of sites) {
    const own = listings.filter((l) => new URL(l).host === site.canonicalHost);
    await inBatches(own, async (url) => {
      const page = await audit(url, site, null);
      const where = `${site.code} ${url}`;
      if (page.status !== 200) report('page 2 of a listing answers 200', `${where}: ${page.status}`);
      else if (page.canonical !== url) report('page 2 of a listing is its own canonical', where);
      else if (/noindex/i.test(page.robots ?? '')) report('page 2 of a listing is indexable', where);
    });
    // A sorted listing is the same list again: noindex (docs/URLS-AND-SEO.md, "Listings").
    const category = site.locs?.find((l) => /\/[a-z0-9-]+$/.test(l) && listings.includes(`${l}?page=2`));
    if (category) {
      const sorted = await audit(`${category}?sort=PriceSortASC`, site, null);
      if (!/noindex/i.test(sorted.robots ?? '')) report('a sorted listing is noindex', `${category}?sort=PriceSortASC`);
    }
  }

  // hreflang: every target a sitemap URL (or page 2+ of a listing) of its site, each pair reciprocal.
  const indexable = new Set([...entries.keys(), ...listings]);
  for (const page of pages.values()) {
    if (!selfCanonical(page) || /noindex/i.test(page.robots ?? '') || !page.url.startsWith('https://')) continue;
    if (page.url.includes('?sort=')) continue;
    const { language } = page;
    for (const alt of page.alternates) {
      if (alt.hreflang === 'x-default') continue;
      if (pageOf(alt.href) !== pageOf(page.url))
        report('hreflang names the same page number', `${page.url} (${language}) -> ${alt.href}`);
      if (!indexable.has(alt.href)) {
        report('hreflang target is an indexable URL of its site', `${page.url} (${language}) -> ${alt.href}`);
        continue;
      }
      const back = pages.get(`own ${alt.href}`);
      if (back && !back.alternates.some((b) => b.href === page.url))
        report('hreflang is reciprocal', `${page.url} (${language}) -> ${alt.href} does not name it back`);
    }
  }

  // Language links: the page's alternates as real links, the exact URLs its head names.
  for (const [key, page] of pages) {
    if (!key.startsWith('own ') || !selfCanonical(page) || /noindex/i.test(page.robots ?? '')) continue;
    for (const alt of page.alternates) {
      if (alt.hreflang === 'x-default' || alt.href === page.url) continue;
      if (!page.languageLinks.some((l) => l.hreflang === alt.hreflang && l.href === alt.href))
        report(
          'a page links its hreflang alternates (<a href hreflang>)',
          `${page.url} -> ${alt.hreflang} ${alt.href}`,
        );
    }
  }

  // A German URL is German's own slug: never the URL of another site's page in that site's language
  // (German text at `/clanky/<Czech slug>` on the Slovak site, linked from its German category).
  for (const site of sites) {
    for (const loc of site.german ?? []) {
      const path = new URL(loc).pathname;
      for (const other of sites) {
        if (other === site || !other.canonicalHost) continue;
        const twin = pages.get(`own https://${other.canonicalHost}${path}`);
        if (twin?.status === 200 && twin.lang === other.language && twin.lang !== 'de')
          report(
            'a German URL is no URL of the other site in its language',
            `${site.code} ${loc} (${other.code}: ${twin.lang})`,
          );
      }
    }
  }

  // The home page has a German URL of its own: read in German, it names one as canonical.
  for (const site of sites) {
    if (!site.german || site.language === 'de') continue;
    const home = `https://${site.canonicalHost}/`;
    const inGerman = pages.get(`de ${home}`);
    if (inGerman && !site.german.has(inGerman.canonical))
      report(
        'the home page has a German URL of its own',
        `${site.code}: read in German its canonical is ${inGerman.canonical}`,
      );
  }

  // A German page's links within its site answer 200: no redirect (another site's slug), no error.
  const repeat = /[?&](param|price|tags|stock|sort|from|currency|locale|variant_id|addToCart|q)=/i;
  for (const site of sites) {
    const targets = new Map(); // path -> a German page linking it
    for (const [key, page] of pages) {
      if (!key.startsWith('own ') || page.site !== site || page.lang !== 'de' || page.status !== 200) continue;
      for (const a of page.anchors) {
        const target = new URL(a, `https://${site.canonicalHost}`);
        if (target.host !== site.canonicalHost || !/^https?:$/.test(target.protocol)) continue;
        const path = target.pathname + target.search;
        if (repeat.test(path) || /^\/(api|__data|__demo|__ops|image|assets)\//.test(path)) continue;
        if (!targets.has(path)) targets.set(path, page.url);
      }
    }
    const known = (path) => pages.get(`own https://${site.canonicalHost}${path}`);
    await inBatches([...targets.keys()], async (path) => {
      const status = known(path)?.status ?? (await get(server, site.host, path)).status;
      if (status !== 200)
        report(
          'a German page links URLs of its site that answer 200',
          `${site.code} ${path}: ${status} (on ${targets.get(path)})`,
        );
    });
  }

  // Unique titles and descriptions per site and language (each URL in the language it is its own
  // canonical in: a German URL in German, a site-language URL in the site's language).
  for (const site of sites) {
    for (const language of new Set([...pages.values()].map((p) => p.lang))) {
      const seen = { title: new Map(), description: new Map() };
      for (const [key, page] of pages) {
        if (!key.startsWith('own ') || page.site !== site || page.lang !== language || !selfCanonical(page)) continue;
        if (/noindex/i.test(page.robots ?? '')) continue;
        for (const field of ['title', 'description']) {
          const value = page[field];
          if (!value) {
            report(`every indexable page has a ${field}`, `${site.code} ${language} ${page.url}`);
            continue;
          }
          const first = seen[field].get(value);
          if (first) report(`unique ${field}s`, `${site.code} ${language} "${value}": ${first} and ${page.url}`);
          else seen[field].set(value, page.url);
        }
      }
    }
  }

  // Every sitemap URL is linked from another page of its site.
  for (const site of sites) {
    const linked = new Set();
    for (const [key, page] of pages) {
      if (!key.startsWith('own ') || page.site !== site) continue;
      const from = new URL(page.url).pathname;
      for (const a of page.anchors) {
        const target = new URL(a, `https://${site.canonicalHost}`);
        if (target.host === site.canonicalHost && target.pathname !== from) linked.add(target.pathname);
      }
    }
    for (const loc of site.locs ?? []) {
      const path = new URL(loc).pathname;
      if (path !== '/' && !linked.has(path)) report('every sitemap URL has an internal link', `${site.code} ${loc}`);
    }
  }

  let total = 0;
  log(`  ${pages.size} page views of ${entries.size} sitemap URLs and ${listings.length} listing pages 2`);
  for (const site of sites)
    if (site.german)
      log(
        `  ${site.code}: ${site.german.size} German sitemap URLs; ${site.sharedInGerman ?? 0} URLs German shares with ${site.language} (its cookie decides)`,
      );
  for (const [rule, details] of problems) {
    total += details.length;
    log(`  FAIL ${rule}: ${details.length}`);
    for (const d of details.slice(0, detailLimit)) log(`    ${d}`);
    if (details.length > detailLimit) log(`    … and ${details.length - detailLimit} more`);
  }
  if (total === 0) log('  all rules hold');
  return total;
}
