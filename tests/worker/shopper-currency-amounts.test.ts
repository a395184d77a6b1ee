// Issue 31: every amount in the shopper's currency and the shop's format. German with CZK on the Czech
// site read "Versandkostenfrei ab 49 €"; Czech with EUR read "nad 1 200 Kč" in the header and in the
// category's banner. Three locales × two currencies, on the pages that show the free-shipping threshold.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SITES = [
  {
    origin: 'https://www.eshop-demo.sk',
    locales: ['sk', 'de'],
    category: { sk: '/masazne-oleje', de: '/massageoele' },
  },
  {
    origin: 'https://www.eshop-demo.cz',
    locales: ['cs', 'de'],
    category: { cs: '/masazni-oleje', de: '/massageoele' },
  },
] as const;

/** The free-shipping threshold as the shop writes it (the demo store's globals: 49 EUR, 1 200 CZK). */
const THRESHOLD = { EUR: '49 €', CZK: '1 200 Kč' } as const;
const OTHER = { EUR: THRESHOLD.CZK, CZK: THRESHOLD.EUR } as const;

/** Visible text of a page: tags dropped, no-break spaces read as spaces. */
async function pageText(url: string, cookie: string): Promise<string> {
  const res = await SELF.fetch(url, { headers: { cookie: `closed-modals=age-18; ${cookie}` } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('\u00a0', ' ')
    .replaceAll('&nbsp;', ' ');
}

function headerClaim(text: string): string {
  const claim = /(Diskrétne balenie|Diskrétní balení|Diskrete Verpackung)[^\n]*?(?=\s{2,}|$)/.exec(text);
  return claim?.[0] ?? '';
}

describe('free-shipping threshold in the shopper currency, in every locale of both sites', () => {
  for (const site of SITES) {
    for (const locale of site.locales) {
      for (const currency of ['EUR', 'CZK'] as const) {
        test(`${site.origin} ${locale} ${currency}: header claim and category banner`, async () => {
          const cookie = `locale=${locale}; currency=${currency}`;
          const home = await pageText(`${site.origin}/`, cookie);
          const claim = headerClaim(home);
          expect(claim).toContain(THRESHOLD[currency]);
          expect(claim).not.toContain(OTHER[currency]);
          expect(claim).not.toContain('{{');
          // The home's selling points name the threshold too (a CMS text with a placeholder).
          expect(home).not.toContain(OTHER[currency]);
          expect(home).not.toContain('{{freeShippingAt}}');

          const path = (site.category as Record<string, string>)[locale]!;
          const category = await pageText(`${site.origin}${path}`, cookie);
          expect(category).not.toContain(OTHER[currency]);
          expect(category).not.toContain('{{freeShippingAt}}');
          expect(category.split(THRESHOLD[currency]).length).toBeGreaterThan(2); // header and banner
        });
      }
    }
  }
});
