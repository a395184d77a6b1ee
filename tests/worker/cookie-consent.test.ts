// Issue 50 items 2 and 3: consent refused in one tap and changed any time, Consent Mode v2. The
// banner's markup as the worker renders it (it works without scripts), the no-script form's answers
// (shared/consent.ts rules, zod-checked), the cookie read back, and consent mode's default first in
// the head under the page's CSP nonce.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function page(origin: string, cookie: string, path = '/') {
  const res = await SELF.fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

function post(fields: Record<string, string>) {
  return SELF.fetch(`${SK}/__preference`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SK },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const bannerOf = (html: string) => /<section class="cookie-consent[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const consentSet = (res: Response) => /cookie-consent=([^;]*);/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('the banner as the server renders it', () => {
  test('refuse all and accept all, the same weight, then settings with every purpose off', async () => {
    const banner = bannerOf((await page(SK, 'closed-modals=age-18')).html);
    const buttons = [...banner.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((m) => ({
      attrs: m[1]!,
      label: m[2]!,
    }));
    expect(buttons.map((b) => b.label)).toEqual(['Odmietnuť všetky', 'Prijať všetky', 'Uložiť výber']);
    const [refuse, accept] = buttons;
    // Same element, same class: neither is more prominent than the other.
    expect(refuse!.attrs.replace('value="necessary"', '')).toBe(accept!.attrs.replace('value="all"', ''));
    expect(banner).toMatch(/<details class="cookie-consent__settings"><summary[^>]*>Nastavenia<\/summary>/);
    const boxes = banner.match(/<input type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(3);
    // Necessary: always on, not a choice (disabled, posts nothing).
    expect(boxes[0]).toMatch(/ checked=""/);
    expect(boxes[0]).toMatch(/ disabled=""/);
    expect(boxes[0]).not.toMatch(/name=/);
    // Analytics and marketing: off by default.
    expect(boxes.slice(1).map((b) => /name="(\w+)"/.exec(b)?.[1])).toEqual(['analytics', 'marketing']);
    for (const box of boxes.slice(1)) expect(box).not.toMatch(/checked/);
    expect(banner).toContain('Analytické');
    expect(banner).toContain('Marketingové');
  });

  test('the Czech site in Czech', async () => {
    const banner = bannerOf((await page(CZ, 'closed-modals=age-18')).html);
    expect(banner).toContain('Odmítnout vše');
    expect(banner).toContain('Přijmout vše');
    expect(banner).toContain('Uložit výběr');
  });

  test('every answer the cookie can hold hides the banner; anything else asks again', async () => {
    for (const value of ['necessary', 'analytics', 'marketing', 'all'])
      expect(bannerOf((await page(SK, `closed-modals=age-18; cookie-consent=${value}`)).html), value).toBe('');
    for (const value of ['everything', 'all%2Canalytics', 'ALL'])
      expect(bannerOf((await page(SK, `closed-modals=age-18; cookie-consent=${value}`)).html), value).not.toBe('');
  });

  test('the footer of every page has the link that reopens the settings, in the page language', async () => {
    const quiet = 'closed-modals=age-18,welcome-campaign,discount-code; cookie-consent=necessary';
    for (const [origin, path, label] of [
      [SK, '/', 'Nastavenia cookies'],
      [SK, '/masazne-oleje', 'Nastavenia cookies'],
      [CZ, '/', 'Nastavení cookies'],
    ] as const) {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await page(origin, quiet, path)).html)?.[0] ?? '';
      // A real form: before hydration or with scripts blocked it posts and the banner asks again.
      const form = /<form class="site-footer__consent-form"[^>]*>([\s\S]*?)<\/form>/.exec(footer);
      expect(form?.[0], `${origin}${path}`).toMatch(/ action="\/__preference"/);
      expect(form?.[0]).toMatch(/ method="post"/);
      expect(form?.[1]).toContain(`<input type="hidden" name="back" value="${path}"/>`);
      const button = /<button([^>]*)>([^<]*)<\/button>/.exec(form?.[1] ?? '');
      expect(button?.[2]).toBe(label);
      for (const attr of ['type="submit"', 'name="reopen-consent"', 'value="1"']) expect(button?.[1]).toContain(attr);
    }
  });
});

describe('the no-script form', () => {
  test('accept all and refuse all decide alone: ticked boxes do not change them', async () => {
    expect(consentSet(await post({ consent: 'all', back: '/' }))).toBe('all');
    expect(consentSet(await post({ consent: 'necessary', analytics: '1', marketing: '1', back: '/' }))).toBe(
      'necessary',
    );
  });

  test('"save my choice" stores exactly the ticked purposes', async () => {
    expect(consentSet(await post({ consent: 'choice', analytics: '1', back: '/' }))).toBe('analytics');
    expect(consentSet(await post({ consent: 'choice', marketing: '1', back: '/' }))).toBe('marketing');
    expect(consentSet(await post({ consent: 'choice', analytics: '1', marketing: '1', back: '/' }))).toBe('all');
    const none = await post({ consent: 'choice', back: '/masazne-oleje' });
    expect(consentSet(none)).toBe('necessary');
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe('/masazne-oleje');
  });

  test('"cookie settings" without a script forgets the answer and the tag cookies, so the page asks again', async () => {
    const res = await SELF.fetch(`${SK}/__preference`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SK,
        cookie: 'cookie-consent=all; _ga=GA1.1.5; _gcl_au=1.1; cart-id=7',
      },
      body: 'reopen-consent=1&back=%2Fmasazne-oleje',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/masazne-oleje');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((line) => line.startsWith('cookie-consent='))).toMatch(/Max-Age=0/);
    for (const tag of ['_ga', '_gcl_au'])
      for (const domain of ['', '; Domain=www.eshop-demo.sk', '; Domain=eshop-demo.sk'])
        expect(cookies, `${tag}${domain}`).toContainEqual(
          expect.stringMatching(new RegExp(`^${tag}=; Max-Age=0${domain}; Path=/`)),
        );
    expect(cookies.some((line) => line.startsWith('cart-id='))).toBe(false);
    const after = await page(SK, 'closed-modals=age-18', '/masazne-oleje');
    expect(bannerOf(after.html)).not.toBe('');
  });

  test('refusing analytics deletes its tag cookies and keeps the granted ones', async () => {
    const res = await SELF.fetch(`${SK}/__preference`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SK,
        cookie: 'cookie-consent=all; _ga=GA1.1.5; _ga_X1=GS; _gcl_au=1.1',
      },
      body: 'consent=choice&marketing=1&back=%2F',
      redirect: 'manual',
    });
    const deleted = res.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(new Set(deleted)).toEqual(new Set(['cookie-consent', '_ga', '_ga_X1']));
  });

  test('anything else is a clear 400 that stores nothing', async () => {
    const refused: Record<string, string>[] = [
      { consent: 'analytics' },
      { consent: 'choice', analytics: 'yes' },
      { consent: 'choice', marketing: 'on' },
      { consent: 'everything' },
    ];
    for (const fields of refused) {
      const res = await post({ ...fields, back: '/' });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('Consent Mode v2 default', () => {
  test("the head's first script, under the page's nonce, denies every signal before any other script", async () => {
    for (const cookie of ['closed-modals=age-18', 'closed-modals=age-18; cookie-consent=all']) {
      const { res, html } = await page(CZ, cookie);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      const first = /<script([^>]*)>([\s\S]*?)<\/script>/.exec(head);
      expect(first?.[1]).toContain(`nonce="${nonce}"`);
      const script = first?.[2] ?? '';
      expect(script.startsWith('window.dataLayer=window.dataLayer||[];')).toBe(true);
      const state = JSON.parse(/"consent","default",(\{[^}]*\})/.exec(script)?.[1] ?? 'null');
      expect(state).toEqual({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        personalization_storage: 'denied',
        functionality_storage: 'denied',
      });
      // Nothing else runs before it: it is the first script of the document.
      expect(html.indexOf('<script')).toBe(html.indexOf(first![0]));
    }
  });
});
