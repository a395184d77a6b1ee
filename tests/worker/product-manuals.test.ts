import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import type { ProductPageData } from '../../pages/product/page';
import { fileSizeText, fileTypeText } from '../../worker/loaders/product-manuals';

/**
 * SPEC 1 "product manuals" (on): the demo's massage devices come with a user manual; the product
 * page links it with its file type and size, and the link downloads that file.
 */
const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function productData(origin: string, path: string): Promise<ProductPageData> {
  const res = await SELF.fetch(`${origin}/__data${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ProductPageData }).data;
}

describe('product manuals', () => {
  test('a massage device links its manual with type and size, and the link downloads that many bytes of PDF', async () => {
    const data = await productData(SK, '/produkt/blush-lab-masazna-hlavica-ripple-92');
    expect(data.product.manuals).toHaveLength(1);
    const [manual] = data.product.manuals;
    expect(manual!.title).toBe('Návod na použitie');
    expect(manual!.href).toMatch(/^\/image\/download\/manuals\/[a-z0-9-]+\.pdf$/);
    const info = /^PDF, (\d+) B$/.exec(manual!.info);
    expect(info, manual!.info).not.toBeNull();
    const file = await SELF.fetch(`${SK}${manual!.href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(Number(info![1]));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  test('the Czech site words it in Czech', async () => {
    const html = await (await SELF.fetch(`${CZ}/masazni-pomucky`)).text();
    const path = /href="(\/produkt\/[^"?#]+)"/.exec(html)?.[1];
    expect(path).toBeDefined();
    const cz = await productData(CZ, path!);
    expect(cz.product.manuals.map((m) => m.title)).toEqual(['Návod k použití']);
  });

  test('products without a manual show none', async () => {
    const data = await productData(SK, '/produkt/equilibra-suprava-bielizne-romance-181');
    expect(data.product.manuals).toEqual([]);
  });

  test('sizes in decimal units with the decimal comma; the type a shopper knows', () => {
    expect(fileSizeText(803, 'sk')).toBe('803 B');
    expect(fileSizeText(1_234, 'sk')).toBe('1,2 kB');
    expect(fileSizeText(5_300_000, 'cs')).toBe('5,3 MB');
    expect(fileSizeText(2_000, 'de')).toBe('2 kB');
    expect(fileTypeText({ fileKey: 'a/b.pdf', mimeType: 'application/pdf' })).toBe('PDF');
    expect(fileTypeText({ fileKey: 'a/b.docx', mimeType: 'application/octet-stream' })).toBe('DOCX');
  });
});
