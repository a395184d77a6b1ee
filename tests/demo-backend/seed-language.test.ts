// Issue 32 item 3: the seed's texts are in the language they claim. A Czech letter in Slovak text
// ("nespěchať") and a German article text that named the Czech cities on the Slovak site were found
// by a search-engine review.
import { expect, test } from 'vitest';
import { contentSeed } from '../../demo-backend/src/seed/content-seed';

/** Every string inside a value (rich text included). */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, out);
  return out;
}

test('Slovak articles carry no Czech-only letters (ě, ř, ů)', () => {
  const seed = contentSeed('sk');
  const czech = texts(seed.articles).filter((s) => /[ěřů]/i.test(s));
  expect(czech).toEqual([]);
});

test('German article texts name no city of one site: German is read on both', () => {
  const seed = contentSeed('de');
  const cities = texts(seed.articles.map((a) => [a.perex, a.content])).filter((s) =>
    /Prag|Brünn|Bratislava|Košice/.test(s),
  );
  expect(cities).toEqual([]);
});

test.each(['sk', 'cs', 'de'] as const)('every %s article describes itself in its own words', (locale) => {
  const descriptions = contentSeed(locale).articles.map((a) => a.page_meta.seo_description);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});
