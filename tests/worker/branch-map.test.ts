// Issue 15 item 10: the branch list and detail get a real map that works offline: an inline SVG of
// Czechia and Slovakia drawn by the server, a linked pin per branch, a directions link per branch.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { projectToMap } from '../../client/components/branch-map';

async function html(url: string) {
  const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('branch map (offline)', () => {
  test('projection: west is left, north is up, outside the two countries is not placed', () => {
    const bratislava = projectToMap(48.1486, 17.1077)!;
    const kosice = projectToMap(48.7164, 21.2611)!;
    const praha = projectToMap(50.0755, 14.4378)!;
    expect(praha.x).toBeLessThan(bratislava.x);
    expect(bratislava.x).toBeLessThan(kosice.x);
    expect(praha.y).toBeLessThan(bratislava.y);
    expect(projectToMap(52.52, 13.405)).toBeNull(); // Berlin
    expect(projectToMap(Number.NaN, 17)).toBeNull();
  });

  test('/pobocky: the list first, then an SVG map with one linked, labelled pin per branch; directions per card', async () => {
    const page = await html('https://www.eshop-demo.sk/pobocky');
    const cards = [...page.matchAll(/<h2 class="branch-card__title"><a href="([^"]+)">([^<]+)<\/a>/g)];
    expect(cards.length).toBeGreaterThan(1);
    const figure = page.match(/<figure class="branch-map"[\s\S]*?<\/figure>/)?.[0] ?? '';
    expect(page.indexOf('class="branches__grid"')).toBeLessThan(page.indexOf('class="branch-map"'));
    expect(figure).toMatch(
      /<svg class="branch-map__svg" viewBox="0 0 \d+ \d+" role="group" aria-label="Mapa pobočiek na Slovensku a v Česku">/,
    );
    expect(figure.match(/<polygon class="branch-map__country"/g)).toHaveLength(2);
    expect(figure).toContain('<figcaption');
    for (const [, href, title] of cards) {
      expect(figure).toContain(`<a href="${href}" class="branch-map__pin" aria-label="${title}"`);
    }
    expect(figure).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched from elsewhere
    expect(
      page.match(
        /class="branch-card__directions" href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=-?\d+\.\d{6},-?\d+\.\d{6}"/g,
      ),
    ).toHaveLength(cards.length);
  });

  test('/pobocky/{slug}: the branch pinned and marked current, with a directions link (Czech site too)', async () => {
    for (const origin of ['https://www.eshop-demo.sk', 'https://www.eshop-demo.cz']) {
      const list = await html(`${origin}/pobocky`);
      const href = list.match(/<h2 class="branch-card__title"><a href="([^"]+)"/)?.[1] ?? '';
      const page = await html(`${origin}${href}`);
      expect(page).toContain(`<a href="${href}" class="branch-map__pin branch-map__pin--current"`);
      expect(page).toMatch(
        /class="button button--primary branch__directions" href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=/,
      );
    }
  });
});
