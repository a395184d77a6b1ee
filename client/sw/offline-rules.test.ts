import { describe, expect, test } from 'vitest';
import {
  keyOf,
  mayKeep,
  MESSAGES_PATH,
  messagesLocale,
  offlinePageHtml,
  PAGE_DATA_PATH,
  pageLocale,
  requestKind,
  titleOf,
} from './offline-rules';
import { MESSAGES_PATH_PREFIX, PAGE_DATA_PREFIX } from '../../shared/page-payload';
import {
  serviceWorkerRegistration,
  serviceWorkerRegistrationElement,
} from '../../worker/render/service-worker-registration';
import { documentParts, withDocumentEnds } from '../../worker/render/document-ends';

/** A whole document with the registration as its body's last script, as the worker writes it. */
const withRegistration = (html: string, nonce: string, locale: string) =>
  documentParts(html, { headEnd: '', bodyEnd: serviceWorkerRegistrationElement(nonce, locale) }).join('');

const ORIGIN = 'https://www.eshop-demo.sk';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

function answer(status: number, headers: Record<string, string>, type = 'basic') {
  return { status, type, headers: new Headers(headers) };
}

describe('what the service worker handles', () => {
  test('its paths are the page bundle’s', () => {
    expect(PAGE_DATA_PATH).toBe(PAGE_DATA_PREFIX);
    expect(MESSAGES_PATH).toBe(MESSAGES_PATH_PREFIX);
  });

  test('pages, page data and hashed files; nothing else', () => {
    expect(requestKind(get('/', 'navigate'), ORIGIN)).toBe('document');
    expect(requestKind(get('/produkt/gel-1', 'navigate'), ORIGIN)).toBe('document');
    expect(requestKind(get('/__data/produkt/gel-1', 'cors'), ORIGIN)).toBe('data');
    expect(requestKind(get('/assets/entry-abc.js'), ORIGIN)).toBe('asset');
    expect(requestKind(get('/__messages/sk.1a2b3c4d.json', 'cors'), ORIGIN)).toBe('asset');
    // The API, images, ops and forms go to the network as they always did.
    expect(requestKind(get('/api/v1/cart', 'cors'), ORIGIN)).toBeNull();
    expect(requestKind(get('/image/box-w1/x.jpg'), ORIGIN)).toBeNull();
    expect(requestKind(get('/__preference', 'navigate'), ORIGIN)).toBeNull();
    expect(requestKind(get('/__ops/status', 'navigate'), ORIGIN)).toBeNull();
    expect(requestKind({ method: 'POST', mode: 'navigate', url: `${ORIGIN}/prihlasit` }, ORIGIN)).toBeNull();
    expect(requestKind(get('/', 'navigate'), 'https://www.eshop-demo.cz')).toBeNull();
  });
});

describe('what may be kept', () => {
  test('a shareable page, page data and files', () => {
    const page = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' };
    expect(mayKeep('document', answer(200, page))).toBe(true);
    expect(mayKeep('data', answer(200, { 'content-type': 'application/json', 'cache-control': 'public' }))).toBe(true);
    expect(mayKeep('asset', answer(200, { 'content-type': 'text/javascript; charset=utf-8' }))).toBe(true);
  });

  test('never a personal page (the worker marks them private, no-store), an error or a redirect', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(mayKeep('document', answer(200, { ...html, 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayKeep('document', answer(200, { ...html, 'cache-control': 'no-store' }))).toBe(false);
    expect(mayKeep('data', answer(200, { 'content-type': 'application/json', 'cache-control': 'private' }))).toBe(
      false,
    );
    expect(mayKeep('document', answer(404, html))).toBe(false);
    expect(mayKeep('document', answer(500, html))).toBe(false);
    expect(mayKeep('document', answer(0, {}, 'opaqueredirect'))).toBe(false);
    // The right kind of content only (a page answered with JSON is not a page).
    expect(mayKeep('document', answer(200, { 'content-type': 'application/json' }))).toBe(false);
  });

  test('kept under the address without its fragment', () => {
    expect(keyOf(`${ORIGIN}/kontakt?x=1#mapa`)).toBe(`${ORIGIN}/kontakt?x=1`);
  });
});

describe('the offline page', () => {
  test('in the page’s language: a locale prefix, else the site’s default', () => {
    expect(pageLocale(`${ORIGIN}/de/produkt/gel`, 'sk', ['sk', 'de'])).toBe('de');
    expect(pageLocale(`${ORIGIN}/produkt/gel`, 'sk', ['sk', 'de'])).toBe('sk');
    expect(pageLocale(`${ORIGIN}/detsky/x`, 'sk', ['sk', 'de'])).toBe('sk');
    expect(messagesLocale(`${ORIGIN}/__messages/de.0a1b2c3d.json`)).toBe('de');
    expect(messagesLocale(`${ORIGIN}/assets/de.js`)).toBeNull();
  });

  test('kept pages by their titles', () => {
    expect(titleOf('<title>Masážne oleje | Intimo</title>', `${ORIGIN}/masazne-oleje`)).toBe('Masážne oleje');
    expect(titleOf('<title>Tom &amp; Jerry</title>', `${ORIGIN}/x`)).toBe('Tom & Jerry');
    expect(titleOf('<p>no title</p>', `${ORIGIN}/x`)).toBe('/x');
  });

  test('says why, offers to try again and the kept pages, and escapes what it shows', () => {
    const html = offlinePageHtml(
      {
        title: 'Ste offline',
        text: 'Túto stránku ste ešte neotvorili.',
        kept: 'Stránky offline',
        retry: 'Skúsiť znova',
      },
      'sk',
      `${ORIGIN}/kontakt`,
      [{ url: `${ORIGIN}/`, title: 'Úvod <b>' }],
    );
    expect(html).toContain('<html lang="sk">');
    expect(html).toContain('<h1>Ste offline</h1>');
    expect(html).toContain(`<a class="retry" href="${ORIGIN}/kontakt">Skúsiť znova</a>`);
    expect(html).toContain(`<li><a href="${ORIGIN}/">Úvod &lt;b&gt;</a></li>`);
    expect(html).not.toContain('<script');
  });
});

describe('the registration', () => {
  test('registers after load, with the site’s default locale, and nothing that could end its script', () => {
    const script = serviceWorkerRegistration('sk');
    expect(script).toContain('"/sw.js?locale=sk"');
    expect(script).toContain('addEventListener("load"');
    expect(serviceWorkerRegistration('</script>')).not.toContain('</script>');
  });

  test('a whole document gets it as its body’s last script, with the nonce', () => {
    const html = withRegistration('<html><body><main></main></body></html>', 'N0nce', 'cs');
    expect(html).toMatch(/<main><\/main><script nonce="N0nce">if\("serviceWorker".*<\/script><\/body><\/html>$/);
    expect(html).toContain('locale=cs');
  });

  test('a document read as bytes (the stream renderer) gets it in the same place', () => {
    const bytes = new TextEncoder().encode('<html><body><p>Kúpeľ</p></body></html>');
    const out = new TextDecoder().decode(
      withDocumentEnds(bytes, { headEnd: '', bodyEnd: serviceWorkerRegistrationElement('N0nce', 'sk') }),
    );
    expect(out).toBe(withRegistration('<html><body><p>Kúpeľ</p></body></html>', 'N0nce', 'sk'));
  });
});
