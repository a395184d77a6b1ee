// Issue 15 item 10: the home page showed the newsletter block twice, and the CMS newsletter block
// ignored its own title and text.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

async function html(url: string) {
  const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' }, redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.text();
}

const sections = (page: string) => [...page.matchAll(/<section class="(newsletter[^"]*)"[\s\S]*?<\/section>/g)];

describe('newsletter block (issue 15 item 10)', () => {
  test("the home page's CMS block shows the CMS title and text; the layout's is marked to give way", async () => {
    const blocks = sections(await html('https://www.eshop-demo.sk/'));
    const cms = blocks.filter((m) => m[1] === 'newsletter');
    expect(cms).toHaveLength(1);
    expect(cms[0]?.[0]).toContain('Tipy a inšpirácia do e-mailu');
    expect(cms[0]?.[0]).toContain('Raz za mesiac, bez spamu.');
    // The layout's block follows the page (main.page) directly, so `.page:has(.newsletter) + ...` hides it.
    expect(blocks.filter((m) => m[1] === 'newsletter newsletter--layout')).toHaveLength(1);
    const page = await html('https://www.eshop-demo.sk/');
    expect(page).toMatch(/<\/main><section class="newsletter newsletter--layout"/);
  });

  test('Czech CMS text on the Czech site', async () => {
    const cms = sections(await html('https://www.eshop-demo.cz/')).filter((m) => m[1] === 'newsletter');
    expect(cms[0]?.[0]).toContain('Tipy a inspirace do e-mailu');
    expect(cms[0]?.[0]).toContain('Jednou za měsíc, bez spamu.');
  });

  test('a page without a CMS block keeps the layout block with the dictionary title', async () => {
    const blocks = sections(await html('https://www.eshop-demo.sk/kontakt'));
    expect(blocks.map((m) => m[1])).toEqual(['newsletter newsletter--layout']);
  });
});
