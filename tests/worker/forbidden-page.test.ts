// Issue 15 item 10 / SPEC 2 error pages 500, 404, 403: another account's shopping list answers the
// 403 page, with status 403, in the shopper's language.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { loginCookie, sameOrigin } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

let listId = 0;

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`);
  const owner = await loginCookie('zakaznik@demo.sk', SK);
  const res = await SELF.fetch(`${SK}/api/v1/user/shopping-lists`, {
    method: 'POST',
    headers: { ...sameOrigin(SK), cookie: owner },
    body: JSON.stringify({ name: 'Darčeky 403' }),
  });
  expect(res.status).toBe(201);
  listId = (await res.json<{ data: { id: number } }>()).data.id;
  // The owner sees it.
  expect((await SELF.fetch(`${SK}/uzivatel/nakupne-zoznamy/${listId}`, { headers: { cookie: owner } })).status).toBe(
    200,
  );
}, 60_000);

describe('403 page', () => {
  for (const [origin, suffix, title] of [
    [SK, '', 'Sem nemáte prístup'],
    [CZ, '', 'Sem nemáte přístup'],
    [SK, '?locale=de', 'Kein Zugriff'],
  ] as const) {
    test(`another account's shopping list: 403 "${title}"`, async () => {
      const other = await loginCookie('firma@demo.sk', origin);
      const res = await SELF.fetch(`${origin}/uzivatel/nakupne-zoznamy/${listId}${suffix}`, {
        headers: { cookie: other },
        redirect: 'manual',
      });
      expect(res.status).toBe(403);
      const page = await res.text();
      expect(page).toContain('data-status="403"');
      expect(page).toContain(title);
      expect(page).not.toContain('Darčeky 403');
    });
  }

  test('an id no account has stays a 404', async () => {
    const other = await loginCookie('firma@demo.sk', SK);
    const res = await SELF.fetch(`${SK}/uzivatel/nakupne-zoznamy/987654`, { headers: { cookie: other } });
    expect(res.status).toBe(404);
  });
});
