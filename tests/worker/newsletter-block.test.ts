// Issue 15 item 10: the home page showed the newsletter block twice, and the CMS newsletter block
// ignored its own title and text. Issue 32: the layout's second block was only hidden with CSS; a
// crawler and a validator still read two sign-up forms.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

async function html(url: string) {
  // A crawler's user agent: the whole page is rendered before the first byte (nothing streams behind).
  const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
  const res = await SELF.fetch(url, { headers, redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.text();
}

const sections = (page: string) => [...page.matchAll(/<section class="(newsletter[^"]*)"[\s\S]*?<\/section>/g)];

describe('newsletter block (issue 15 item 10, issue 32: one block per page)', () => {
  test('the home page shows only its CMS block, with the CMS title and text', async () => {
    const page = await html('https://www.eshop-demo.sk/');
    const blocks = sections(page);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.[0]).toContain('Tipy a inšpirácia do e-mailu');
    expect(blocks[0]?.[0]).toContain('Raz za mesiac, bez spamu.');
    // One sign-up form on the page (the layout's is not rendered at all, not merely hidden).
    expect(page.match(/<form class="newsletter__form"/g)).toHaveLength(1);
  });

  test('Czech CMS text on the Czech site, once', async () => {
    const blocks = sections(await html('https://www.eshop-demo.cz/'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.[0]).toContain('Tipy a inspirace do e-mailu');
    expect(blocks[0]?.[0]).toContain('Jednou za měsíc, bez spamu.');
  });

  test('a page without a CMS block keeps the layout block after the page, with the dictionary title', async () => {
    const page = await html('https://www.eshop-demo.sk/kontakt');
    const blocks = sections(page);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.[0]).toContain('</h2>');
    expect(page).toMatch(/<\/main>(<!--\$-->)?<section class="newsletter"/);
  });
});
