import { z } from 'zod';
import { CacheRulesSchema } from '../config/domain-config';
import { SAFETY_GAPS } from '../../shared/product-safety';

// The ops API's requests and answers, one schema each: the worker builds its answers to these types
// and the ops CLI (scripts/ops) validates what it receives with them. Free of Cloudflare types so
// the CLI, bundled for Node, can import it.

const count = z.number().int().min(0);
const ms = z.number().min(0).nullable();

export const UpstreamStatsSchema = z.object({
  calls: count,
  /** Network errors and 5xx answers. */
  errors: count,
  timeouts: count,
  p50Ms: ms,
  p95Ms: ms,
});
export type UpstreamStats = z.infer<typeof UpstreamStatsSchema>;

export const SiteStatsSchema = z.object({
  requests: count,
  status4xx: count,
  status5xx: count,
  pageCache: z.object({ hit: count, miss: count, stale: count, bypass: count }),
  readCache: z.object({ hit: count, miss: count, staleOnError: count }),
  kvShellReads: count,
  upstreamCalls: count,
  upstreams: z.record(z.string(), UpstreamStatsSchema),
  /** Rendered pages: request in to last byte out, as the Workers clock sees it (it advances on I/O). */
  renderMs: z.object({ p50Ms: ms, p95Ms: ms }),
});
export type SiteStats = z.infer<typeof SiteStatsSchema>;

export const StatsAnswerSchema = z.object({
  /** `analytics-engine`: every isolate, over `window`; `isolate`: this isolate since it started. */
  source: z.enum(['analytics-engine', 'isolate']),
  note: z.string(),
  isolateStartedAt: z.string(),
  window: z.object({ minutes: z.number().int().min(1) }).nullable(),
  /** Why Analytics Engine was not used when it is configured (the query failed). */
  analyticsError: z.string().optional(),
  sites: z.record(z.string(), SiteStatsSchema),
  /** This isolate's raw event counters (all sites). */
  counters: z.record(z.string(), z.number()),
  /**
   * What this isolate keeps between requests, per bounded map (worker/cache/bounded-map.ts): entries
   * and, for maps that weigh their values, the total (bytes or characters, as the name says), each
   * with its bound.
   */
  holdings: z.array(
    z.object({
      name: z.string(),
      entries: z.number().int(),
      maxEntries: z.number().int(),
      weight: z.number().optional(),
      maxWeight: z.number().optional(),
    }),
  ),
  domains: z.array(z.object({ code: z.string(), host: z.string() })),
});
export type StatsAnswer = z.infer<typeof StatsAnswerSchema>;

/** A stored cache-rules override: a partial patch over the deployed rules. */
export const CacheRulesOverrideSchema = z.record(z.string(), z.unknown());

export const RulesAnswerSchema = z.object({
  domain: z.string(),
  deployed: CacheRulesSchema,
  override: CacheRulesOverrideSchema.nullable(),
  effective: CacheRulesSchema,
});
export type RulesAnswer = z.infer<typeof RulesAnswerSchema>;

export const RulesChangeAnswerSchema = z.object({
  domain: z.string(),
  effective: CacheRulesSchema,
  override: CacheRulesOverrideSchema.nullable().optional(),
});

/** Who changed the rules: the `x-ops-actor` header (the CLI sends OPS_ACTOR or the login name). */
export const OpsActorSchema = z
  .string()
  .trim()
  .regex(/^[\w.@+ -]{1,64}$/, 'an actor is 1-64 letters, digits, spaces and . @ + _ -');

export const HistoryEntrySchema = z.object({
  id: z.number().int().min(1),
  at: z.string(),
  who: z.string(),
  action: z.enum(['set', 'replace', 'reset', 'undo']),
  /** The override before and after this change (null: none, the deployed rules). */
  before: CacheRulesOverrideSchema.nullable(),
  after: CacheRulesOverrideSchema.nullable(),
  /** For `undo`: the entry it reverted. */
  undoes: z.number().int().optional(),
  /** Set when a later undo reverted this entry. */
  undoneBy: z.number().int().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryAnswerSchema = z.object({
  domain: z.string(),
  /** Newest first; at most HISTORY_KEPT. */
  entries: z.array(HistoryEntrySchema),
});

export const UndoAnswerSchema = z.object({
  domain: z.string(),
  undone: HistoryEntrySchema,
  override: CacheRulesOverrideSchema.nullable(),
  effective: CacheRulesSchema,
});

export const PurgeRequestSchema = z
  .object({
    domain: z.string().max(16),
    /** What to drop (the server's PURGE_TARGETS): `pages`, `shell`, ... */
    targets: z.array(z.string().max(32)).min(1).max(16).optional(),
    /** Same as `targets: ["pages"]` (kept for existing callers). */
    pageCache: z.boolean().optional(),
    /** Same as `targets: ["urls"]`: the site's URL knowledge (worker/urls/url-knowledge.ts). */
    urls: z.boolean().optional(),
    /** Delete KV entries whose key starts with this: only inside the named site's own key spaces. */
    /** At most 256 characters: KV keys (and list prefixes) stop at 512 bytes (issue 26.11). */
    kvPrefix: z.string().min(1).max(256).optional(),
  })
  .strict()
  .refine(
    (p) => p.kvPrefix !== undefined || p.pageCache === true || p.urls === true || p.targets !== undefined,
    'say what to purge: targets (e.g. ["pages","shell"]), kvPrefix, or pageCache: true',
  );

export const PurgeAnswerSchema = z.object({
  domain: z.string(),
  purged: z.array(z.string()),
  deletedKvKeys: z.number().int().min(0),
  pageCacheGeneration: z.string().optional(),
});

export const ErrorAnswerSchema = z.object({
  error: z.string(),
  supportedTargets: z.array(z.string()).optional(),
});

/**
 * `GET /__ops/product-facts/:domain`: the site's products whose product-safety facts (GPSR Art. 19,
 * shared/product-safety.ts) are incomplete in one of its locales, with what each lacks.
 */
export const ProductFactsAnswerSchema = z.object({
  domain: z.string(),
  locales: z.array(z.string()),
  /** Products checked (every product of the URL listing). */
  checked: count,
  lacking: z.array(
    z.object({
      id: count,
      code: z.string(),
      name: z.string(),
      brand: z.string().nullable(),
      /** The product page's path in the site's default locale. */
      path: z.string().nullable(),
      /** The locales whose page lacks something, and what. */
      gaps: z.array(z.object({ locale: z.string(), missing: z.array(z.enum(SAFETY_GAPS)) })),
    }),
  ),
});
export type ProductFactsAnswer = z.infer<typeof ProductFactsAnswerSchema>;
