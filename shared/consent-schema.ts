import { z } from './zod';
import { CONSENT_ANSWERS, CONSENT_VALUES, type Consent, consentFromValue } from './consent';

/**
 * The zod schemas of the consent cookie and the banner's form fields (./consent.ts has the rules).
 * Not in the browser's first-load JS: the worker reads the cookie and the no-script form through these.
 */

/** The `cookie-consent` cookie's value: one of CONSENT_VALUES, as the consent it stands for. */
export const ConsentCookieSchema = z.enum(CONSENT_VALUES).transform((value): Consent => consentFromValue(value)!);

/** A checked purpose checkbox (`value="1"`; a browser posts nothing for an unchecked one). */
const checked = z.literal('1').optional();

/**
 * The banner's form fields: the button pressed (`consent`) and, for "choice", a checkbox per
 * purpose, named after it. Every field optional: the same form also carries other answers.
 */
export const consentFormFields = {
  consent: z.enum(CONSENT_ANSWERS).optional(),
  analytics: checked,
  marketing: checked,
};
