import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, hydrated } from './visitor';

// Issue 30.4: a saved address can be edited, not only added or deleted.
async function call(page: Page, path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const res = await page.evaluate(
    async ([p, m, b]) => {
      const r = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { ok: r.ok, text: await r.text() };
    },
    [path, method, body] as const,
  );
  expect(res.ok, res.text).toBeTruthy();
  return JSON.parse(res.text);
}

for (const width of [390, 1280] as const) {
  test(`address edit at ${width} px: a saved address is changed in place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await answerFirstVisit(page, SK);
    const email = await registerOwnAccount(page, SK, `address-${width}`);
    await call(page, '/api/oauth/login', 'POST', { email, password: DEMO_PASSWORD });
    await call(page, '/api/v1/user/addresses', 'POST', {
      name: 'Eva Nováková',
      street: 'Hlavná 1',
      city: 'Bratislava',
      postcode: '811 01',
      countryCode: 'SVK',
    });
    await page.goto(`${SK}/uzivatel/osobni-udaje`);
    await hydrated(page);
    await page.getByTestId('address-edit').click();
    const form = page.locator('#adresy form');
    await expect(form.locator('input[name="city"]')).toHaveValue('Bratislava');
    await form.locator('input[name="city"]').fill('Trnava');
    await form.locator('input[name="postcode"]').fill('917 01');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('#adresy address')).toContainText('Trnava');
    const saved = (await call(page, '/api/v1/user/addresses')) as { data: { city: string; postcode: string }[] };
    expect(saved.data).toHaveLength(1);
    expect(saved.data[0]).toMatchObject({ city: 'Trnava', postcode: '917 01' });
  });
}
