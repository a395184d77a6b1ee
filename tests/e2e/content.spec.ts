import { expect, test } from './shopper-test';
import { answerFirstVisit, SK } from './visitor';

// Content journey: article list → article → a link inside its rich text (client-side navigation)
// → FAQ toggle → a branch. The 18+ entry modal is pre-closed with its cookie.
test.beforeEach(async ({ page }) => {
  await answerFirstVisit(page, test.info().project.use.baseURL ?? SK, { closed: ['age-18'] });
});

test('articles, rich-text link, FAQ, branch', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto('/nakupny-radca');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nákupný radca');
  const cards = page.locator('.article-card');
  expect(await cards.count()).toBeGreaterThan(4);

  // The fifth newest article shows every rich-text node, including a link to /kontakt.
  const title = (await cards.nth(4).locator('.article-card__title a').textContent())!.trim();
  await cards.nth(4).locator('.article-card__title a').click();
  await expect(page).toHaveURL(/\/clanky\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article__body table')).toBeVisible();

  const link = page.locator('.article__body a[href="/kontakt"]').first();
  await expect(link).not.toHaveAttribute('target', '_blank');
  await link.click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await expect(page.locator('form.contact-form')).toBeVisible();

  // An answer opens on the first tap, hydrated or not (the browser's own disclosure), and closes again.
  await page.goto('/najcastejsie-dotazy');
  const question = page.locator('details.collapsible').first();
  const toggle = question.locator('summary');
  const answer = question.locator('.collapsible__panel');
  await expect(question).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  await toggle.click();
  await expect(question).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await toggle.click();
  await expect(answer).toBeHidden();

  await page.goto('/pobocky');
  const branch = page.locator('.branch-card__title a').first();
  const branchName = (await branch.textContent())!.trim();
  await branch.click();
  await expect(page).toHaveURL(/\/pobocky\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(branchName);
  await expect(page.locator('table.opening-hours')).toBeVisible();
  await expect(page.locator('a.branch__map-link')).toHaveAttribute('rel', 'noopener noreferrer');

  expect(errors).toEqual([]);
});

test('content routes: one content page renders them, on first load and after client-side navigation', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto('/vsetko-o-nakupe/doprava');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doprava');
  // The route's parent crumb, then a client-side navigation to the parent content route.
  await page.locator('.breadcrumbs a[href="/vsetko-o-nakupe"]').click();
  await expect(page).toHaveURL(/\/vsetko-o-nakupe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Všetko o nákupe');

  await page.locator('footer a[href="/reklamacia"]').first().click();
  await expect(page).toHaveURL(/\/reklamacia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reklamácia');

  // A content page of blocks (with products) through the same component.
  await page.goto('/poradna');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poradňa');
  await expect(page.locator('.product-box').first()).toBeVisible();

  expect(errors).toEqual([]);
});
