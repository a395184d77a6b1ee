import { CacheRulesSchema, type CacheRules } from './domain-config';
import { deepMerge, isPlainObject } from './deep-merge';

// Free of Cloudflare types on purpose: the ops CLI (scripts/ops) validates `--set` with this very
// function before it sends anything, so the CLI and the API refuse the same rules the same way.

export type CacheRulesMerge = { ok: true; rules: CacheRules } | { ok: false; message: string };

/** Applies a patch to the deployed rules and validates the result as a whole. */
export function mergeCacheRules(base: CacheRules, patch: unknown): CacheRulesMerge {
  if (!isPlainObject(patch)) return { ok: false, message: 'cache rules must be a JSON object' };
  const parsed = CacheRulesSchema.safeParse(deepMerge(base, patch));
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues.map((i) => `${[...i.path].join('.') || 'rules'}: ${i.message}`).join('; '),
    };
  }
  return { ok: true, rules: parsed.data };
}
