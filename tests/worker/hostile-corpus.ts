// The hostile-input corpus (issue 6 "Resilience"): requests a scanner, a fuzzer or an attacker
// sends, as data. tests/worker/hostile-input.test.ts runs every case through the whole storefront
// against the real demo backend and asserts, for each one: no 5xx, no raw payload echoed in the
// body, no redirect leaving the site, no upstream call outside the allow-lists.
import { STORE_ALLOW_LIST } from '../../worker/proxy/store-allow-list';
import { apiPathVariants } from './hostile-api-paths';
import { OFF_SITE_TARGETS } from './hostile-redirects';

export interface HostileCase {
  group: string;
  name: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** Path and query as sent (may hold odd escapes); the host is the SK site unless `host` says otherwise. */
  path: string;
  host?: string;
  headers?: Record<string, string>;
  /** Extra `cookie` header (on top of the auth cookie when `auth`). */
  cookie?: string;
  body?: string;
  /** Send the logged-in demo customer's auth cookie. */
  auth?: boolean;
  /** Strings that must never appear verbatim in the answer (body and headers). */
  mustNotEcho?: readonly string[];
  /** Exact status expected (beyond "not 5xx"). */
  status?: number;
  /** True when the proxy must refuse it without calling any upstream. */
  noUpstream?: boolean;
}

/** Script payloads: each must come back escaped (or not at all), never verbatim. */
export const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>alert(1)</script>',
  '<iframe src=javascript:alert(1)>',
  '{{constructor.constructor("alert(1)")()}}<b>x</b>',
] as const;

const enc = encodeURIComponent;
/** Placeholder for a real product slug of the demo catalogue (the test replaces it). */
export const PRODUCT = '__product__';
const SAME_ORIGIN = { origin: 'https://www.eshop-demo.sk', 'content-type': 'application/json' };

// ---------------------------------------------------------------------------------------------
// Malformed, odd-encoded and huge URLs; path traversal; CRLF.

const oddPaths: [string, string][] = [
  ['lone percent', '/%'],
  ['percent at end of a segment', '/kontakt%'],
  ['invalid escape %zz', '/%zz'],
  ['invalid escape in product slug', '/produkt/%zz'],
  ['truncated escape', '/produkt/%e'],
  ['overlong UTF-8 dot dot', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd'],
  ['overlong UTF-8 slash', '/produkt/%c0%af%c0%afapi'],
  ['invalid UTF-8 bytes', '/%ff%fe%fd'],
  ['cut UTF-8 sequence', '/kategorie/%e2%82'],
  ['NUL in path', '/%00'],
  ['NUL inside a slug', '/produkt/a%00b'],
  ['NUL in a category path', '/masazne-oleje%00.json'],
  ['right-to-left override', '/%e2%80%aetxt.exe'],
  ['BOM segment', '/%ef%bb%bfkontakt'],
  ['emoji slug', '/produkt/%f0%9f%98%80'],
  ['upper-case escapes', '/HLADAT%3Fq%3D1'],
  ['encoded slash in slug', '/produkt/a%2fb'],
  ['encoded backslash', '/produkt/a%5cb'],
  ['semicolon path parameter', '/kontakt;jsessionid=1'],
  ['many slashes', '///////kontakt'],
  ['dot segments resolved', '/a/./b/../kontakt'],
  ['odd query escapes', '/?a=%zz&b=%&c=%e2%82&%zz=1'],
  ['bare ampersands', '/kontakt?&&&=&=='],
  ['query of escapes only', '/hladat?q=%25%25%25'],
  ['NUL in query', '/hladat?q=%00olej'],
  ['overlong UTF-8 in query', '/hladat?q=%c0%bcscript%c0%be'],
  ['array-style query keys', '/masazne-oleje?price[]=1&price[gt]=2&sort[$ne]=1'],
  ['prototype keys in query', '/masazne-oleje?__proto__[x]=1&constructor[prototype][y]=2'],
  ['page number overflow', '/masazne-oleje?page=99999999999999999999999'],
  ['negative page', '/masazne-oleje?page=-1'],
  ['NaN page', '/znacky?page=NaN'],
  ['float page', '/nakupny-radca?page=1.5e3'],
  ['variant id garbage', `/produkt/${PRODUCT}?variant_id=1e999`],
  ['order status code garbage', '/stav-objednavky?code=%00%00&token=..%2f..'],
  ['page data of a bad escape', '/__data/%zz'],
  ['page data of NUL', '/__data/produkt/%00'],
  ['page data without a path', '/__data'],
  ['image path bad escape', '/image/%zz'],
  ['api path bad escape', '/api/v1/products/%zz'],
  ['api path NUL', '/api/v1/products/1%00'],
  ['assets bad escape', '/assets/%zz.js'],
  ['health with junk', '/__health/%zz'],
  ['unknown dunder path', '/__admin'],
  ['ops without token', '/__ops/stats'],
];

const traversal: [string, string][] = [
  ['encoded dot-dot to etc', '/%2e%2e/%2e%2e/etc/passwd'],
  ['mixed-case encoded dot-dot', '/%2E%2e/%2e%2E/wrangler.toml'],
  ['encoded dot-dot-slash in one segment', '/%2e%2e%2fapi%2fv1%2fadmin'],
  ['api: encoded dot-dot', '/api/v1/%2e%2e/admin/orders'],
  ['api: dot-dot-slash in a parameter', '/api/v1/products/..%2fadmin'],
  ['api: dot-dot parameter', '/api/v1/products/%2e%2e'],
  ['api: walk out of cart items', '/api/v1/cart/items/..%2f..%2fadmin'],
  ['api: export behind dot-dot', '/api/v1/user/orders/1%2f..%2f..%2fadmin/items/export'],
  ['api: double slash', '/api/v1//cart'],
  ['api: backslash walk', '/api/v1/products/1%5c..%5c..%5cadmin'],
  ['api: content walk to store', '/api/content/..%2f..%2fapi%2fv1%2fuser'],
  ['api: content encoded dot-dot', '/api/content/%2e%2e/%2e%2e/api/v1/user'],
  ['api: menu code walk', '/api/content/menu-object/..%2f..%2fapi%2fv1%2fuser'],
  ['image: walk to store', '/image/..%2f..%2fapi%2fv1%2fuser'],
  ['image: encoded dot-dot segments', '/image/%2e%2e/api/v1/user'],
  ['image: double-encoded dot-dot', '/image/%252e%252e/%252e%252e/api/v1/user'],
  ['assets: walk to config', '/assets/..%2f..%2fwrangler.toml'],
  ['page data: walk to API', '/__data/..%2f..%2fapi%2fv1%2fuser'],
  ['page data: encoded dot-dot', '/__data/%2e%2e/api/v1/user'],
  ['product slug walk', '/produkt/..%2f..%2fapi%2fv1%2fuser'],
  ['article slug walk', '/clanky/%2e%2e%2f%2e%2e%2fcontent%2fgraphql'],
  ['user order id walk', '/uzivatel/objednavky/1%2f..%2f..%2fadmin'],
  ['shopping list id walk', '/uzivatel/nakupne-zoznamy/..%2f1'],
  ['infomail walk', '/infomail/..%2f..%2f__demo%2fknobs'],
];

const crlf: [string, string][] = [
  ['CRLF header injection in path', '/%0d%0aSet-Cookie:%20injected=1'],
  ['CRLF Location injection in path', '/kontakt%0d%0aLocation:%20https://evil.example.com'],
  ['CRLF in a path that is redirected (upper case)', '/Kontakt%0d%0aX-Injected:%201'],
  ['CRLF in query of a redirected path', '/Kontakt?x=%0d%0aSet-Cookie:%20injected=1'],
  ['CRLF in query', '/?x=%0d%0aSet-Cookie:%20injected=1'],
  ['CRLF in search', '/hladat?q=olej%0d%0aX-Injected:%201'],
  ['LF only in query', '/hladat?q=%0aX-Injected:1'],
  ['CR only in path', '/produkt/a%0db'],
  ['CRLF in API parameter', '/api/v1/products/1%0d%0aX-Injected:1'],
  ['CRLF in image path', '/image/x%0d%0aX-Injected:1.png'],
  ['CRLF in currency', '/?currency=EUR%0d%0aSet-Cookie:%20injected=1'],
  ['CRLF in locale', '/?locale=sk%0d%0aSet-Cookie:%20injected=1'],
  ['CRLF in utm', '/?utm_source=x%0d%0aSet-Cookie:%20injected=1'],
  ['CRLF in cjevent', '/?cjevent=x%0d%0aSet-Cookie:%20injected=1'],
];

const huge: [string, string][] = [
  ['8 KB path', `/${'a'.repeat(8 * 1024)}`],
  ['64 KB path', `/${'a'.repeat(64 * 1024)}`],
  ['300 path segments', `/${Array.from({ length: 300 }, () => 'a').join('/')}`],
  ['8 KB product slug', `/produkt/${'b'.repeat(8 * 1024)}`],
  ['64 KB query', `/?x=${'q'.repeat(64 * 1024)}`],
  ['100 KB search query', `/hladat?q=${'olej'.repeat(25 * 1024)}`],
  ['one 190-character search word', `/hladat?q=${'olej'.repeat(47)}`],
  ['long search word with diacritics', `/hladat?q=${enc('ľščťžýáíé'.repeat(8))}`],
  ['50 search words', `/hladat?q=${Array.from({ length: 50 }, (_, i) => `w${i}x`).join('+')}`],
  ['LIKE wildcards in search', `/hladat?q=${enc('%%% ___ \\\\ %_%')}`],
  [
    'API catalogue state with 400 search words',
    `/api/content/catalog/v2/state?scope=search&q=${Array.from({ length: 400 }, (_, i) => `w${i}x`).join('+')}`,
  ],
  ['5000 query parameters', `/masazne-oleje?${Array.from({ length: 5000 }, (_, i) => `p${i}=${i}`).join('&')}`],
  ['5000 repeated filter values', `/masazne-oleje?${Array.from({ length: 5000 }, (_, i) => `tags=${i}`).join('&')}`],
  ['long page-data path', `/__data/${'c'.repeat(20 * 1024)}`],
  ['long API query (refused)', `/api/v1/products/1?${'x'.repeat(8 * 1024)}`],
  ['long API parameter', `/api/v1/products/${'1'.repeat(5000)}`],
  ['long image path', `/image/${'d'.repeat(4096)}.png`],
  ['long redirect target', `/prihlasit?redirect=/${'e'.repeat(64 * 1024)}`],
];

const methods: HostileCase[] = [
  { group: 'method', name: 'POST to a page', method: 'POST', path: '/', body: 'a=1' },
  { group: 'method', name: 'PUT to a page', method: 'PUT', path: '/kontakt', body: 'x' },
  { group: 'method', name: 'DELETE a page', method: 'DELETE', path: `/produkt/${PRODUCT}` },
  { group: 'method', name: 'PATCH the page data route', method: 'PATCH', path: '/__data/kontakt', body: '{}' },
  { group: 'method', name: 'OPTIONS on the API', method: 'OPTIONS', path: '/api/v1/cart' },
  { group: 'method', name: 'HEAD on a page', method: 'HEAD', path: '/kontakt' },
  {
    group: 'method',
    name: 'PUT on an API read (not allow-listed)',
    method: 'PUT',
    path: '/api/v1/globals',
    headers: SAME_ORIGIN,
    body: '{}',
    noUpstream: true,
    status: 404,
  },
  {
    group: 'method',
    name: 'DELETE the user (not allow-listed)',
    method: 'DELETE',
    path: '/api/v1/user',
    headers: SAME_ORIGIN,
    auth: true,
    noUpstream: true,
    status: 404,
  },
  { group: 'method', name: 'POST an image', method: 'POST', path: '/image/x.png', body: 'x', noUpstream: true },
  {
    group: 'method',
    name: 'mutation without Origin (CSRF)',
    method: 'POST',
    path: '/api/v1/cart/items',
    headers: { 'content-type': 'application/json' },
    body: '{"id":1,"amount":1}',
    noUpstream: true,
    status: 403,
  },
  {
    group: 'method',
    name: 'mutation from another site (CSRF)',
    method: 'POST',
    path: '/api/v1/cart/items',
    headers: { origin: 'https://evil.example.com', 'content-type': 'application/json' },
    body: '{"id":1,"amount":1}',
    noUpstream: true,
    status: 403,
  },
];

const hosts: HostileCase[] = [
  {
    group: 'host',
    name: 'unknown Host: page never names it',
    path: '/kontakt',
    host: 'evil.example.com',
    mustNotEcho: ['evil.example.com'],
  },
  {
    group: 'host',
    name: 'unknown Host: redirect stays relative',
    path: '/Kontakt',
    host: 'evil.example.com',
    mustNotEcho: ['evil.example.com'],
  },
  { group: 'host', name: 'Host with a port and trailing dot', path: '/', host: 'www.eshop-demo.sk.:8443' },
  {
    group: 'host',
    name: 'X-Forwarded-Host is not trusted',
    path: '/kontakt',
    headers: { 'x-forwarded-host': 'evil.example.com' },
    mustNotEcho: ['evil.example.com'],
  },
];

// ---------------------------------------------------------------------------------------------
// Cookies: every cookie the worker reads, oversized and malformed.

const READ_COOKIES = [
  'locale',
  'currency',
  'apollo-token',
  'guest-cart-token',
  'user-variant',
  'user-groups',
  'utm',
  'cjevent',
  'idp',
  'closed-modals',
  'cookie-consent',
  'dev-country',
] as const;

const cookieValues: [string, string, readonly string[]][] = [
  ['oversized (6 KB)', 'A'.repeat(6 * 1024), []],
  ['script', enc('<script>alert(1)</script>'), ['<script>alert(1)</script>']],
  ['raw script and quotes', '"><img src=x onerror=alert(1)>', ['"><img src=x onerror=alert(1)>']],
  ['broken escapes', '%zz%e2%82%', []],
  ['JSON junk', enc('{"__proto__":{"admin":true},"source":["<b>"]}'), ['<b>']],
];

const cookieCases: HostileCase[] = READ_COOKIES.flatMap((name) =>
  cookieValues.map(
    ([what, value, echo]): HostileCase => ({
      group: 'cookie',
      name: `${name}: ${what}`,
      path: name === 'guest-cart-token' || name === 'apollo-token' ? '/kosik' : '/',
      cookie: `${name}=${value}`,
      mustNotEcho: echo,
    }),
  ),
);
cookieCases.push(
  {
    group: 'cookie',
    name: 'guest token on the cart API: oversized',
    path: '/api/v1/cart',
    cookie: `guest-cart-token=${'g'.repeat(5000)}`,
  },
  {
    group: 'cookie',
    name: 'auth token on the user API: script',
    path: '/api/v1/user',
    cookie: `apollo-token=${enc('<script>alert(1)</script>')}`,
    mustNotEcho: ['<script>alert(1)</script>'],
  },
  {
    group: 'cookie',
    name: 'auth token well-shaped but forged',
    path: '/uzivatel/prehled',
    cookie: `apollo-token=${'F'.repeat(64)}`,
  },
  {
    group: 'cookie',
    name: 'groups with 500 entries',
    path: '/',
    cookie: `user-groups=${Array.from({ length: 500 }, (_, i) => `g${i}`).join(',')}`,
  },
  { group: 'cookie', name: 'utm that is not an object', path: '/', cookie: `utm=${enc('[1,2,3]')}` },
  {
    group: 'cookie',
    name: 'utm with script values',
    path: '/',
    cookie: `utm=${enc('{"source":"<script>alert(1)</script>"}')}`,
    mustNotEcho: ['<script>alert(1)</script>'],
  },
  {
    group: 'cookie',
    name: 'closed-modals with script',
    path: '/',
    cookie: `closed-modals=${enc('entry,<script>alert(1)</script>,welcome')}`,
    mustNotEcho: ['<script>alert(1)</script>'],
  },
  { group: 'cookie', name: 'duplicate cookies', path: '/', cookie: 'locale=sk; locale=xx; currency=EUR; currency=<x>' },
  {
    group: 'cookie',
    name: 'cookie header of 40 KB',
    path: '/',
    cookie: Array.from({ length: 400 }, (_, i) => `junk${i}=${'v'.repeat(100)}`).join('; '),
  },
  { group: 'cookie', name: 'cookie without = and empty names', path: '/', cookie: 'locale; =sk; ;;; currency=' },
);

// ---------------------------------------------------------------------------------------------
// Locale and currency values.

const localeCurrency: [string, string][] = [
  ['unknown locale', '/?locale=xx'],
  ['locale of the other site', '/?locale=cs'],
  ['upper-case locale', '/?locale=SK'],
  ['script as locale', `/?locale=${enc(XSS[0])}`],
  ['array locale', '/?locale[]=sk&locale[]=de'],
  ['empty locale', '/?locale='],
  ['unknown currency', '/?currency=USD'],
  ['lower-case currency', '/?currency=czk'],
  ['script as currency', `/?currency=${enc(XSS[1])}`],
  ['NUL currency', '/?currency=EUR%00'],
  ['six-letter currency', '/?currency=EUREUR'],
  ['two currencies', '/?currency=EUR&currency=CZK'],
  ['currency on the API', `/api/v1/cart?currency=${enc(XSS[0])}`],
  ['country override junk', `/?__country=${enc('<x>')}`],
  ['country override too long', '/?__country=ZZZZ'],
  ['currency and locale on a product', `/produkt/${PRODUCT}?currency=XXX&locale=${enc(XSS[2])}`],
];

// ---------------------------------------------------------------------------------------------
// Open redirects: the content redirect lookup (seeded off-site targets) and query parameters.

const redirectLookups: [string, string][] = [
  ['seeded off-site target', '/vonkajsi-odkaz'],
  ['seeded protocol-relative target', '/vonkajsi-odkaz-2'],
  ['off-site, upper case first', '/VONKAJSI-ODKAZ'],
  ['off-site, trailing slash first', '/vonkajsi-odkaz-2/'],
  ['off-site, with default-locale prefix', '/sk/vonkajsi-odkaz'],
  ['off-site, with a query', '/vonkajsi-odkaz?x=1'],
  ['off-site via page data', '/__data/vonkajsi-odkaz'],
  ['protocol-relative via page data', '/__data/vonkajsi-odkaz-2'],
  ['self-redirect', '/sam-na-seba'],
  ['two-step loop', '/slucka-1'],
  ['chain', '/presmerovanie-a'],
  ['same-site target with locale prefix', '/sk/kontakt-stary'],
];

const redirectTargets: [string, string][] = [
  ['absolute off-site', 'https://evil.example.com/x'],
  ['protocol-relative', '//evil.example.com/x'],
  ['backslash trick', '/\\evil.example.com'],
  ['double backslash', '\\\\evil.example.com'],
  ['scheme without slashes', 'https:evil.example.com'],
  ['encoded double slash', '/%2f/evil.example.com'],
  ['encoded backslash', '/%5cevil.example.com'],
  ['javascript URL', 'javascript:alert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['leading space', ' //evil.example.com'],
  ['tab inside', '/\t/evil.example.com'],
  ['userinfo trick', 'https://www.eshop-demo.sk@evil.example.com/'],
  ['CRLF in target', '/kontakt%0d%0aSet-Cookie:%20x=1'],
  ['our other site', 'https://www.eshop-demo.cz/'],
  // Issue 11.3: raw strings that look like a path but RESOLVE to another host.
  ['dot segment then double slash', '/.//evil.example.com'],
  ['encoded dot segment then double slash', '/%2e//evil.example.com'],
  ['parent segment then double slash', '/x/..//evil.example.com'],
  ['encoded parent segment', '/x/%2e%2e//evil.example.com'],
  ['mixed encoded parent segment', '/x/.%2e//evil.example.com'],
  ['encoded slashes after a dot', '/.%2f%2fevil.example.com'],
  ['encoded backslash after a dot', '/./%5cevil.example.com'],
  ['newline inside', '/\n/evil.example.com'],
  ['carriage return inside', '/\r/evil.example.com'],
  ['tab after a dot segment', '/./\t/evil.example.com'],
  ['userinfo after a dot segment', '/.//user@evil.example.com'],
  ['ideographic full stop host', '//evil\u3002example\u3002com'],
  ['fullwidth dots as a parent segment', '/x/\uff0e\uff0e//evil.example.com'],
  ['one-dot leader segments', '/x/\u2024\u2024//evil.example.com'],
];

const redirectParams: HostileCase[] = [];
for (const [what, target] of redirectTargets) {
  for (const auth of [false, true]) {
    redirectParams.push({
      group: 'open-redirect',
      name: `login ?redirect= ${what}${auth ? ' (logged in)' : ''}`,
      path: `/prihlasit?redirect=${enc(target)}`,
      auth,
    });
  }
}
// The same targets in page data of an anonymous login page (the page used to follow them).
for (const [what, target] of redirectTargets) {
  redirectParams.push({
    group: 'open-redirect',
    name: `login page data ?redirect= ${what}`,
    path: `/__data/prihlasit?redirect=${enc(target)}`,
  });
}
for (const param of ['returnUrl', 'return_url', 'next', 'callbackUrl', 'redirect_uri', 'continue']) {
  redirectParams.push({
    group: 'open-redirect',
    name: `login ?${param}= off-site (logged in)`,
    path: `/prihlasit?${param}=${enc('https://evil.example.com/')}`,
    auth: true,
  });
}
redirectParams.push(
  {
    group: 'open-redirect',
    name: 'register ?redirect= off-site (logged in)',
    path: `/registrovat?redirect=${enc('//evil.example.com')}`,
    auth: true,
  },
  {
    group: 'open-redirect',
    name: 'user area ?redirect= off-site (guest)',
    path: `/uzivatel/prehled?redirect=${enc('//evil.example.com')}`,
  },
  {
    group: 'open-redirect',
    name: 'page data of login with off-site redirect (logged in)',
    path: `/__data/prihlasit?redirect=${enc('https://evil.example.com/')}`,
    auth: true,
  },
  { group: 'open-redirect', name: 'addToCart with a URL', path: `/?addToCart=${enc('https://evil.example.com/')}` },
  {
    group: 'open-redirect',
    name: 'payment callback with a return URL',
    path: `/checkout/payment/callback?returnUrl=${enc('https://evil.example.com/')}&status=ok`,
  },
);

// ---------------------------------------------------------------------------------------------
// Script injection in query, search and form fields.

const injectionPages: [string, (p: string) => string][] = [
  ['search page', (p) => `/hladat?q=${enc(p)}`],
  ['search page data', (p) => `/__data/hladat?q=${enc(p)}`],
  ['category sort', (p) => `/masazne-oleje?sort=${enc(p)}`],
  ['category filter', (p) => `/masazne-oleje?price=${enc(p)}&tags=${enc(p)}`],
  ['product variant', (p) => `/produkt/${PRODUCT}?variant_id=${enc(p)}`],
  ['order status code and token', (p) => `/stav-objednavky?code=${enc(p)}&token=${enc(p)}`],
  ['withdrawal code, step and lines', (p) => `/odstupenie-od-zmluvy?code=${enc(p)}&step=${enc(p)}&line-1=${enc(p)}`],
  ['password reset token and e-mail', (p) => `/resetovat-heslo?token=${enc(p)}&email=${enc(p)}`],
  ['login-as token', (p) => `/prihlasit?token=${enc(p)}`],
  ['activation token', (p) => `/aktivovat?token=${enc(p)}`],
  ['payment callback status', (p) => `/checkout/payment/callback?status=${enc(p)}&order=${enc(p)}`],
  ['tracking parameters', (p) => `/?utm_source=${enc(p)}&cjevent=${enc(p)}&IDP=${enc(p)}`],
  ['product slug', (p) => `/produkt/${enc(p)}`],
  ['category path', (p) => `/${enc(p)}`],
  ['API search', (p) => `/api/content/search?q=${enc(p)}`],
];
const injection: HostileCase[] = [];
for (const [where, build] of injectionPages) {
  // Every payload on the search page; the first three elsewhere (same code path per page).
  const payloads = where.startsWith('search') ? XSS : XSS.slice(0, 3);
  for (const p of payloads) injection.push({ group: 'xss', name: `${where}: ${p}`, path: build(p), mustNotEcho: [p] });
}

// Form fields through the proxy (stored and reflected): contact, newsletter, register, review, coupon.
const formPosts: [string, string, (p: string) => unknown][] = [
  [
    'contact form',
    '/api/v1/contact-form',
    (p) => ({ name: p, email: 'a@example.sk', phone: p, message: p, terms: true }),
  ],
  [
    'newsletter',
    '/api/v1/newsletter/subscribe',
    (p) => ({ email: p, callbackUrl: `https://evil.example.com/${p}`, source: p, terms: true }),
  ],
  [
    'register',
    '/api/v1/register',
    (p) => ({
      email: `${p}@example.sk`,
      password: 'Heslo1234!',
      password_confirmation: 'Heslo1234!',
      firstName: p,
      lastName: p,
    }),
  ],
  ['review', '/api/v1/products/1/reviews', (p) => ({ review: { title: p, content: p, rating: 100 } })],
  ['coupon', '/api/v1/cart/coupon', (p) => ({ couponCode: p })],
  ['forgotten password', '/api/v1/forgot-password', (p) => ({ email: p, callbackUrl: p })],
];
for (const [what, path, body] of formPosts) {
  for (const p of XSS.slice(0, 2)) {
    injection.push({
      group: 'xss-form',
      name: `${what}: ${p}`,
      method: 'POST',
      path,
      headers: SAME_ORIGIN,
      body: JSON.stringify(body(p)),
      auth: what === 'review' || what === 'coupon',
      mustNotEcho: [p],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Bad JSON and wrong types to every proxied mutation (derived from the store allow-list).

const sampleParam = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

export const PROXIED_MUTATIONS: { method: HostileCase['method']; path: string }[] = [
  ...STORE_ALLOW_LIST.filter((r) => r.method !== 'GET').map((r) => ({
    method: r.method,
    path: `/api/v1${sampleParam(r.pattern)}`,
  })),
  { method: 'POST', path: '/api/oauth/login' },
  { method: 'POST', path: '/api/oauth/logout' },
  { method: 'POST', path: '/api/graphql' },
];

const WRONG_TYPES = JSON.stringify({
  id: XSS[0],
  type: 7,
  amount: 'many',
  items: 'not-a-list',
  email: 42,
  password: [1, 2],
  password_confirmation: { $ne: null },
  couponCode: { $gt: '' },
  credits: -1e308,
  name: null,
  billing_address: 'x',
  terms: 'yes',
  operationName: 12,
  variables: 'x',
  review: [],
});

const mutationBodies: [string, string, boolean][] = [
  // [what, body, refused locally (400, no upstream call)]
  ['malformed JSON', '{"id": 1, "amount":', true],
  ['JSON with trailing junk', '{"id":1}}<script>alert(1)</script>', true],
  ['top-level array', '[{"id":1},{"id":"<script>alert(1)</script>"}]', false],
  ['wrong types', WRONG_TYPES, false],
];

const mutations: HostileCase[] = PROXIED_MUTATIONS.flatMap(({ method, path }) =>
  mutationBodies.map(
    ([what, body, refused]): HostileCase => ({
      group: 'mutation',
      name: `${method} ${path}: ${what}`,
      method,
      path,
      headers: SAME_ORIGIN,
      body,
      auth: path !== '/api/oauth/login',
      mustNotEcho: [XSS[0]],
      // Logout reads no body: whatever it is, the shopper is logged out.
      ...(refused && path !== '/api/oauth/logout' ? { status: 400, noUpstream: true } : {}),
    }),
  ),
);
mutations.push(
  {
    group: 'mutation',
    name: 'body over the size limit',
    method: 'POST',
    path: '/api/v1/cart/items',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ id: 1, pad: 'x'.repeat(70 * 1024) }),
    status: 413,
    noUpstream: true,
  },
  {
    group: 'mutation',
    name: '10,000-deep nested JSON',
    method: 'POST',
    path: '/api/v1/cart/items/batch',
    headers: SAME_ORIGIN,
    body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    auth: true,
  },
  {
    group: 'mutation',
    name: 'form-encoded body to a JSON endpoint',
    method: 'POST',
    path: '/api/v1/contact-form',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=%3Cscript%3E&email=x',
    noUpstream: true,
    status: 400,
  },
  {
    group: 'mutation',
    name: 'GraphQL: own query text refused',
    method: 'POST',
    path: '/api/graphql',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ operationName: 'x', query: '{ __schema { types { name } } }' }),
    noUpstream: true,
  },
  {
    group: 'mutation',
    name: 'GraphQL: prototype operation name',
    method: 'POST',
    path: '/api/graphql',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ operationName: '__proto__' }),
    noUpstream: true,
    status: 404,
  },
  {
    group: 'mutation',
    name: 'GraphQL: script operation name',
    method: 'POST',
    path: '/api/graphql',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ operationName: XSS[0] }),
    noUpstream: true,
    mustNotEcho: [XSS[0]],
  },
  {
    group: 'mutation',
    name: 'place order with a bad Idempotency-Key',
    method: 'POST',
    path: '/api/v1/cart/place',
    headers: { ...SAME_ORIGIN, 'idempotency-key': `${XSS[0]}` },
    body: '{}',
    auth: true,
    noUpstream: true,
    status: 400,
    mustNotEcho: [XSS[0]],
  },
  {
    group: 'mutation',
    name: 'login with script credentials',
    method: 'POST',
    path: '/api/oauth/login',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ email: XSS[0], password: XSS[1] }),
    mustNotEcho: [XSS[0], XSS[1]],
  },
  {
    group: 'mutation',
    name: 'login-as with a script token',
    method: 'POST',
    path: '/api/oauth/login',
    headers: SAME_ORIGIN,
    body: JSON.stringify({ token: XSS[0] }),
    noUpstream: true,
    mustNotEcho: [XSS[0]],
  },
);

// ---------------------------------------------------------------------------------------------
// Issue 11 (penetration test): order look-ups, login-as, e-mail callbacks, forged personalisation.

const pentest: HostileCase[] = [
  { group: 'pentest', name: 'forged price variant', path: '/kontakt', cookie: 'user-variant=forged-b2b' },
  { group: 'pentest', name: 'forged groups', path: '/kontakt', cookie: 'user-groups=b2b,vip,admin' },
  { group: 'pentest', name: 'forged signature', path: '/kontakt', cookie: `user-groups=b2b~${'A'.repeat(43)}` },
  // A forged "session checked" stamp never spares a made-up token the store's check (issue 11.5).
  {
    group: 'pentest',
    name: 'forged session stamp on a cart call',
    path: '/api/v1/cart',
    cookie: `apollo-token=${'F'.repeat(64)}; session-checked=9999999999~${'A'.repeat(43)}`,
    status: 401,
  },
  {
    group: 'pentest',
    name: 'forged session stamp on page data',
    path: '/__data/kosik',
    cookie: `apollo-token=${'F'.repeat(64)}; session-checked=1~${'A'.repeat(43)}`,
    status: 401,
  },
  {
    group: 'pentest',
    name: 'session-ended marker with a script',
    path: '/',
    cookie: `session-ended=${enc(XSS[0])}`,
    status: 302,
    mustNotEcho: [XSS[0]],
  },
  {
    group: 'pentest',
    name: 'oversized image width',
    path: '/image/product-w99999-h270-crop-upscale/p/1.jpg',
    status: 400,
    noUpstream: true,
  },
  {
    group: 'pentest',
    name: 'zero image width',
    path: '/image/product-w0-h270-crop-upscale/p/1.jpg',
    status: 400,
    noUpstream: true,
  },
  { group: 'pentest', name: 'order by a guessed code', path: '/api/v1/orders/code/26112300001', status: 404 },
  {
    group: 'pentest',
    name: 'order by code with a script token',
    path: `/api/v1/orders/code/26112300001?token=${enc(XSS[0])}`,
    status: 400,
    noUpstream: true,
    mustNotEcho: [XSS[0]],
  },
  {
    group: 'pentest',
    name: 'order by code with a path in it',
    path: '/api/v1/orders/code/..%2f..%2fuser',
    status: 404,
  },
  {
    group: 'pentest',
    name: 'login-as link (someone else’s token) is only parked, never used',
    path: '/prihlasit?token=someone-elses-token-1234567890',
    status: 302,
  },
  {
    group: 'pentest',
    name: 'login-as link with a script token',
    path: `/prihlasit?token=${enc(XSS[0])}`,
    status: 302,
    mustNotEcho: [XSS[0]],
  },
  {
    group: 'pentest',
    name: 'login-as POST without the parked token',
    method: 'POST',
    path: '/api/oauth/login-as',
    headers: SAME_ORIGIN,
    status: 400,
    noUpstream: true,
  },
  {
    group: 'pentest',
    name: 'login-as POST from another site',
    method: 'POST',
    path: '/api/oauth/login-as',
    headers: { origin: 'https://evil.example.com' },
    cookie: 'login-as-token=someone-elses-token-1234567890',
    status: 403,
    noUpstream: true,
  },
  ...(
    [
      ['forgot-password', '/api/v1/forgot-password', 'https://evil.example/steal'],
      ['newsletter', '/api/v1/newsletter/subscribe', 'javascript:alert(1)'],
      ['register', '/api/v1/register', '//evil.example/aktivovat'],
      ['register (backslash)', '/api/v1/register', '/\\evil.example/aktivovat'],
      ['newsletter (tab in the host)', '/api/v1/newsletter/subscribe', '/\t/evil.example/aktivovat'],
      [
        'forgot-password (userinfo)',
        '/api/v1/forgot-password',
        'https://www.eshop-demo.sk@evil.example/resetovat-heslo',
      ],
    ] as const
  ).map(
    ([what, path, callbackUrl]): HostileCase => ({
      group: 'pentest',
      name: `${what} with a foreign callbackUrl ${callbackUrl}`,
      method: 'POST',
      path,
      headers: SAME_ORIGIN,
      body: JSON.stringify({ email: 'a@example.sk', callbackUrl }),
      status: 400,
      noUpstream: true,
      mustNotEcho: [callbackUrl],
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Issue 26 (second penetration test): other spellings of guarded API paths, redirect encodings to
// every redirect taker, order-code oracles.

/** Guarded API routes the second test reached through another spelling of their path. */
const GUARDED_API_ROUTES: [HostileCase['method'], string][] = [
  ['POST', '/api/v1/forgot-password'],
  ['POST', '/api/v1/register'],
  ['POST', '/api/v1/reset-password'],
  ['POST', '/api/v1/newsletter/subscribe'],
  ['POST', '/api/v1/contact-form'],
  ['POST', '/api/v1/cart/coupon'],
  ['GET', '/api/v1/orders/code/26112300001'],
];

const roundTwo: HostileCase[] = GUARDED_API_ROUTES.flatMap(([method, path]) =>
  apiPathVariants(path)
    // Spellings the URL parser folds into the route itself (`/%2e/`) are the route, not a variant.
    .filter((v) => new URL(`https://x${v.path}`).pathname !== path && !v.path.startsWith('/API/'))
    .map(
      (v): HostileCase => ({
        group: 'api-path-variant',
        name: `${method} ${path} as ${v.name}`,
        method,
        path: v.path,
        headers: SAME_ORIGIN,
        ...(method === 'GET'
          ? {}
          : { body: JSON.stringify({ email: 'a@example.sk', callbackUrl: 'https://evil.example/steal' }) }),
        status: 404,
        noUpstream: true,
        mustNotEcho: ['https://evil.example/steal'],
      }),
    ),
);

// Every redirect encoding through every redirect taker: a preference form's `back`, its Referer,
// the login page's `?redirect=` (HTML and page data).
roundTwo.push(
  ...OFF_SITE_TARGETS.flatMap((target): HostileCase[] => [
    {
      group: 'redirect-encoding',
      name: `preference back ${JSON.stringify(target)}`,
      method: 'POST',
      path: '/__preference',
      headers: { origin: 'https://www.eshop-demo.sk', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ close: 'age-18', back: target }).toString(),
      status: 303,
      noUpstream: true,
    },
    ...(/[\u0000-\u001f\u007f]/.test(target)
      ? []
      : [
          {
            group: 'redirect-encoding',
            name: `preference Referer ${JSON.stringify(target)}`,
            method: 'POST' as const,
            path: '/__preference',
            headers: {
              origin: 'https://www.eshop-demo.sk',
              'content-type': 'application/x-www-form-urlencoded',
              referer: target.startsWith('/') ? `https://www.eshop-demo.sk${target}` : target,
            },
            body: 'close=age-18',
            status: 303,
            noUpstream: true,
          },
        ]),
    {
      group: 'redirect-encoding',
      name: `login ?redirect=${JSON.stringify(target)}`,
      path: `/prihlasit?redirect=${enc(target)}`,
    },
    {
      group: 'redirect-encoding',
      name: `login page data ?redirect=${JSON.stringify(target)}`,
      path: `/__data/prihlasit?redirect=${enc(target)}`,
    },
  ]),
);

// ---------------------------------------------------------------------------------------------

const asCases = (group: string, list: [string, string][], extra: Partial<HostileCase> = {}): HostileCase[] =>
  list.map(([name, path]) => ({ group, name, path, ...extra }));

export const HOSTILE_CASES: readonly HostileCase[] = [
  ...asCases('url', oddPaths),
  ...asCases('traversal', traversal),
  ...asCases('crlf', crlf),
  ...asCases('huge', huge),
  ...methods,
  ...hosts,
  ...cookieCases,
  ...asCases('locale-currency', localeCurrency, { mustNotEcho: [...XSS.slice(0, 3)] }),
  ...asCases('open-redirect', redirectLookups),
  ...redirectParams,
  ...injection,
  ...mutations,
  ...pentest,
  ...roundTwo,
];
