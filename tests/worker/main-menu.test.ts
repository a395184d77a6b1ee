// Issue 15 item 6: the desktop main menu is one row with "More" from the first byte: the server
// renders every item once in the row and once under "More", each with its width-tier guess.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

async function html(url: string) {
  const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' }, redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.text();
}

function menuParts(page: string) {
  const nav = page.match(/<nav id="main-menu"[\s\S]*?<\/nav>/)?.[0] ?? '';
  const row = [
    ...nav.matchAll(/<li class="main-menu__item" data-fit="(\d)"><a class="main-menu__link" href="([^"]+)"/g),
  ];
  const copies = [
    ...nav.matchAll(/<li class="main-menu__more-item" data-fit="(\d)"><a class="main-menu__more-link" href="([^"]+)"/g),
  ];
  const more = nav.match(
    /<li class="main-menu__item main-menu__more" data-fit="(\d)"><button type="button" class="main-menu__link main-menu__more-button" aria-expanded="false" aria-controls="main-menu-more">([^<]+)<\/button>/,
  );
  return { row, copies, more };
}

describe('main menu on one row (issue 15 item 6)', () => {
  for (const [url, label] of [
    ['https://www.eshop-demo.sk/', 'Viac'],
    ['https://www.eshop-demo.cz/', 'Více'],
    ['https://www.eshop-demo.sk/startseite', 'Mehr'], // the German home page (issue 32)
  ] as const) {
    test(`${url}: every item in the row and under "${label}", with the same tier guess`, async () => {
      const { row, copies, more } = menuParts(await html(url));
      expect(row.length).toBeGreaterThan(8);
      expect(more?.[2]).toBe(label);
      expect(copies.map((m) => [m[1], m[2]])).toEqual(row.map((m) => [m[1], m[2]]));
      const tiers = row.map((m) => Number(m[1]));
      // In menu order: the tiers never go down (an item sits in the row only if those before it do).
      expect([...tiers].sort()).toEqual(tiers);
      // 14 items never fit 976 px: some wait for a wider tier, so "More" is shown at 1024 px.
      expect(tiers[0]).toBe(0);
      expect(tiers.at(-1)).toBeGreaterThan(0);
      expect(Number(more?.[1])).toBeGreaterThan(0);
    });
  }
});
