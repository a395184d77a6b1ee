import { SELF } from 'cloudflare:test';
import { HEAD_SCRIPT } from '../../worker/render/head-script';
import { renderToReadableStream } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { App } from '../../client/app';
import { cacheRules, fulfilled, RETURNING, renderWholeDocument, servedPage } from './served-page';
import { serviceWorkerRegistrationElement } from '../../worker/render/service-worker-registration';
import { documentParts, jsonLdElements } from '../../worker/render/document-ends';
import { HeadTagsWrittenOutside, pageHeadElements } from '../../worker/render/page-head-markup';
import { shellScriptJson } from '../../worker/render/shell-view';

// A page whose data is ready is rendered by renderToString instead of the stream renderer (cheaper,
// see worker/render/whole-document.ts). The browser hydrates what the stream renderer would have
// written, so the two must be the same document, byte for byte, on every kind of page.
const SK = 'https://www.eshop-demo.sk';
async function streamed(app: React.ReactElement, nonce: string): Promise<string> {
  const stream = await renderToReadableStream(app, { nonce, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  await stream.allReady;
  return new Response(stream).text();
}

async function firstProductPath(listing: string): Promise<string> {
  const res = await SELF.fetch(`${SK}/__data${listing}`, { headers: RETURNING });
  const body = (await res.json()) as { data: { listing: { products: { slug: string }[] } } };
  return `/produkt/${body.data.listing.products[0]!.slug}`;
}

const ops = (method: 'PUT' | 'DELETE', body?: unknown) => cacheRules(SK, method, body);

/** Pages whose loader's view is shared (worker/loaders/view-memo.ts), meta and all: home, a store category, a product. */
const sharedView = (path: string) => path === '/' || path === '/masazne-oleje' || path.startsWith('/produkt/');

describe('whole-document render', () => {
  // However slow this machine's upstream answers are, every page here is rendered with its data
  // (the path under test), not streamed behind a skeleton.
  beforeAll(async () => {
    expect((await ops('PUT', { renderStatusWaitMs: 10_000, pageCache: { enabled: false } })).status).toBe(200);
  });
  afterAll(async () => {
    await ops('DELETE');
  });

  // Nine pages rendered twice each, the first ones on a cold seed: a budget of its own, not the 5 s default.
  test('matches the stream renderer on home, category, product, search, content, article, cart and error pages', {
    timeout: 60_000,
  }, async () => {
    const paths = [
      '/',
      '/masazne-oleje',
      await firstProductPath('/masazne-oleje'),
      '/hladat?q=gel',
      '/kontakt',
      '/nakupny-radca',
      '/kosik',
      '/znacky',
      '/neexistuje-ziadna-taka-stranka',
    ];
    for (const path of paths) {
      const { html: served, nonce, shell, payload } = await servedPage(SK, path);
      // As the worker renders it: with the head's inline script and the shell's data block, which only
      // the server passes, and, for a page whose view is shared (home, category, product), without the
      // page's head tags, which the worker then writes itself (worker/render/page-head-markup.tsx).
      const headOutside = sharedView(path);
      const document = (
        <App
          shell={shell}
          payload={fulfilled(payload)}
          nonce={nonce}
          headScript={HEAD_SCRIPT}
          shellJson={shellScriptJson(shell)}
        />
      );
      const app = headOutside ? (
        <HeadTagsWrittenOutside.Provider value={true}>{document}</HeadTagsWrittenOutside.Provider>
      ) : (
        document
      );
      const whole = renderWholeDocument(app);
      expect(whole, path).not.toBeNull();
      expect(whole, path).toBe(await streamed(app, nonce));
      // The worker sent that same document with its own ends, outside what React renders and
      // hydrates: the page's head tags (title, description, robots, canonical, alternates, social
      // cards) and JSON-LD (which the page data for a browser-rendered page carries, and the
      // hydrated page's data does not) last in <head>, the offline service worker's registration
      // last in <body>.
      expect(payload.meta.jsonLd, path).toBeUndefined();
      const data = await SELF.fetch(`${SK}/__data${path}`, { headers: RETURNING });
      const jsonLd = ((await data.json()) as { meta?: { jsonLd?: unknown[] } }).meta?.jsonLd ?? [];
      if (path.startsWith('/produkt/')) expect(jsonLd.length, path).toBeGreaterThan(0);
      const ends = {
        headEnd: (headOutside ? pageHeadElements(payload.meta) : '') + jsonLdElements(jsonLd),
        bodyEnd: serviceWorkerRegistrationElement(nonce, 'sk'),
      };
      expect(served, path).toBe(documentParts(whole!, ends).join(''));
      // Once each, in the head.
      const head = served.slice(0, served.indexOf('</head>'));
      expect(head.split('<title>').length - 1, path).toBe(1);
      expect(served.split('<title>').length - 1, path).toBe(1);
      expect(head.split('<meta name="robots"').length - 1, path).toBe(1);
      if (jsonLd.length > 0)
        expect(served.indexOf('application/ld+json'), path).toBeLessThan(served.indexOf('</head>'));
    }
  });

  test('a part that would still suspend gives null (the caller streams instead)', async () => {
    const { lazy, Suspense } = await import('react');
    const Never = lazy(() => new Promise<never>(() => {}));
    const app = (
      <html>
        <body>
          <Suspense fallback={<p>loading</p>}>
            <Never />
          </Suspense>
        </body>
      </html>
    );
    expect(renderWholeDocument(app)).toBeNull();
  });

  test('an error outside any boundary gives null', () => {
    function Broken(): never {
      throw new Error('broken');
    }
    expect(renderWholeDocument(<Broken />)).toBeNull();
  });
});
