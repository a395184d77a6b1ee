// Acceptance checks of issue 16 against a running shop (both sites), with well-kept tools from npm:
//   1. structured data: @adobe/structured-data-validator (Schema.org + Google rich-result rules per
//      type), fed by @marbec/web-auto-extractor, over home, category, product, article and branch
//      pages of both sites; any ERROR fails.
//   2. links: linkinator crawls each site from its home and reports broken links and images.
//
// `npm run build && npm run check:seo` starts its own `wrangler dev` (port SEO_CHECK_PORT, default
// 8818, fresh state). The Slovak site answers on http://localhost:PORT and the Czech one on
// http://127.0.0.1:PORT (DOMAINS_JSON below): Node resolves no *.localhost names, and fetch cannot
// choose the Host header. External links are skipped (the machine is offline); so are filter, sort
// and currency variants of listings (the same pages again), the API and page-data endpoints.
import { LinkChecker } from 'linkinator';
import { auditSites } from './seo-audit.mjs';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { startDevServer } from '../tests/bench/lib/dev-server.mjs';

const port = Number(process.env.SEO_CHECK_PORT ?? 8818);
const CRAWLER_UA = 'Mozilla/5.0 (compatible; linkcheck; structured-data validator)';

const ALL_SITES = [
  { code: 'sk', origin: `http://localhost:${port}` },
  { code: 'cz', origin: `http://127.0.0.1:${port}` },
];
// SEO_CHECK_SITES=cz checks one site (a whole run crawls ~14,000 links per site, ~12 min each here).
const only = (process.env.SEO_CHECK_SITES ?? 'sk,cz').split(',');
const SITES = ALL_SITES.filter((s) => only.includes(s.code));

const DOMAINS_JSON = JSON.stringify({
  fallbackCode: 'cz',
  domains: {
    sk: { hostAliases: ['localhost', 'sk.localhost', 'eshop-demo.sk'] },
    cz: { hostAliases: ['127.0.0.1', 'cz.localhost', 'eshop-demo.cz'] },
  },
});

async function get(origin, path) {
  const res = await fetch(`${origin}${path}`, { headers: { 'user-agent': CRAWLER_UA } });
  if (res.status !== 200) throw new Error(`${origin}${path} answered ${res.status}`);
  return res.text();
}

async function getJson(origin, path) {
  return JSON.parse(await get(origin, `/__data${path}`));
}

/** One page of each kind that carries structured data, found through the site's own data. */
async function samplePages(origin) {
  const categories = await getJson(origin, '/kategorie');
  const category = categories.data.tree[0].href;
  const listing = await getJson(origin, category);
  const product = listing.data.listing.products[0].href;
  const articles = await getJson(origin, '/nakupny-radca');
  const article = JSON.stringify(articles.data).match(/\/clanky\/[a-z0-9-]+/)[0];
  const branches = await getJson(origin, '/pobocky');
  const branch = JSON.stringify(branches.data).match(/\/pobocky\/[a-z0-9-]+/)[0];
  return { home: '/', category, product, article, branch };
}

async function validateStructuredData() {
  const validator = new Validator(); // no schema.org vocabulary: it is not reachable offline
  let errors = 0;
  let warnings = 0;
  for (const { code, origin } of SITES) {
    for (const [kind, path] of Object.entries(await samplePages(origin))) {
      const html = await get(origin, path);
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
      const types = Object.keys(extracted.jsonld).join(', ');
      const issues = await validator.validate(extracted);
      const pageErrors = issues.filter((i) => i.severity === 'ERROR');
      const pageWarnings = issues.filter((i) => i.severity !== 'ERROR');
      errors += pageErrors.length;
      warnings += pageWarnings.length;
      console.log(
        `  ${code} ${kind.padEnd(8)} ${path}: ${types || '(none)'}: ${pageErrors.length} errors, ${pageWarnings.length} warnings`,
      );
      for (const i of pageErrors) console.log(`    ERROR ${i.rootType}: ${i.issueMessage}`);
      for (const msg of new Set(pageWarnings.map((i) => `${i.rootType}: ${i.issueMessage}`))) {
        console.log(`    warning ${msg}`);
      }
    }
  }
  return { errors, warnings };
}

/** Listing variants and endpoints a crawl would only repeat; external hosts (offline machine). */
function skipLink(origin) {
  const repeat = /[?&](param|price|tags|stock|sort|from|currency|locale|variant_id|addToCart|q)=/i;
  return async (link) => {
    if (!link.startsWith(origin)) return true;
    const path = link.slice(origin.length);
    return repeat.test(path) || /^\/(api|__data|__demo|__ops)\//.test(path);
  };
}

async function crawl({ code, origin }) {
  const checker = new LinkChecker();
  const broken = [];
  let links = 0;
  checker.on('link', (result) => {
    links += 1;
    if (result.state === 'BROKEN') broken.push(result);
  });
  await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    userAgent: CRAWLER_UA,
    headers: { cookie: 'closed-modals=age-18' },
    linksToSkip: skipLink(origin),
  });
  const images = broken.filter((b) => /\/image\/|\.(png|jpe?g|webp|svg)(\?|$)/.test(b.url));
  console.log(
    `  ${code}: ${links} links checked, ${broken.length - images.length} broken links, ${images.length} broken images`,
  );
  for (const b of broken) console.log(`    ${b.status} ${b.url} (on ${b.parent})`);
  return broken.length;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
// SEO_CHECK_SERVER=http://127.0.0.1:8805 audits a shop that already runs there (`PORT=8805 npm run dev`)
// through its sk.localhost and cz.localhost names (structured data and the crawl need this script's own
// server: they reach the Czech site as 127.0.0.1).
const running = process.env.SEO_CHECK_SERVER;
const server = running
  ? null
  : await startDevServer({ port, stateName: 'seo-check', extraArgs: ['--var', `DOMAINS_JSON:${DOMAINS_JSON}`] });
// SEO_CHECK_STEPS=audit runs only the sitemap audit (the crawl of both sites takes ~25 min here).
const steps = (process.env.SEO_CHECK_STEPS ?? (running ? 'audit' : 'audit,structured-data,crawl')).split(',');
let failed = false;
try {
  if (steps.includes('audit')) {
    console.log(
      'Sitemaps, indexability, hreflang, titles and descriptions, internal links (both sites, sk/cs and de):',
    );
    const problems = await auditSites({
      server: running ?? `http://127.0.0.1:${port}`,
      sites: SITES.map((s) => ({ code: s.code, host: `${s.code}.localhost` })),
      productLimit: Number(process.env.SEO_CHECK_PRODUCTS ?? Number.POSITIVE_INFINITY),
      detailLimit: Number(process.env.SEO_CHECK_DETAILS ?? 8),
    });
    if (problems > 0) failed = true;
  }
  if (steps.includes('structured-data')) {
    console.log('Structured data (@adobe/structured-data-validator, Google rich-result rules):');
    const sd = await validateStructuredData();
    console.log(`  total: ${sd.errors} errors, ${sd.warnings} warnings (warnings are optional fields)`);
    if (sd.errors > 0) failed = true;
  }
  if (steps.includes('crawl')) {
    console.log('Crawl (linkinator, internal links and images):');
    for (const site of SITES) if ((await crawl(site)) > 0) failed = true;
  }
} finally {
  server?.stop();
}
process.exit(failed ? 1 : 0);
