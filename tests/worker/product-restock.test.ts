// SPEC 3 product `content.date_of_storage`: a sold-out product or size says when the store expects it
// back ("Vypredané, naskladníme 2. 12. (24 ks)"); an available one says nothing of it.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18' };
/** The seed's product with a restock announced 5 days ahead and its second size sold out. */
const PRODUCT = '/produkt/velvetia-masazny-pristroj-pre-pary-pulse-123';
const CZ_PRODUCT = '/produkt/velvetia-masazni-pristroj-pro-pary-pulse-123';

interface VariantData {
  id: number;
  availability: { isAvailable: boolean; text: string };
}

async function page(url: string): Promise<{ html: string; variants: VariantData[]; shown: string }> {
  const res = await SELF.fetch(url, { headers });
  expect(res.status, url).toBe(200);
  const html = await res.text();
  const data = JSON.parse(
    /<script type="application\/json" id="__page_data"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!,
  );
  const shown = /<span class="availability[^"]*" data-testid="availability">([^<]*)<\/span>/.exec(html)?.[1] ?? '';
  return { html, variants: data.data.product.variants, shown };
}

/** "D. M." of the demo's announced day (5 days after the day the demo served it, UTC). */
function fiveDaysAhead(locale: 'sk' | 'de'): string[] {
  return [0, 1].map((extra) => {
    const day = new Date(Date.now() + (5 - extra) * 86_400_000);
    const [d, m] = [day.getUTCDate(), day.getUTCMonth() + 1];
    return locale === 'de' ? `${d}.${m}.` : `${d}. ${m}.`;
  });
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('a sold-out size announces its restock', () => {
  test('in the page data and, once chosen, in the availability shown', async () => {
    const opened = await page(`${SK}${PRODUCT}`);
    const soldOut = opened.variants.find((v) => !v.availability.isAvailable);
    const inStock = opened.variants.find((v) => v.availability.isAvailable);
    expect(soldOut, 'the seed keeps one size sold out').toBeDefined();
    const expected = fiveDaysAhead('sk').map((day) => `Vypredané, naskladníme ${day} (24 ks)`);
    expect(expected).toContain(soldOut!.availability.text);
    expect(inStock!.availability.text).not.toMatch(/naskladníme/);
    expect(opened.shown).not.toMatch(/naskladníme/);

    const chosen = await page(`${SK}${PRODUCT}?variant_id=${soldOut!.id}`);
    expect(expected).toContain(chosen.shown);
  });

  test('in Czech and German words', async () => {
    const cz = await page(`${CZ}${CZ_PRODUCT}`);
    expect(cz.variants.find((v) => !v.availability.isAvailable)?.availability.text).toMatch(
      /^Vyprodáno, naskladníme \d{1,2}\. \d{1,2}\. \(24 ks\)$/,
    );
    const de = await page(`${SK}${PRODUCT}?locale=de`);
    const text = de.variants.find((v) => !v.availability.isAvailable)?.availability.text;
    expect(fiveDaysAhead('de').map((day) => `Ausverkauft, wieder da am ${day} (24 Stk.)`)).toContain(text);
  });
});
