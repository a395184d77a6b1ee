// Issue 50.1: the withdrawal function (Directive 2023/2673, CRD Art. 11a) through the storefront
// against the bundled demo backend: the guest identifies the order by code + e-mail (a wrong e-mail
// answers like an unknown code, nothing of the order before), withdraws from chosen lines once
// (a second submit records nothing new and mails nothing new), every call counts as an order
// look-up, bad input is a clear 4xx, and the browser's own form posts get pages back.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { formHeaders, postFormTo } from './browser-form-post';
import { inOneLimitWindow } from './rate-limit-window';

const SK = 'https://www.eshop-demo.sk';
const DEMO = 'https://demo-backend.internal';

let ip = 0;
const nextIp = () => `198.51.120.${++ip}`;
const jsonHeaders = (extra: Record<string, string> = {}) => ({
  origin: SK,
  'content-type': 'application/json',
  'cf-connecting-ip': nextIp(),
  ...extra,
});

interface Placed {
  code: string;
  token: string;
  email: string;
  items: { id: number; type: string; amount: number; name: string }[];
  /** The placing browser's cookie (the thank-you page's way back to the order). */
  placedCookie: string;
}

/** A guest order of three lines (the first three saleable variants from 10 on), placed through the storefront. */
async function placeGuestOrder(): Promise<Placed> {
  let cookie = '';
  let lines = 0;
  for (let id = 10; lines < 3 && id < 400; id++) {
    const add = await SELF.fetch(`${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers: jsonHeaders(cookie ? { cookie } : {}),
      body: JSON.stringify({ id, type: 'variant', amount: 1 }),
    });
    if (add.status !== 200) continue; // no such variant, or not saleable
    lines++;
    const set = add.headers.getSetCookie().find((l) => l.startsWith('guest-cart-token='));
    if (set) cookie = set.split(';')[0]!;
  }
  expect(lines).toBe(3);
  const email = `withdrawal-${crypto.randomUUID().slice(0, 8)}@example.sk`;
  const place = await SELF.fetch(`${SK}/api/v1/cart/place`, {
    method: 'POST',
    headers: jsonHeaders({ cookie }),
    body: JSON.stringify({
      name: 'Odstúpenie Tester',
      firstName: 'Odstúpenie',
      lastName: 'Tester',
      email,
      phone: '+421 911 222 333',
      billing_address: { street: 'Tajná 77', city: 'Nitra', postcode: '949 01', country_code: 'SVK' },
      business: null,
      shipping: null,
      custom: {},
      payment_id: 2,
      shipper_id: 2,
      terms: true,
    }),
  });
  expect(place.status, await place.clone().text()).toBe(200);
  const placedCookie = place.headers
    .getSetCookie()
    .find((l) => l.startsWith('placed-order='))!
    .split(';')[0]!;
  const order = ((await place.json()) as { data: Placed }).data;
  return { ...order, email, placedCookie };
}

/** Identifies the order as a guest; returns the cookie that then opens it. */
async function identify(order: Placed): Promise<string> {
  const res = await SELF.fetch(`${SK}/api/v1/orders/identify`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ code: order.code, email: order.email.toUpperCase() }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await res.text();
  // The token goes into an HttpOnly cookie, never into the answer.
  expect(body).not.toContain(order.token);
  expect(JSON.parse(body)).toEqual({ data: { code: order.code } });
  const line = res.headers.getSetCookie().find((l) => l.startsWith('order-token='))!;
  expect(line).toMatch(/HttpOnly/i);
  return line.split(';')[0]!;
}

const productLines = (order: Placed) => order.items.filter((i) => i.type === 'product');

async function outbox(code: string) {
  const res = await env.DEMO_BACKEND.fetch(`${DEMO}/__demo/outbox?order=${code}`);
  return ((await res.json()) as { data: { to: string; subject: string; body: string; kind: string }[] }).data;
}

let order: Placed;
beforeAll(async () => {
  order = await placeGuestOrder();
}, 60_000);

describe('identifying an order (code + e-mail)', () => {
  test('a wrong e-mail is answered exactly like an unknown code, and neither sets a cookie', async () => {
    const ask = (code: string, email: string) =>
      SELF.fetch(`${SK}/api/v1/orders/identify`, {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ code, email }),
      });
    const wrongEmail = await ask(order.code, 'someone-else@example.sk');
    const unknownCode = await ask('20991231-99999', order.email);
    expect(wrongEmail.status).toBe(404);
    expect(unknownCode.status).toBe(404);
    expect(await wrongEmail.text()).toBe(await unknownCode.text());
    for (const res of [wrongEmail, unknownCode])
      expect(res.headers.getSetCookie().some((l) => l.startsWith('order-token='))).toBe(false);
  });

  test('nothing of the order before it is identified: the form read and the page are refused', async () => {
    const form = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}/withdrawal`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    expect(form.status).toBe(404);
    const page = await SELF.fetch(`${SK}/odstupenie-od-zmluvy?code=${order.code}`, {
      headers: { cookie: 'closed-modals=age-18', 'cf-connecting-ip': nextIp() },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const line of productLines(order)) expect(html).not.toContain(line.name);
    expect(html).not.toContain(order.email);
    expect(html).toContain('action="/api/v1/orders/identify"');
  });

  test('the page in German on its own path, linked from every page under the label the law asks for', async () => {
    const german = await SELF.fetch(`${SK}/vom-vertrag-zuruecktreten`, {
      headers: { cookie: 'closed-modals=age-18', 'cf-connecting-ip': nextIp() },
    });
    expect(german.status).toBe(200);
    const html = await german.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Bestellung finden');
    const home = await (await SELF.fetch(`${SK}/`, { headers: { cookie: 'closed-modals=age-18' } })).text();
    expect(home).toMatch(/<a href="\/odstupenie-od-zmluvy"[^>]*>Odstúpiť od zmluvy<\/a>/);
  });

  test('bad input is a clear 4xx, never a 500, and reaches no store', async () => {
    const bad = [{ code: order.code }, { code: '../x', email: order.email }, { code: order.code, email: 'nope' }, 7];
    for (const body of bad) {
      const res = await SELF.fetch(`${SK}/api/v1/orders/identify`, {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });

  test('a cross-site post is refused (CSRF)', async () => {
    const res = await SELF.fetch(`${SK}/api/v1/orders/identify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ code: order.code, email: order.email }),
    });
    expect(res.status).toBe(403);
  });
});

describe('withdrawing', () => {
  test('bad submissions: 422 for malformed lines, 422 for a line the order lacks, nothing recorded', async () => {
    const cookie = await identify(order);
    const send = (body: unknown) =>
      SELF.fetch(`${SK}/api/v1/orders/code/${order.code}/withdrawal`, {
        method: 'POST',
        headers: jsonHeaders({ cookie }),
        body: JSON.stringify(body),
      });
    for (const body of [{ lines: [] }, { lines: [{ itemId: 'x', amount: 1 }] }, { reason: 'no lines' }, {}])
      expect((await send(body)).status, JSON.stringify(body)).toBe(422);
    const foreign = await send({ lines: [{ itemId: 999_999_999, amount: 1 }] });
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('withdrawal_line_invalid');
    const tooMany = await send({ lines: [{ itemId: productLines(order)[0]!.id, amount: 50 }] });
    expect(tooMany.status).toBe(422);
    expect(await outbox(order.code)).toEqual([]);
  });

  test('two lines of three, once: the second submit answers the first and mails nothing new', async () => {
    const cookie = await identify(order);
    const lines = productLines(order).slice(0, 2);
    const form = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}/withdrawal`, {
      headers: { cookie, 'cf-connecting-ip': nextIp() },
    });
    expect(form.status).toBe(200);
    const offered = ((await form.json()) as { data: { lines: { itemId: number; hygienic: boolean }[] } }).data;
    expect(offered.lines.map((l) => l.itemId)).toEqual(productLines(order).map((l) => l.id));
    expect(offered.lines.every((l) => typeof l.hygienic === 'boolean')).toBe(true);

    const submit = () =>
      SELF.fetch(`${SK}/api/v1/orders/code/${order.code}/withdrawal`, {
        method: 'POST',
        headers: jsonHeaders({ cookie }),
        body: JSON.stringify({
          lines: lines.map((l) => ({ itemId: l.id, amount: l.amount })),
          reason: 'Nesedí veľkosť',
        }),
      });
    const first = await submit();
    expect(first.status, await first.clone().text()).toBe(200);
    const recorded = ((await first.json()) as { data: { requestedAt: string; lines: { itemId: number }[] } }).data;
    expect(recorded.lines.map((l) => l.itemId)).toEqual(lines.map((l) => l.id));
    expect(Number.isNaN(Date.parse(recorded.requestedAt))).toBe(false);

    const second = await submit();
    expect(second.status).toBe(200);
    expect(((await second.json()) as { data: unknown }).data).toEqual(recorded);

    const mails = await outbox(order.code);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(order.email);
    expect(mails[0]!.subject).toContain(order.code);
    for (const line of lines) expect(mails[0]!.body).toContain(line.name);

    // The order status shows it (the public view too: when, and no reason).
    const status = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    const publicOrder = ((await status.json()) as { data: { withdrawal: unknown } }).data;
    expect(publicOrder.withdrawal).toEqual({ requestedAt: recorded.requestedAt, lines: recorded.lines });
    expect(JSON.stringify(publicOrder)).not.toContain('Nesedí');
  });

  test('an order past its 14 days is refused with why, and its page points to the complaint page', async () => {
    const late = await placeGuestOrder();
    const delivered = await env.DEMO_BACKEND.fetch(`${DEMO}/__demo/orders/${late.code}/delivered`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2026-01-05' }),
    });
    expect(delivered.status).toBe(200);
    const cookie = await identify(late);
    const res = await SELF.fetch(`${SK}/api/v1/orders/code/${late.code}/withdrawal`, {
      method: 'POST',
      headers: jsonHeaders({ cookie }),
      body: JSON.stringify({ lines: [{ itemId: productLines(late)[0]!.id, amount: 1 }] }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('withdrawal_period_ended');
    const page = await SELF.fetch(`${SK}/odstupenie-od-zmluvy?code=${late.code}`, {
      headers: { cookie: `closed-modals=age-18; ${cookie}`, 'cf-connecting-ip': nextIp() },
    });
    const html = await page.text();
    expect(html).toContain('data-testid="withdrawal-closed"');
    expect(html).toContain('href="/reklamacia"');
  });
});

describe('the browser posting the forms itself (before or without the script)', () => {
  test('identify: 303 to the order on the page; a wrong e-mail 303 back with the same refusal as an unknown code', async () => {
    const fresh = await placeGuestOrder();
    const good = await postFormTo(
      '/api/v1/orders/identify',
      { code: fresh.code, email: fresh.email },
      formHeaders('198.51.121'),
    );
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(`/odstupenie-od-zmluvy?code=${fresh.code}`);
    const wrong = await postFormTo(
      '/api/v1/orders/identify',
      { code: fresh.code, email: 'x@example.sk' },
      formHeaders('198.51.121'),
    );
    const unknown = await postFormTo(
      '/api/v1/orders/identify',
      { code: '20991231-99999', email: fresh.email },
      formHeaders('198.51.121'),
    );
    expect(wrong.headers.get('location')).toBe(`/odstupenie-od-zmluvy?code=${fresh.code}&found=no`);
    expect(unknown.headers.get('location')).toBe('/odstupenie-od-zmluvy?code=20991231-99999&found=no');
    // From the German page: back to the German page.
    const german = await postFormTo(
      '/api/v1/orders/identify',
      { code: fresh.code, email: 'x@example.sk' },
      formHeaders('198.51.121', { referer: `${SK}/vom-vertrag-zuruecktreten` }),
    );
    expect(german.headers.get('location')).toBe(`/vom-vertrag-zuruecktreten?code=${fresh.code}&found=no`);

    // Then the confirmation posted as a form: 303 to the page, which shows the acknowledgement.
    const cookie = good.headers
      .getSetCookie()
      .find((l) => l.startsWith('order-token='))!
      .split(';')[0]!;
    const line = productLines(fresh)[2]!;
    const confirm = await postFormTo(
      `/api/v1/orders/code/${fresh.code}/withdrawal`,
      { [`line-${line.id}`]: String(line.amount), reason: '' },
      formHeaders('198.51.121', { cookie }),
    );
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`/odstupenie-od-zmluvy?code=${fresh.code}`);
    const page = await SELF.fetch(`${SK}/odstupenie-od-zmluvy?code=${fresh.code}`, {
      headers: { cookie: `closed-modals=age-18; ${cookie}`, 'cf-connecting-ip': nextIp() },
    });
    const html = await page.text();
    expect(html).toContain('data-testid="withdrawal-done"');
    expect(html).toContain(line.name);
  });

  test('the confirm step needs a line: the page says so instead of posting nothing', async () => {
    const fresh = await placeGuestOrder();
    const cookie = await identify(fresh);
    const page = await SELF.fetch(`${SK}/odstupenie-od-zmluvy?code=${fresh.code}&step=confirm`, {
      headers: { cookie: `closed-modals=age-18; ${cookie}`, 'cf-connecting-ip': nextIp() },
    });
    const html = await page.text();
    expect(html).toContain('data-testid="withdrawal-choose"');
    expect(html).toContain('Vyberte aspoň jednu položku.');
    const line = productLines(fresh)[0]!;
    const confirm = await SELF.fetch(
      `${SK}/odstupenie-od-zmluvy?code=${fresh.code}&step=confirm&line-${line.id}=${line.amount}`,
      { headers: { cookie: `closed-modals=age-18; ${cookie}`, 'cf-connecting-ip': nextIp() } },
    );
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('Potvrdiť odstúpenie');
    expect(confirmHtml).toContain(`action="/api/v1/orders/code/${fresh.code}/withdrawal"`);
  });
});

describe('the links that lead to an order', () => {
  test("the thank-you page's link opens the order just placed without asking for the e-mail", async () => {
    const fresh = await placeGuestOrder();
    const finished = await SELF.fetch(`${SK}/kosik/dokoncenie`, {
      headers: { cookie: `closed-modals=age-18; ${fresh.placedCookie}`, 'cf-connecting-ip': nextIp() },
    });
    expect(await finished.text()).toContain(`href="/odstupenie-od-zmluvy?code=${fresh.code}"`);
    const page = await SELF.fetch(`${SK}/odstupenie-od-zmluvy?code=${fresh.code}`, {
      headers: { cookie: `closed-modals=age-18; ${fresh.placedCookie}`, 'cf-connecting-ip': nextIp() },
    });
    const html = await page.text();
    expect(html).toContain('data-testid="withdrawal-choose"');
    for (const line of productLines(fresh)) expect(html).toContain(line.name);
  });
});

describe('every withdrawal call is an order look-up: one limit for all of them', () => {
  test('identify tries from one address end in 429, and then the order status look-up is limited too', async () => {
    await inOneLimitWindow('ORDER_LOOKUP_RATE_LIMIT', async () => {
      const from = nextIp();
      let limited: Response | undefined;
      for (let i = 0; i < 40 && !limited; i++) {
        const res = await SELF.fetch(`${SK}/api/v1/orders/identify`, {
          method: 'POST',
          headers: { ...jsonHeaders(), 'cf-connecting-ip': from },
          body: JSON.stringify({ code: order.code, email: `guess-${i}@example.sk` }),
        });
        if (res.status === 429) limited = res;
        else expect(res.status).toBe(404);
      }
      expect(limited, 'no 429 after 40 guesses').toBeDefined();
      const status = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}`, {
        headers: { 'cf-connecting-ip': from },
      });
      expect(status.status).toBe(429);
    });
  });
});
