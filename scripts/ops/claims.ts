import { ClaimsAnswerSchema } from '../../worker/ops/claims-contract';

// `npm run ops -- claims <site> [--json]`: products whose environmental claim ("Ekologické", ...)
// names no certification; the shop hides such claims (shared/product-claims.ts, Directive 2024/825).

export const CLAIMS_HELP = `  claims <site> [--json]                products whose environmental claim names no certification
                                        (the shop hides the claim until the store names one)`;

export interface ClaimsCall {
  site: string | undefined;
  json: boolean;
  call: (path: string) => Promise<{ ok: true; value: unknown } | { ok: false; error: string }>;
  out: (text: string) => void;
}

/** Returns the exit code: 0 when every claim is backed, 1 when products are listed (or refused). */
export async function claimsCommand({ site, json, call, out }: ClaimsCall): Promise<number | string> {
  if (!site) return 'claims: which site? e.g. npm run ops -- claims sk';
  const result = await call(`/claims/${encodeURIComponent(site)}`);
  if (!result.ok) return `refused: ${result.error}`;
  const answer = ClaimsAnswerSchema.parse(result.value);
  if (json) {
    out(JSON.stringify(answer, null, 2));
    return answer.unbacked.length ? 1 : 0;
  }
  const tags = answer.claimTags.map((t) => `${t.code} "${t.text}" (${t.count})`).join(', ') || 'none';
  const lines = [`${answer.domain}: environmental claim tags: ${tags}`];
  if (!answer.unbacked.length) lines.push('every claim names its certification');
  else {
    lines.push(`${answer.unbacked.length} product(s) claim without a certification (hidden on the shop):`);
    for (const p of answer.unbacked)
      lines.push(`  ${p.id}  ${p.code}  ${p.tags.join(',')}  ${p.name}  /produkt/${p.slug}`);
  }
  out(lines.join('\n'));
  return answer.unbacked.length ? 1 : 0;
}
