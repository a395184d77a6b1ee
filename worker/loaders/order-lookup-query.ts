import { z } from 'zod';

/**
 * The key a shopper's link carries to one order (order status, payment return): `?code=` or
 * `?token=`. A malformed one is dropped (undefined), so the page asks for a code instead of failing.
 */
export const OrderLookupQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._~-]{8,128}$/)
    .optional()
    .catch(undefined),
});
