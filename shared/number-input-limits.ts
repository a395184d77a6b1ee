/**
 * The number input's display limits (SPEC 5: input max length 4, unit length 3), apart from the
 * rules in number-input.ts so a stepper can render without loading the rules.
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
