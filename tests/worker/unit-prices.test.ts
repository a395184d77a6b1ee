// Issue 52: every product sold by volume or weight shows its price per litre or kilogram (98/6/EC),
// in the boxes and on the product page, computed from the price shown, in the site's currency.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function html(url: string): Promise<string> {
  const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' } });
  expect(res.status, url).toBe(200);
  return res.text();
}

/** "1 234,50 €" / "1 234,50 Kč" → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const decode = (s: string) => s.replaceAll('&nbsp;', '\u00a0').replaceAll('\u00a0', ' ');

/** Checks one price box: contents in the product name are shown with the unit price of the price shown. */
function expectUnitPrice(name: string, priceBox: string, symbol: string) {
  const contents = /(\d+) (ml|g)$/.exec(name.trim());
  const unit = decode(priceBox).match(/data-testid="unit-price">([^<]*)</)?.[1];
  if (!contents) {
    expect(unit, name).toBeUndefined();
    return;
  }
  const shown = decode(priceBox).match(/price-box__current[^>]*>([^<]*)</)?.[1] ?? '';
  const per = contents[2] === 'ml' ? 'l' : 'kg';
  const expected = Math.round((amount(shown) * 1000 * 100) / Number(contents[1])) / 100;
  expect(unit, name).toMatch(new RegExp(`^${contents[1]} ${contents[2]} \\(.+ ${symbol} / ${per}\\)$`));
  expect(amount(unit!.split('(')[1]!), name).toBeCloseTo(expected, 2);
}

describe('unit prices', () => {
  for (const [site, path, symbol] of [
    [SK, '/masazne-oleje', '€'],
    [SK, '/hladat?q=gel', '€'],
    [CZ, '/lubrikacni-gely', 'Kč'],
  ] as const)
    test(`boxes on ${site}${path}`, async () => {
      const page = await html(`${site}${path}`);
      const boxes = [...page.matchAll(/<article class="product-box"[\s\S]*?<\/article>/g)].map((m) => m[0]);
      expect(boxes.length).toBeGreaterThan(3);
      let withUnit = 0;
      for (const box of boxes) {
        const name = box.match(/product-box__name"><a [^>]*>([^<]*)</)?.[1] ?? '';
        expectUnitPrice(name, box.match(/data-testid="price"[\s\S]*?<\/div>/)?.[0] ?? '', symbol);
        if (box.includes('data-testid="unit-price"')) withUnit++;
      }
      expect(withUnit).toBeGreaterThan(0);
    });

  test('the product page, and none for a product sold by the piece', async () => {
    const listing = await html(`${SK}/hladat?q=gel`);
    const href = listing.match(/href="(\/produkt\/[^"]*-\d+-ml-\d+)"/)?.[1];
    expect(href).toBeTruthy();
    const page = await html(`${SK}${href}`);
    const name = page.match(/<h1 class="product-detail__name">([^<]*)</)?.[1] ?? '';
    expect(name).toMatch(/ ml$/);
    expectUnitPrice(name, page.match(/<div class="price-box[^"]*buy-box__price[\s\S]*?<\/div>/)?.[0] ?? '', '€');
    expect(page).toContain('data-testid="unit-price"');

    const pieces = await html(`${SK}/hladat?q=kondomy`);
    const piece = pieces.match(/href="(\/produkt\/[^"]*-\d+-ks-\d+)"/)?.[1];
    expect(piece).toBeTruthy();
    expect(await html(`${SK}${piece}`)).not.toContain('data-testid="unit-price"');
  });
});
