import type { Page } from '@playwright/test';

/** The password of the seeded demo accounts, and of the accounts journeys register for themselves. */
export const DEMO_PASSWORD = 'Demo1234!';

/** An e-mail address no other journey (or retry) uses. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sk`;

/**
 * A fresh account of the journey's own, registered through the storefront API from a page of the
 * site (same origin), so a journey that changes an account (password, wishlist, company) never
 * touches what the seeded accounts hold for the journeys after it. `fields` add to or replace the
 * registration's defaults (a company's name and IČO, an address). Returns the e-mail.
 */
export async function registerOwnAccount(
  page: Page,
  origin: string,
  tag: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const email = uniqueEmail(tag);
  await page.goto(`${origin}/prihlasit`);
  const body = {
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    firstName: 'Eva',
    lastName: 'Nováková',
    terms: true,
    ...fields,
  };
  const status = await page.evaluate(async (registration) => {
    const res = await fetch('/api/v1/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(registration),
    });
    return res.status;
  }, body);
  if (status !== 201) throw new Error(`registering ${email} answered ${status}`);
  return email;
}
