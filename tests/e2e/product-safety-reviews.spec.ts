import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, hydrated, scrollToProductExtras, shot, SK, WIDTHS } from './visitor';

// Issue 49.2-3 and 52.6 as a shopper sees them on both sites: the product-safety section names the
// manufacturer and, for one outside the EU, the EU responsible person, in the site's language; the
// reviews say how they are checked, mark the verified purchases, date them as the locale writes dates,
// and a posted review is held for moderation (the shopper is told; the list does not change).

interface ApiProduct {
  id: number;
  slugs: { sk: string; cs: string };
  brandId: number;
  ratingCount: number;
  verifiedRatingCount: number;
}

/** Brands whose manufacturer is outside the EU in the demo content (China, USA). */
const NON_EU_BRANDS = [2007, 2009, 2017, 2011, 2015];

async function seedProducts(page: Page, origin: string): Promise<ApiProduct[]> {
  await page.goto(`${origin}/kontakt`);
  return page.evaluate(async () => {
    const all = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`/api/v1/products/${i + 1}`, { headers: { accept: 'application/json' } }).then(
          async (r) => ((await r.json()) as { data: ApiProduct }).data,
        ),
      ),
    );
    return all;
  });
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('the safety section names the EU responsible person of a manufacturer outside the EU, on sk and cz', async ({
      page,
    }) => {
      await answerFirstVisit(page, SK);
      await answerFirstVisit(page, CZ);
      const products = await seedProducts(page, SK);
      const product = products.find((p) => NON_EU_BRANDS.includes(p.brandId))!;
      expect(product).toBeDefined();

      await page.goto(`${SK}/produkt/${product.slugs.sk}`);
      const sk = page.getByTestId('product-safety');
      await sk.scrollIntoViewIfNeeded();
      await expect(sk.getByRole('heading', { name: 'Informácie o bezpečnosti výrobku' })).toBeVisible();
      await expect(sk.getByTestId('safety-manufacturer')).toContainText(/Čína|Spojené štáty americké/);
      await expect(sk.getByTestId('safety-responsible-person')).toContainText('Zodpovedná osoba v EÚ');
      await expect(sk.getByTestId('safety-responsible-person')).toContainText(/Slovensko|Nemecko/);
      await expect(sk.getByTestId('safety-identification')).toContainText('EAN');
      await expect(sk.getByTestId('safety-warnings').locator('li').first()).toBeVisible();
      await shot(page, 'safety-sk');

      await page.goto(`${CZ}/produkt/${product.slugs.cs}`);
      const cz = page.getByTestId('product-safety');
      await cz.scrollIntoViewIfNeeded();
      await expect(cz.getByRole('heading', { name: 'Informace o bezpečnosti výrobku' })).toBeVisible();
      await expect(cz.getByTestId('safety-responsible-person')).toContainText('Odpovědná osoba v EU');
      await expect(cz.getByTestId('safety-manufacturer')).toContainText(/Čína|Spojené státy americké/);
      await expect(cz).not.toContainText('Zodpovedná');
    });

    for (const site of [
      {
        origin: SK,
        slug: 'sk' as const,
        policy: /Overený nákup/,
        verified: 'Overený nákup',
        date: /^\d{1,2}\. \d{1,2}\. \d{4}$/,
      },
      {
        origin: CZ,
        slug: 'cs' as const,
        policy: /Ověřený nákup/,
        verified: 'Ověřený nákup',
        date: /^\d{1,2}\. \d{1,2}\. \d{4}$/,
      },
    ]) {
      test(`reviews on ${site.slug}: the checking policy, verified marks, local dates, and a posted review held for moderation`, async ({
        page,
      }) => {
        await answerFirstVisit(page, site.origin);
        const products = await seedProducts(page, site.origin);
        const product = products.find((p) => p.ratingCount >= 2 && p.verifiedRatingCount >= 1)!;
        expect(product).toBeDefined();
        const firstPage = await page.evaluate(async (id) => {
          const r = await fetch(`/api/v1/products/${id}/reviews?perPage=5&sort=time&sortDirection=desc`);
          return ((await r.json()) as { data: { verified: boolean }[] }).data;
        }, product.id);

        await page.goto(`${site.origin}/produkt/${product.slugs[site.slug]}`);
        await hydrated(page);
        await scrollToProductExtras(page);
        const reviews = page.getByTestId('reviews');
        await reviews.scrollIntoViewIfNeeded();
        await expect(reviews.getByTestId('reviews-policy')).toContainText(site.policy);
        const items = reviews.locator('.reviews > .review');
        await expect(items).toHaveCount(firstPage.length);
        await expect(reviews.getByTestId('review-verified')).toHaveCount(firstPage.filter((r) => r.verified).length);
        await expect(reviews.getByTestId('review-verified').first()).toHaveText(`✓ ${site.verified}`);
        for (const time of await items.locator('time').all()) await expect(time).toHaveText(site.date);
        await expect(reviews.getByTestId('reviews-summary').getByTestId('rating-count')).toContainText(
          String(product.ratingCount),
        );
        await shot(page, `reviews-${site.slug}`);

        await reviews.getByTestId('write-review').click();
        const form = reviews.getByTestId('review-form');
        await form.getByRole('textbox').first().fill('Hosť');
        await form.locator('textarea').fill('Príjemné, odporúčam.');
        await form.getByRole('button').click();
        await expect(reviews.getByTestId('review-posted')).toContainText(
          site.slug === 'sk' ? 'zverejníme po schválení' : 'zveřejníme po schválení',
        );
        await expect(items).toHaveCount(firstPage.length);
        await expect(reviews).not.toContainText('Príjemné, odporúčam.');
      });
    }
  });
}
