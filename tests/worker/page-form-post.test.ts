import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';

// The account forms post to their own page (method="post", no action: what is typed never lands in
// a URL) and need the page's script; the head script holds a submit until the page is live. With
// every script blocked the browser posts natively: the shopper gets the page again, not a bare 404.
describe('a page posted to without its script', () => {
  test('answers 303 to the same page and query, whatever was posted', async () => {
    const res = await SELF.fetch(`${SK}/prihlasit?redirect=%2Fkosik`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=zakaznik%40demo.sk&password=tajne-heslo',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/prihlasit?redirect=%2Fkosik');
    expect(await res.text()).not.toContain('tajne-heslo');
  });

  test('a path that would leave the site goes home; page data is not a page', async () => {
    const away = await SELF.fetch(`${SK}//evil.example/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      redirect: 'manual',
    });
    expect(away.status).toBeLessThan(400);
    expect(away.headers.get('location')?.startsWith('//')).toBe(false);
    const data = await SELF.fetch(`${SK}/__data/kontakt`, { method: 'POST', body: 'a=1', redirect: 'manual' });
    expect(data.status).toBe(404);
  });

  test("only a form post is a shopper without scripts: a script's JSON or an API path in capitals stays a 404", async () => {
    const json = await SELF.fetch(`${SK}/prihlasit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.sk"}',
      redirect: 'manual',
    });
    expect(json.status).toBe(404);
    const api = await SELF.fetch(`${SK}/API/v1/cart/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      redirect: 'manual',
    });
    expect(api.status).toBe(404);
  });
});
