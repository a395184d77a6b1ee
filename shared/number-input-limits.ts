/**
 * The number input's display limits (SPEC 5: input max length 4, unit length 3) and whether a
 * stepper button can move, apart from the rules in number-input.ts so a stepper renders its buttons
 * right (server and browser) without loading the rules.
 */
export const NUMBER_INPUT_MAX_LENGTH = 4;
/** The unit label beside the input is cut to 3 characters (SPEC 5 "unit length 3"). */
export const UNIT_MAX_LENGTH = 3;

/** The unit label cut to UNIT_MAX_LENGTH characters ("balenie" → "bal"). */
export function shortUnit(unit: string | null | undefined): string {
  return Array.from((unit ?? '').trim())
    .slice(0, UNIT_MAX_LENGTH)
    .join('');
}

/**
 * Whether a stepper button can still move (− marked unavailable at the minimum, + at the maximum).
 * Known at render from the limits the page's data gives, so a button never changes state when the
 * rules arrive (a − that turned disabled under the shopper's focus dropped focus to the page).
 */
export function canStep(
  current: number | null,
  direction: 1 | -1,
  options: { min?: number | null; max?: number | null } = {},
): boolean {
  const value = current ?? options.min ?? 0;
  if (direction === 1) return options.max == null || value < options.max;
  return options.min == null ? value > 0 : value > options.min;
}
