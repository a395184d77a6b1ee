// Issue 15 item 1: the 18+ gate and the cookie banner are real forms the worker answers, so the
// first tap works before hydration and with scripts blocked; the answer is remembered in the same
// cookies the hydrated client writes, and the shopper returns to the same page (same-site only).
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: SK }) {
  return SELF.fetch(`${SK}/__preference`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function html(path: string, cookie = '') {
  const res = await SELF.fetch(`${SK}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.text();
}

describe('the 18+ gate and the cookie banner without scripts', () => {
  test('a first visit gets the gate as a form posting to the worker, and no cookie banner yet', async () => {
    const page = await html('/masazne-oleje?page=2');
    // The top banner's close button is a /__preference form too; pick the gate's form.
    const form = [...page.matchAll(/<form[^>]*action="\/__preference"[^>]*>([\s\S]*?)<\/form>/g)].find((f) =>
      f[1]!.includes('value="age-18"'),
    );
    expect(form, 'the gate is a form').toBeDefined();
    expect(form![0]).toMatch(/method="post"/);
    expect(form![1]).toMatch(/<input type="hidden" name="close" value="age-18"\/>/);
    expect(form![1]).toMatch(/<input type="hidden" name="back" value="\/masazne-oleje\?page=2"\/>/);
    expect(form![1]).toMatch(/<button type="submit"/);
    expect(page).not.toContain('class="cookie-consent"');
  });

  test('answering the gate sets closed-modals and returns to the same page; the banner then shows', async () => {
    const res = await post({ close: 'age-18', back: '/masazne-oleje?page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/masazne-oleje?page=2');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/closed-modals=age-18;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);

    const next = await html('/masazne-oleje?page=2', 'closed-modals=age-18');
    expect(next).not.toContain('age-modal');
    const banner = /<section class="cookie-consent"[\s\S]*?<\/section>/.exec(next)?.[0] ?? '';
    const form = /<form[^>]*>/.exec(banner)?.[0] ?? '';
    expect(form).toContain('action="/__preference"');
    expect(form).toContain('method="post"');
    const buttons = banner.match(/<button[^>]*>/g) ?? [];
    expect(
      buttons
        .filter((b) => /type="submit"/.test(b) && /name="consent"/.test(b))
        .map((b) => /value="(\w+)"/.exec(b)?.[1]),
    ).toEqual(['necessary', 'all', 'choice']);
  });

  test('the cookie banner answer is remembered; closed ids already there are kept', async () => {
    const res = await post({ consent: 'all', back: '/' }, { origin: SK, cookie: 'closed-modals=tb-x%2Cage-18' });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/cookie-consent=all;/);
    const closing = await post(
      { close: 'welcome-campaign', back: '/' },
      { origin: SK, cookie: 'closed-modals=tb-x%2Cage-18' },
    );
    const value = decodeURIComponent(/closed-modals=([^;]*)/.exec(closing.headers.get('set-cookie') ?? '')?.[1] ?? '');
    expect(value.split(',').sort()).toEqual(['age-18', 'tb-x', 'welcome-campaign']);
    expect(await html('/', 'closed-modals=age-18; cookie-consent=all')).not.toContain('class="cookie-consent"');
  });

  test('never an open redirect: off-site or odd `back` values return home', async () => {
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      const res = await post({ close: 'age-18', back });
      expect(res.status, back).toBe(303);
      expect(res.headers.get('location'), back).toBe('/');
    }
    // No `back`: the same-site Referer, else home.
    const viaReferer = await post({ close: 'age-18' }, { origin: SK, referer: `${SK}/kontakt?x=1` });
    expect(viaReferer.headers.get('location')).toBe('/kontakt?x=1');
    const foreignReferer = await post({ close: 'age-18' }, { origin: SK, referer: 'https://evil.example/kontakt' });
    expect(foreignReferer.headers.get('location')).toBe('/');
  });

  test('CSRF-safe: a cross-site post is refused and sets nothing; bad input is a 4xx', async () => {
    const cross = await post({ close: 'age-18', back: '/' }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    const noOrigin = await post({ close: 'age-18', back: '/' }, {});
    expect(noOrigin.status).toBe(403);
    expect((await post({ consent: 'everything' })).status).toBe(400);
    expect((await post({ close: '<script>' })).status).toBe(400);
    expect((await post({ back: '/' })).status).toBe(400);
    const json = await SELF.fetch(`${SK}/__preference`, {
      method: 'POST',
      headers: { origin: SK, 'content-type': 'application/json' },
      body: '{"close":"age-18"}',
      redirect: 'manual',
    });
    expect(json.status).toBe(415);
  });
});

function shellData(page: string): any {
  const json = /<script type="application\/json" id="__shell_data">([\s\S]*?)<\/script>/.exec(page)?.[1];
  expect(json, 'shell data inlined').toBeDefined();
  return JSON.parse(json!);
}

describe('the discount-code modal settings (issue 18 item 1)', () => {
  test('value, threshold and on/off come from the globals through the shell data, per site and currency', async () => {
    const sk = shellData(await html('/', 'closed-modals=age-18'));
    expect(sk.currency.code).toBe('EUR');
    expect(sk.settings.discountCode).toEqual({ value: 5, threshold: 40, code: null });
    const czRes = await SELF.fetch('https://www.eshop-demo.cz/', { headers: { cookie: 'closed-modals=age-18' } });
    const cz = shellData(await czRes.text());
    expect(cz.currency.code).toBe('CZK');
    expect(cz.settings.discountCode).toEqual({ value: 120, threshold: 1000, code: null });
  });
});
