/**
 * The address-validation service (SPEC 5 and 7 "third party"): what the worker sends it, what it
 * answers (checked before anything of it reaches a shopper), and what the browser asks the worker.
 * The demo backend's stand-in answers with the same schema.
 */
import { z } from '../zod';
import { LocaleSchema } from '../i18n/locales';

const value = z.string().max(200);

/** The fields the service judges (ADDRESS_SERVICE_FIELDS in shared/validation/address-validation.ts). */
const serviceFields = {
  email: value.optional(),
  fullName: value.optional(),
  phone: value.optional(),
  tin: value.optional(),
  street: value.optional(),
  houseNumber: value.optional(),
  postcode: value.optional(),
};

/** The service speaks lower-case ISO-2 codes (the store ISO-3: CZE <-> cz, SVK <-> sk). */
export const AddressServiceCountrySchema = z.enum(['cz', 'sk']);

/** The worker's request to the service. */
export const AddressServiceRequestSchema = z
  .object({ country: AddressServiceCountrySchema, language: LocaleSchema, fields: z.object(serviceFields).strict() })
  .strict();
export type AddressServiceRequest = z.infer<typeof AddressServiceRequestSchema>;

/** One field's verdict: its message in the request's language, and the value as the service writes it. */
export const AddressServiceVerdictSchema = z.object({
  valid: z.boolean(),
  message: z.string().min(1).max(300).optional(),
  normalized: value.optional(),
});
export type AddressServiceVerdict = z.infer<typeof AddressServiceVerdictSchema>;

const verdicts = z.object({
  email: AddressServiceVerdictSchema.optional(),
  fullName: AddressServiceVerdictSchema.optional(),
  phone: AddressServiceVerdictSchema.optional(),
  tin: AddressServiceVerdictSchema.optional(),
  street: AddressServiceVerdictSchema.optional(),
  houseNumber: AddressServiceVerdictSchema.optional(),
  postcode: AddressServiceVerdictSchema.optional(),
});

/** The service's answer: verdicts for (some of) the fields it was asked about. */
export const AddressServiceAnswerSchema = z.object({ country: AddressServiceCountrySchema, results: verdicts });
export type AddressServiceAnswer = z.infer<typeof AddressServiceAnswerSchema>;

/** The browser's request to the worker (`POST /api/address-validation`): the store's country code. */
export const AddressCheckRequestSchema = z
  .object({ country: z.string().regex(/^[A-Z]{3}$/), fields: z.object(serviceFields).strict() })
  .strict();
export type AddressCheckRequest = z.infer<typeof AddressCheckRequestSchema>;

/**
 * The worker's answer: `active: false` means "use the shop's own rules" (the service is off for
 * the country, failed, timed out or answered something unusable); never an error for the shopper.
 */
export type AddressCheckAnswer =
  | { active: true; results: z.infer<typeof verdicts> }
  | { active: false; results?: undefined };
