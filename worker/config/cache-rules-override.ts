import { z } from 'zod';
import type { DomainConfig } from './domain-config';
import { mergeCacheRules } from './cache-rules-merge';

export { mergeCacheRules, type CacheRulesMerge } from './cache-rules-merge';

// Live cache-rule overrides set by ops (PUT /__ops/cache-rules/:domain), stored in KV as a
// partial patch over the deployed rules so a later deploy that changes other rules still applies.

export const cacheRulesKvKey = (domainCode: string): string => `ops:cache-rules:${domainCode}`;

/** How long an isolate trusts its copy of the override: one KV read per domain per interval. */
const MEMO_MS = 30_000;
const memo = new Map<string, { at: number; patch: unknown }>();

async function readPatch(kv: KVNamespace, code: string): Promise<unknown> {
  const hit = memo.get(code);
  if (hit && Date.now() - hit.at < MEMO_MS) return hit.patch;
  let patch: unknown = null;
  try {
    patch = await kv.get(cacheRulesKvKey(code), 'json');
  } catch (e) {
    console.error(`[cache-rules] unreadable override for ${code}, using deployed rules: ${String(e)}`);
  }
  memo.set(code, { at: Date.now(), patch });
  return patch;
}

/**
 * The last merge per deployed domain object: the patch only changes when ops write one (or the
 * memo above re-reads KV), so validating the merged rules once per patch, not once per request,
 * is enough.
 */
const merges = new WeakMap<DomainConfig, { patch: unknown; result: DomainConfig }>();

/** The domain with ops' live cache rules applied; an invalid stored override is logged and ignored. */
export async function withLiveCacheRules(kv: KVNamespace, domain: DomainConfig): Promise<DomainConfig> {
  const patch = await readPatch(kv, domain.code);
  if (patch == null) return domain;
  const known = merges.get(domain);
  if (known && known.patch === patch) return known.result;
  const result = applyPatch(domain, patch);
  merges.set(domain, { patch, result });
  return result;
}

function applyPatch(domain: DomainConfig, patch: unknown): DomainConfig {
  const merged = mergeCacheRules(domain.cache, patch);
  if (!merged.ok) {
    console.error(`[cache-rules] stored override for ${domain.code} is invalid, ignored: ${merged.message}`);
    return domain;
  }
  return { ...domain, cache: merged.rules };
}

export async function writeCacheRulesOverride(kv: KVNamespace, code: string, patch: unknown): Promise<void> {
  await kv.put(cacheRulesKvKey(code), JSON.stringify(patch));
  memo.delete(code);
}

export async function deleteCacheRulesOverride(kv: KVNamespace, code: string): Promise<void> {
  await kv.delete(cacheRulesKvKey(code));
  memo.delete(code);
}

export const CacheRulesPatchSchema = z.record(z.string(), z.unknown());
