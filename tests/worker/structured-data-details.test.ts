// Issue 32 item 5: structured data details a search-engine review found. The branch Store had its
// postcode and town inside streetAddress and no country or telephone; brand pages had no
// BreadcrumbList; one FAQ answer ran its list items together like the footer's payment badges.
import { SELF } from 'cloudflare:test';
import { beforeAll, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function jsonLd(path: string): Promise<Record<string, unknown>[]> {
  const res = await SELF.fetch(`${SK}${path}`, { headers, redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return [...(await res.text()).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m) => {
      const value = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(value) ? value : [value];
    },
  );
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

test('a branch Store names street, postcode, town and country apart, and its telephone', async () => {
  const store = (await jsonLd('/pobocky/bratislava')).find((d) => d['@type'] === 'Store');
  expect(store).toMatchObject({
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Obchodná 12',
      postalCode: '811 06',
      addressLocality: 'Bratislava',
      addressCountry: 'SK',
    },
    telephone: expect.stringMatching(/^\+421/),
  });
});

test('a brand page carries its BreadcrumbList', async () => {
  const brands = await (await SELF.fetch(`${SK}/__data/znacky`, { headers })).text();
  const brand = /\/znacky\/[a-z0-9-]+/.exec(brands)![0];
  const crumbs = (await jsonLd(brand)).find((d) => d['@type'] === 'BreadcrumbList') as
    | { itemListElement: { item?: string }[] }
    | undefined;
  expect(crumbs?.itemListElement.map((i) => i.item)).toEqual([`${SK}/`, `${SK}/znacky`, `${SK}${brand}`]);
});

test('an FAQ answer with a list reads as sentences', async () => {
  const faq = (await jsonLd('/najcastejsie-dotazy')).find((d) => d['@type'] === 'FAQPage') as {
    mainEntity: { acceptedAnswer: { text: string } }[];
  };
  const payment = faq.mainEntity.find((q) => q.acceptedAnswer.text.includes('Visa'));
  expect(payment?.acceptedAnswer.text).toContain('Visa / Mastercard, Apple Pay / Google Pay.');
});
