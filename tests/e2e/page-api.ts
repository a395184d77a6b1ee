import { expect, type Page } from '@playwright/test';

/**
 * A JSON POST made by the page itself (its cookies, its origin, so the proxy's same-origin check
 * passes), for setting up what a journey needs; fails the journey on any non-2xx answer.
 */
export async function postFromPage(page: Page, path: string, body: unknown): Promise<unknown> {
  const res = await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(b),
      });
      return { ok: r.ok, text: await r.text() };
    },
    [path, body] as const,
  );
  expect(res.ok, res.text).toBeTruthy();
  return JSON.parse(res.text);
}
