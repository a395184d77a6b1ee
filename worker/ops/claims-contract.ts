/** The answer of `GET /__ops/claims/:domain` (worker/ops/claims-report.ts), shared with the ops CLI. */
import { z } from 'zod';

export const ClaimsAnswerSchema = z.object({
  domain: z.string(),
  /** Environmental claim tags the catalogue uses: code, text, products carrying it. */
  claimTags: z.array(z.object({ code: z.string(), text: z.string(), count: z.number().int().nonnegative() })),
  /** Products with a claim but no certification behind it. */
  unbacked: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), slug: z.string(), tags: z.array(z.string()) }),
  ),
});
export type ClaimsAnswer = z.infer<typeof ClaimsAnswerSchema>;
