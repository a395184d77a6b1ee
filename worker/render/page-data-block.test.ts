import { describe, expect, test } from 'vitest';
import { serializeForScript, type PagePayload } from '../../shared/page-payload';
import { sharedView } from '../loaders/view-memo';
import { pageKeyOf, sharedKeyOf, withDataBlock } from './page-data-block';

const payload = (data: unknown): PagePayload => ({
  page: 'category',
  route: 'category',
  params: { path: 'masazne-oleje' },
  url: '/masazne-oleje?sort=price',
  status: 200,
  meta: { title: 'Masážne oleje </script> | Intimo' },
  data,
});
/** What the page's own script writes (client/router/page-outlet.tsx PagePayloadScript). */
const written = ({ page, route, params, url, status, meta, data }: PagePayload) =>
  serializeForScript({ page, route, params, url, status, meta, data });

describe("a page's data block from shared views", () => {
  test('data holding a shared view is written as the page would write it, byte for byte', () => {
    const listing = sharedView({}, 'l', () => ({ products: [{ name: 'Olej <b>\u2028', price: 9.9 }], total: 1 }));
    const data = {
      kind: 'category',
      title: 'Masážne & oleje',
      skipped: undefined,
      fn: () => 1,
      listing,
      subcategories: [{ title: '</script>' }],
      nothing: null,
    };
    const block = withDataBlock(payload(data)).dataBlock;
    expect(block).toBe(written(payload(data)));
    // The view's text is kept: a second page with the same view writes the same.
    expect(withDataBlock(payload({ ...data })).dataBlock).toBe(block);
  });

  test('data that is itself a shared view is written whole from its kept text', () => {
    const data = sharedView({}, 'p', () => ({ data: { product: { name: 'Gél' }, ids: [1, 2] } })).data;
    expect(withDataBlock(payload(data)).dataBlock).toBe(written(payload(data)));
    expect(pageKeyOf(payload(data))).toMatch(/^\d+ \/masazne-oleje\?sort=price$/);
  });

  test('a shared meta is written from its kept text beside shared data, byte for byte', () => {
    const view = sharedView({}, 'm', () => ({
      data: { product: { name: 'Gél' } },
      meta: { title: 'Gél </script> | Intimo', alternates: [{ hreflang: 'sk', href: 'https://x/' }] },
    }));
    const withMeta = { ...payload(view.data), meta: view.meta };
    expect(withDataBlock(withMeta).dataBlock).toBe(written(withMeta));
  });

  test('data with no shared view is left to the render, and names nothing', () => {
    const plain = payload({ listing: { products: [] } });
    expect(withDataBlock(plain)).toBe(plain);
    expect(pageKeyOf(plain)).toBeNull();
    expect(sharedKeyOf({})).toBeNull();
    expect(withDataBlock(payload([1, 2]))).toEqual(payload([1, 2]));
  });
});
