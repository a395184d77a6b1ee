import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { App, AppProviders } from '../../client/app';
import { RenderedFragmentsContext, RenderedOnce } from '../../client/shell/rendered-once';
import type { ShellView } from '../../shared/shell-view';
import { fragmentMemo, shellMemoKey } from '../../worker/render/fragment-memo';
import { documentBytes, StoredBytes } from '../../worker/render/stored-bytes';
import { writeWholeDocument } from '../../worker/render/whole-document';
import { pageKeyOf, withDataBlock } from '../../worker/render/page-data-block';
import { sharedView } from '../../worker/loaders/view-memo';
import { cacheRules, fulfilled, renderWholeDocument, servedPage } from './served-page';

// The product boxes, the header (and the main menu in it) and the footer are rendered once per key and shell and then
// written from stored markup (client/shell/rendered-once.tsx, worker/render/fragment-memo.ts). The
// browser hydrates them as if React had rendered them in the page, so a page written from stored
// markup must be the very document a plain render writes, byte for byte.
const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const ops = (method: 'PUT' | 'DELETE', body?: unknown) => cacheRules(SK, method, body);

/** The page as the worker served it (a 200), with the shell and page data it was rendered from. */
async function served(origin: string, path: string) {
  const page = await servedPage(origin, path);
  expect(page.status, path).toBe(200);
  return page;
}

/**
 * A part is stored on its second miss (worker/render/fragment-memo.ts: a part seen once is not
 * rendered twice for nothing): the stores of a page that missed, twice.
 */
function storeOnSecondMiss(memo: ReturnType<typeof fragmentMemo>, wrap: (part: ReactNode) => ReactElement): void {
  memo.storeMisses(wrap);
  memo.storeMisses(wrap);
}

const boxesIn = (html: string) => html.split('data-testid="product-box"').length - 1;

describe('parts rendered once', () => {
  beforeAll(async () => {
    expect((await ops('PUT', { renderStatusWaitMs: 10_000, pageCache: { enabled: false } })).status).toBe(200);
  });
  afterAll(async () => {
    await ops('DELETE');
  });

  test('a page written from stored parts is the document a plain render writes, and the stored parts are used', {
    timeout: 60_000,
  }, async () => {
    for (const [origin, path] of [
      [SK, '/'],
      [SK, '/masazne-oleje'],
      [SK, '/hladat?q=gel'],
      [SK, '/kontakt'],
      [CZ, '/masazni-oleje'],
    ] as const) {
      const { nonce, shell, payload } = await served(origin, path);
      const plain = renderWholeDocument(<App shell={shell} payload={fulfilled(payload)} nonce={nonce} />);
      expect(plain, path).not.toBeNull();
      // A shell of its own (any change to the shell is a new key): the first page misses every part.
      const own = {
        ...shell,
        loggedIn: false,
        settings: { ...shell.settings, claim: `${shell.settings.claim} ${path}` },
      };
      const ownPlain = renderWholeDocument(<App shell={own} payload={fulfilled(payload)} nonce={nonce} />);
      const first = fragmentMemo(shellMemoKey(own));
      expect(
        renderWholeDocument(<App shell={own} payload={fulfilled(payload)} nonce={nonce} fragments={first} />, first),
      ).toBe(ownPlain);
      expect(first.hits, path).toBe(0);
      storeOnSecondMiss(first, (part) => (
        <AppProviders shell={own} payload={fulfilled(payload)}>
          {part}
        </AppProviders>
      ));
      const second = fragmentMemo(shellMemoKey(own));
      const written = renderWholeDocument(
        <App shell={own} payload={fulfilled(payload)} nonce={nonce} fragments={second} />,
        second,
      );
      expect(written, path).toBe(ownPlain);
      // The header (with the main menu inside it), the footer and every box but one whose image React
      // preloads in the head; nothing is missed twice. A part inside a part that hit (the menu inside
      // the header) is not looked up at all.
      expect(second.hits, path).toBeGreaterThanOrEqual(2 + Math.max(0, boxesIn(ownPlain!) - 1));
      expect(second.misses, path).toBe(0);
      expect(second.hits, path).toBeLessThan(first.misses);
    }
  });

  test("parts stored from one page are right on every other page of the site: nothing in them is the page's", {
    timeout: 60_000,
  }, async () => {
    // One shell for all of a site's pages (the path is not part of the key), never seen before: the
    // first pages store the menu, the footer's columns and boxes; later pages are written from them.
    const claim = `one site's pages ${crypto.randomUUID()}`;
    for (const [origin, paths] of [
      [SK, ['/masazne-oleje', '/', '/hladat?q=olej', '/kontakt', '/masazne-oleje?page=2', '/masazne-oleje']],
      [CZ, ['/masazni-oleje', '/', '/kontakt', '/masazni-oleje']],
    ] as const) {
      let hits = 0;
      // The worker's menus and message table are one object per site and locale: so here too.
      let shared: Pick<ShellView, 'menus' | 'messages'> | undefined;
      for (const path of paths) {
        const { nonce, shell, payload } = await served(origin, path);
        if (shared) expect({ menus: shell.menus, messages: shell.messages }).toEqual(shared);
        else shared = { menus: shell.menus, messages: shell.messages };
        const same = { ...shell, ...shared, loggedIn: false, settings: { ...shell.settings, claim } };
        const plain = renderWholeDocument(<App shell={same} payload={fulfilled(payload)} nonce={nonce} />);
        const memo = fragmentMemo(shellMemoKey(same));
        const written = renderWholeDocument(
          <App shell={same} payload={fulfilled(payload)} nonce={nonce} fragments={memo} />,
          memo,
        );
        expect(written, `${origin}${path}`).toBe(plain);
        memo.storeMisses((part) => (
          <AppProviders shell={same} payload={fulfilled(payload)}>
            {part}
          </AppProviders>
        ));
        hits += memo.hits;
      }
      expect(hits, origin).toBeGreaterThan(paths.length);
    }
  });

  test('another shell never reads a part stored for one (currency, locale, sign-in)', async () => {
    const { nonce, shell, payload } = await served(SK, '/masazne-oleje');
    const store = fragmentMemo(shellMemoKey(shell));
    renderWholeDocument(<App shell={shell} payload={fulfilled(payload)} nonce={nonce} fragments={store} />, store);
    storeOnSecondMiss(store, (part) => (
      <AppProviders shell={shell} payload={fulfilled(payload)}>
        {part}
      </AppProviders>
    ));
    for (const other of [
      { ...shell, currency: { ...shell.currency, code: 'CZK' as const } },
      { ...shell, loggedIn: !shell.loggedIn },
      { ...shell, menus: { ...shell.menus } },
    ]) {
      const memo = fragmentMemo(shellMemoKey(other));
      renderWholeDocument(<App shell={other} payload={fulfilled(payload)} nonce={nonce} fragments={memo} />, memo);
      expect(memo.hits).toBe(0);
    }
    // The request's own path is not part of the key: the parts must not read it.
    const elsewhere = fragmentMemo(shellMemoKey({ ...shell, path: '/elsewhere' }));
    renderWholeDocument(
      <App shell={shell} payload={fulfilled(payload)} nonce={nonce} fragments={elsewhere} />,
      elsewhere,
    );
    expect(elsewhere.hits).toBeGreaterThan(2);
  });

  // The loaders' views are shared by every request they answer (worker/loaders/view-memo.ts): the
  // product page's whole data, a listing page's listing. Parts drawn from them alone are kept per view.
  /** Parts of the shell keyed by the shell and the page's path, not by the page's data. */
  const SHELL_PARTS = ['cookie-consent ', 'top-banner '];
  const sharedCases: {
    path: string;
    share: (data: Record<string, unknown>) => Record<string, unknown>;
    parts: string[];
    /** The page's meta a shared view too (as the worker's for home, category and product pages). */
    sharedMeta?: true;
  }[] = [
    {
      path: '/produkt/calmia-suprava-bielizne-moonlight-5',
      share: (data) => sharedView({}, 'p', () => ({ data })).data,
      parts: ['gallery ', 'info ', 'sections '],
    },
    {
      path: '/produkt/calmia-suprava-bielizne-moonlight-5?variant_id=51',
      share: (data) => sharedView({}, 'v', () => ({ data })).data,
      parts: ['gallery ', 'info ', 'sections '],
    },
    {
      path: '/masazne-oleje',
      share: (data) => ({ ...data, listing: sharedView({}, 'c', () => ({ ...(data.listing as object) })) }),
      parts: ['filters '],
    },
    {
      // A store category's whole view (pages/category/loader.ts), its listing a view of its own.
      path: '/masazne-oleje',
      share: (data) =>
        sharedView({}, 'cw', () => ({
          data: { ...data, listing: sharedView({}, 'cl', () => ({ ...(data.listing as object) })) },
        })).data,
      // The shell's parts for a first visit read the page's path, and the footer's languages its meta.
      parts: [
        'cookie-consent ',
        'top-banner ',
        'category-lead ',
        'filters ',
        'results ',
        'category-more ',
        'page-languages ',
      ],
      sharedMeta: true,
    },
    {
      path: '/hladat?q=gel',
      share: (data) => ({ ...data, listing: sharedView({}, 's', () => ({ ...(data.listing as object) })) }),
      parts: ['filters ', 'results '],
    },
    {
      path: '/',
      share: (data) => ({ ...data, blocks: sharedView({}, 'h', () => ({ ...(data.blocks as object) })) }),
      parts: ['block '],
    },
    {
      // The home's whole view (pages/home/loader.ts), its blocks a view of their own.
      path: '/',
      share: (data) =>
        sharedView({}, 'hw', () => ({
          data: { ...data, blocks: sharedView({}, 'hb', () => ({ ...(data.blocks as object) })) },
        })).data,
      parts: ['cookie-consent ', 'top-banner ', 'home-lead ', 'block ', 'page-languages '],
      sharedMeta: true,
    },
  ];

  test("parts drawn from shared views (the product page, a listing's filters, content blocks) are written from kept markup, byte for byte", {
    timeout: 60_000,
  }, async () => {
    for (const { path, share, parts, sharedMeta } of sharedCases) {
      const { nonce, shell, payload } = await served(SK, path);
      const own = {
        ...shell,
        settings: { ...shell.settings, claim: `${shell.settings.claim} ${crypto.randomUUID()}` },
      };
      const view = {
        ...payload,
        data: share(payload.data as Record<string, unknown>),
        meta: sharedMeta ? sharedView({}, 'm', () => ({ meta: { ...payload.meta } })).meta : payload.meta,
      };
      // A plain render writes the data block itself; the worker writes shared views' text from what it kept.
      const plain = renderWholeDocument(<App shell={own} payload={fulfilled(view)} nonce={nonce} />);
      expect(plain, path).not.toBeNull();
      const shared = withDataBlock(view);
      expect(shared.dataBlock, path).toBeDefined();
      // The keys each render looked up, by the part's name.
      const render = (fragments?: ReturnType<typeof fragmentMemo>, what = shared) => {
        const looked: string[] = [];
        const written: string[] = [];
        const spied = fragments && {
          ...fragments,
          innerHtml: (key: string, element: ReactElement) => {
            const html = fragments.innerHtml(key, element);
            looked.push(key.slice(key.indexOf(':') + 1));
            if (html !== undefined) written.push(key.slice(key.indexOf(':') + 1));
            return html;
          },
        };
        const html = renderWholeDocument(<App shell={own} payload={fulfilled(what)} nonce={nonce} fragments={spied} />);
        const named = (keys: string[]) => parts.filter((part) => keys.some((key) => key.startsWith(part)));
        return { html, named: named(looked), kept: named(written) };
      };
      expect(render().html, path).toBe(plain);
      const first = fragmentMemo(shellMemoKey(own), pageKeyOf(shared));
      expect(render(first), path).toEqual({ html: plain, named: parts, kept: [] });
      storeOnSecondMiss(first, (part) => (
        <AppProviders shell={own} payload={fulfilled(shared)}>
          {part}
        </AppProviders>
      ));
      const second = fragmentMemo(shellMemoKey(own), pageKeyOf(shared));
      // Each named part is now written from kept markup (none is one React hoists from and never kept).
      expect(render(second), path).toEqual({ html: plain, named: parts, kept: parts });
      expect(second.misses, path).toBe(0);
      // As the worker writes it: the stored parts and the data block's kept text go out as their bytes.
      const stored = new StoredBytes();
      const third = fragmentMemo(shellMemoKey(own), pageKeyOf(shared));
      const written = writeWholeDocument(
        <App shell={own} payload={fulfilled(withDataBlock(view, stored))} nonce={nonce} fragments={third} />,
        { headEnd: '', bodyEnd: '' },
        stored,
        third,
      );
      expect(written && new TextDecoder().decode(documentBytes(written)), path).toBe(plain);
      expect(written?.filter((part) => typeof part !== 'string').length, path).toBeGreaterThan(parts.length);
      // Data with no shared view in it (a loader's own objects) names nothing: those parts render as usual.
      const unshared = { ...payload, data: structuredClone(payload.data) };
      expect(withDataBlock(unshared).dataBlock, path).toBeUndefined();
      const memo = fragmentMemo(shellMemoKey(own), pageKeyOf(unshared));
      // (The shell's parts for a first visit are keyed by the shell and path alone: kept all the same.)
      const shellParts = parts.filter((part) => SHELL_PARTS.includes(part));
      expect(render(memo, unshared), path).toEqual({ html: plain, named: shellParts, kept: shellParts });
    }
  });

  test('the worker serves the same category and product pages from stored parts as it rendered them the first time', async () => {
    for (const path of [
      '/masazne-oleje',
      '/hladat?q=gel',
      '/produkt/calmia-suprava-bielizne-moonlight-5?variant_id=51',
    ]) {
      const first = await served(SK, path);
      const again = await served(SK, path);
      expect(again.html.replaceAll(again.nonce, 'NONCE'), path).toBe(first.html.replaceAll(first.nonce, 'NONCE'));
    }
  });

  test('a part is stored on its second miss, not its first: a part seen once is not rendered twice for nothing', () => {
    const shellKey = `a shell of this test only ${crypto.randomUUID()}`;
    const page = (memo: ReturnType<typeof fragmentMemo>) =>
      renderToString(
        <RenderedFragmentsContext.Provider value={memo}>
          <RenderedOnce as="article" hostProps={{ className: 'seen' }} memoKey={() => 'seen'}>
            <p>seen</p>
          </RenderedOnce>
        </RenderedFragmentsContext.Provider>,
      );
    const views = [1, 2, 3].map(() => {
      const memo = fragmentMemo(shellKey);
      const html = page(memo);
      const counts = [memo.hits, memo.misses];
      memo.storeMisses((part) => <>{part}</>);
      return { html, counts };
    });
    expect(views.map((v) => v.counts)).toEqual([
      [0, 1],
      [0, 1],
      [1, 0],
    ]);
    expect(new Set(views.map((v) => v.html)).size).toBe(1);
  });

  test('a part whose boundary did not finish is tried again; one React writes anything around is never stored', () => {
    const Never = lazy(() => new Promise<never>(() => {}));
    const page = (memo: ReturnType<typeof fragmentMemo>) =>
      renderToString(
        <RenderedFragmentsContext.Provider value={memo}>
          <RenderedOnce as="article" hostProps={{ className: 'plain' }} memoKey={() => 'plain'}>
            <p>plain</p>
          </RenderedOnce>
          <RenderedOnce as="article" hostProps={{ className: 'lazy' }} memoKey={() => 'lazy'}>
            <Suspense fallback={<p>loading</p>}>
              <Never />
            </Suspense>
          </RenderedOnce>
          <RenderedOnce as="article" hostProps={{ className: 'hoisting' }} memoKey={() => 'hoisting'}>
            <title>a title React moves into the head</title>
          </RenderedOnce>
        </RenderedFragmentsContext.Provider>,
      );
    const shellKey = `a shell of this test only ${crypto.randomUUID()}`;
    const first = fragmentMemo(shellKey);
    const html = page(first);
    expect(first.misses).toBe(3);
    storeOnSecondMiss(first, (part) => <>{part}</>);
    const second = fragmentMemo(shellKey);
    expect(page(second)).toBe(html);
    // Stored: the plain part. Tried again: the lazy one. Never stored, so rendered in place: the title.
    expect([second.hits, second.misses]).toEqual([1, 1]);
  });
});
