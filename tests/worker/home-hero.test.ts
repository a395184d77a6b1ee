// Issue 31: the home's hero repeated its title as its subtitle ("Chvíľa pre seba" twice): the CMS
// banner's first text line was the title again. A line that says the title is not shown under it.
import { SELF } from 'cloudflare:test';
import { expect, test } from 'vitest';

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

test('no home banner shows its title again as a text line, and the other lines stay', async () => {
  for (const origin of ['https://www.eshop-demo.sk', 'https://www.eshop-demo.cz']) {
    const res = await SELF.fetch(`${origin}/__data/`, { headers: { accept: 'application/json' } });
    const { data } = (await res.json()) as { data: { banners: { title: string; texts: string[] }[] } };
    expect(data.banners.length).toBeGreaterThan(0);
    for (const banner of data.banners) {
      for (const line of banner.texts) expect(words(line)).not.toBe(words(banner.title));
    }
    expect(data.banners.some((b) => b.texts.length > 0)).toBe(true);
  }
});
