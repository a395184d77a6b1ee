// Business registration keeps its fields (issue 18, item 2): the register contract takes company,
// IČO, DIČ, IČ DPH and an address with the user PATCH's names, and the account then shows them.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { sameOrigin, setCookies } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`);
}, 60_000);

describe('business registration', () => {
  test('register with business fields, then GET /api/v1/user returns them', async () => {
    const email = 'firma-registracia@example.sk';
    const register = await SELF.fetch(`${SK}/api/v1/register`, {
      method: 'POST',
      headers: sameOrigin(SK),
      body: JSON.stringify({
        email,
        password: 'Demo1234!',
        password_confirmation: 'Demo1234!',
        firstName: 'Peter',
        lastName: 'Horváth',
        phone: '+421 905 111 222',
        terms: true,
        callbackUrl: `${SK}/aktivovat`,
        businessName: 'Horváth s.r.o.',
        tin: '36396567',
        vatin: 'SK2020202020',
        attributes: { custom: { ICDPH: 'SK2020202020' } },
        address: { street: 'Mlynská 5', city: 'Košice', postcode: '040 01', countryCode: 'SVK' },
      }),
    });
    expect(register.status).toBe(201);

    const login = await SELF.fetch(`${SK}/api/oauth/login`, {
      method: 'POST',
      headers: sameOrigin(SK),
      body: JSON.stringify({ email, password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = [...setCookies(login).values()].map((c) => c.split(';')[0]).join('; ');

    const res = await SELF.fetch(`${SK}/api/v1/user`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      email,
      isBusiness: true,
      businessName: 'Horváth s.r.o.',
      tin: '36396567',
      vatin: 'SK2020202020',
      address: { street: 'Mlynská 5', city: 'Košice', postcode: '040 01', countryCode: 'SVK' },
      attributes: { custom: { ICDPH: 'SK2020202020' } },
    });

    // The account's personal data page shows them too (rendered by the worker).
    const page = await SELF.fetch(`${SK}/uzivatel/osobni-udaje`, {
      headers: { cookie: `closed-modals=age-18; ${cookie}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const shown of ['Horváth s.r.o.', '36396567', 'SK2020202020', 'Mlynská 5', 'Košice'])
      expect(main.includes(shown), shown).toBe(true);
  });

  test('the business fields follow the user PATCH rules (too long a company name is refused)', async () => {
    const res = await SELF.fetch(`${SK}/api/v1/register`, {
      method: 'POST',
      headers: sameOrigin(SK),
      body: JSON.stringify({
        email: 'too-long@example.sk',
        password: 'Demo1234!',
        password_confirmation: 'Demo1234!',
        firstName: 'A',
        lastName: 'B',
        businessName: 'x'.repeat(201),
      }),
    });
    expect(res.status).toBe(422);
    const body = await res.json<{ errors: { field?: string; code?: string }[] }>();
    expect(body.errors[0]).toMatchObject({ field: 'businessName', code: 'invalid_input' });
  });
});
