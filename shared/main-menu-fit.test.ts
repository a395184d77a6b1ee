import { describe, expect, test } from 'vitest';
import { fitCount, guessMenuTiers, MENU_TIERS } from './main-menu-fit';

describe('fitCount (issue 15 item 6)', () => {
  test('all items when they fit without "More"', () => {
    expect(fitCount([100, 100, 100], 348, 60, 24)).toBe(3);
  });
  test('else as many as fit beside "More"', () => {
    // All need 348 > 340; beside "More": 60 + (24 + 100) * 2 = 308 <= 340, a third would need 432.
    expect(fitCount([100, 100, 100], 340, 60, 24)).toBe(2);
    expect(fitCount([100, 100, 100], 307, 60, 24)).toBe(1);
    expect(fitCount([400], 100, 60, 24)).toBe(0);
  });
});

describe('guessMenuTiers', () => {
  test('short menus sit in the row at every tier, without "More"', () => {
    expect(guessMenuTiers(['A', 'B'], 'Viac')).toEqual({ itemTiers: [0, 0], moreUntil: 0 });
  });
  test('long menus fill the row per tier, the rest always under "More"', () => {
    const titles = Array.from({ length: 30 }, (_, i) => `Kategória ${i}`);
    const { itemTiers, moreUntil } = guessMenuTiers(titles, 'Viac');
    expect(moreUntil).toBe(MENU_TIERS.length);
    expect(itemTiers[0]).toBe(0);
    expect(itemTiers.at(-1)).toBe(MENU_TIERS.length);
    expect([...itemTiers].sort((a, b) => a - b)).toEqual(itemTiers);
  });
});
