import { bodyLimit } from 'hono/body-limit';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { loadDomainRegistry } from '../config/domains';
import type { DomainConfig } from '../config/domain-config';
import { deepMerge } from '../config/deep-merge';
import {
  cacheRulesKvKey,
  deleteCacheRulesOverride,
  mergeCacheRules,
  withLiveCacheRules,
  writeCacheRulesOverride,
} from '../config/cache-rules-override';
import {
  deleteKvPrefix,
  prefixBelongsToSite,
  PURGE_TARGET_NAMES,
  PURGE_TARGETS,
  type PurgeResult,
} from './purge-targets';
import { requireOpsToken } from './ops-auth';
import { statsSnapshot } from './stats';
import { isolateHoldings } from '../cache/bounded-map';
import { isolateSiteStats } from './site-metrics';
import { analyticsConfigured, queryAnalytics } from './analytics-query';
import {
  CacheRulesOverrideSchema,
  OpsActorSchema,
  PurgeRequestSchema,
  type HistoryEntry,
  type StatsAnswer,
} from './ops-contract';
import { productFactsReport } from './product-facts';
import { readRulesHistory, recordRulesChange, sameOverride, undoCandidate } from './rules-history';
import { claimsReport } from './claims-report';

/** Ops: live cache rules per site (with history and undo), purges, per-site stats. Behind the OPS_TOKEN bearer. */
export const opsApp = new Hono<AppEnv>();
opsApp.use('*', requireOpsToken);
// Ops bodies are small JSON patches and purge requests (their fields are bounded by the schema and
// refused with 400 naming the field); a body too big to be either is not read at all (issue 26.11).
opsApp.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ error: 'body: at most 1 MB' }, 413) }));

type OpsContext = Context<AppEnv>;

function siteByCode(c: OpsContext, code: string): DomainConfig | undefined {
  return loadDomainRegistry(c.env.DOMAINS_JSON).domains.find((d) => d.code === code);
}

const unknownSite = (c: OpsContext, code: string) => c.json({ error: `unknown domain ${code}` }, 404);

/** Who is changing the rules (history): `x-ops-actor`, else "unknown". */
function actor(c: OpsContext): string {
  const parsed = OpsActorSchema.safeParse(c.req.header('x-ops-actor') ?? '');
  return parsed.success ? parsed.data : 'unknown';
}

async function currentOverride(c: OpsContext, code: string): Promise<Record<string, unknown> | null> {
  const stored = await c.env.CACHE_KV.get(cacheRulesKvKey(code), 'json');
  const parsed = CacheRulesOverrideSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

async function jsonBody(c: OpsContext): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

/** Products whose environmental claim names no certification (worker/ops/claims-report.ts). */
opsApp.get('/claims/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return unknownSite(c, c.req.param('domain'));
  try {
    return c.json(await claimsReport(c, site));
  } catch (e) {
    return c.json({ error: `the catalogue could not be read: ${e instanceof Error ? e.message : String(e)}` }, 502);
  }
});

opsApp.get('/cache-rules/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return unknownSite(c, c.req.param('domain'));
  const override = await currentOverride(c, site.code);
  const effective = await withLiveCacheRules(c.env.CACHE_KV, site);
  return c.json({ domain: site.code, deployed: site.cache, override, effective: effective.cache });
});

/**
 * Sets the override: PUT replaces it with the body, PATCH merges the body into it. Either way the
 * result over the deployed rules must pass the cache-rules schema, or nothing is written.
 */
async function changeOverride(c: OpsContext, mode: 'replace' | 'set') {
  const site = siteByCode(c, c.req.param('domain') ?? '');
  if (!site) return unknownSite(c, c.req.param('domain') ?? '');
  const body = await jsonBody(c);
  if (!body.ok) return c.json({ error: 'the body must be JSON: a (partial) cache-rules object' }, 400);
  const patch = CacheRulesOverrideSchema.safeParse(body.value);
  if (!patch.success) return c.json({ error: 'cache rules refused: rules: must be a JSON object' }, 400);
  const before = await currentOverride(c, site.code);
  const after = (mode === 'set' ? deepMerge(before ?? {}, patch.data) : patch.data) as Record<string, unknown>;
  const merged = mergeCacheRules(site.cache, after);
  if (!merged.ok) return c.json({ error: `cache rules refused: ${merged.message}` }, 400);
  await writeCacheRulesOverride(c.env.CACHE_KV, site.code, after);
  await recordRulesChange(c.env.CACHE_KV, site.code, { who: actor(c), action: mode, before, after });
  return c.json({ domain: site.code, override: after, effective: merged.rules });
}

opsApp.put('/cache-rules/:domain', (c) => changeOverride(c, 'replace'));
opsApp.patch('/cache-rules/:domain', (c) => changeOverride(c, 'set'));

opsApp.delete('/cache-rules/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return unknownSite(c, c.req.param('domain'));
  const before = await currentOverride(c, site.code);
  await deleteCacheRulesOverride(c.env.CACHE_KV, site.code);
  await recordRulesChange(c.env.CACHE_KV, site.code, { who: actor(c), action: 'reset', before, after: null });
  return c.json({ domain: site.code, override: null, effective: site.cache });
});

opsApp.get('/cache-rules/:domain/history', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return unknownSite(c, c.req.param('domain'));
  return c.json({ domain: site.code, entries: await readRulesHistory(c.env.CACHE_KV, site.code) });
});

/** Reverts the newest change not yet undone, if the override is still what that change left. */
opsApp.post('/cache-rules/:domain/undo', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return unknownSite(c, c.req.param('domain'));
  const entries = await readRulesHistory(c.env.CACHE_KV, site.code);
  const target = undoCandidate(entries);
  if (!target) return c.json({ error: `nothing to undo: no change in ${site.code}'s history is left to revert` }, 409);
  const now = await currentOverride(c, site.code);
  if (!sameOverride(now, target.after))
    return c.json(
      {
        error: `the override changed since change ${target.id} (${target.action} by ${target.who} at ${target.at}); refusing to undo over it`,
      },
      409,
    );
  const merged = mergeCacheRules(site.cache, target.before ?? {});
  if (!merged.ok)
    return c.json({ error: `the rules before change ${target.id} no longer pass the schema: ${merged.message}` }, 409);
  if (target.before === null) await deleteCacheRulesOverride(c.env.CACHE_KV, site.code);
  else await writeCacheRulesOverride(c.env.CACHE_KV, site.code, target.before);
  let undone: HistoryEntry = target;
  await recordRulesChange(
    c.env.CACHE_KV,
    site.code,
    { who: actor(c), action: 'undo', before: now, after: target.before, undoes: target.id },
    (list) => {
      const id = (list[0]?.id ?? 0) + 1;
      const i = list.findIndex((e) => e.id === target.id);
      if (i >= 0) list[i] = undone = { ...list[i]!, undoneBy: id };
    },
  );
  return c.json({ domain: site.code, undone, override: target.before, effective: merged.rules });
});

opsApp.post('/purge', async (c) => {
  const body = await c.req.json().catch(() => undefined);
  const parsed = PurgeRequestSchema.safeParse(body);
  if (!parsed.success)
    return c.json(
      {
        error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
        supportedTargets: PURGE_TARGET_NAMES,
      },
      400,
    );
  const site = siteByCode(c, parsed.data.domain);
  if (!site) return unknownSite(c, parsed.data.domain);
  const { kvPrefix } = parsed.data;
  if (kvPrefix !== undefined && !prefixBelongsToSite(kvPrefix, site.code)) {
    const own = PURGE_TARGET_NAMES.flatMap((t) => PURGE_TARGETS[t].kvPrefixes(site.code));
    return c.json({ error: `kvPrefix: must start with one of ${site.code}'s own key spaces (${own.join(', ')})` }, 400);
  }
  const names = new Set(parsed.data.targets ?? []);
  if (parsed.data.pageCache) names.add('pages');
  if (parsed.data.urls) names.add('urls');
  const unknown = [...names].filter((n) => !(PURGE_TARGET_NAMES as string[]).includes(n));
  if (unknown.length)
    return c.json(
      {
        error: `targets: this server cannot purge ${unknown.join(', ')} (it can purge ${PURGE_TARGET_NAMES.join(', ')})`,
        supportedTargets: PURGE_TARGET_NAMES,
      },
      400,
    );
  let deletedKvKeys = 0;
  let pageCacheGeneration: string | undefined;
  const purged: string[] = [];
  for (const name of PURGE_TARGET_NAMES) {
    if (!names.has(name)) continue;
    const result: PurgeResult = await PURGE_TARGETS[name].purge(c.env, site.code);
    deletedKvKeys += result.deletedKvKeys ?? 0;
    pageCacheGeneration = result.pageCacheGeneration ?? pageCacheGeneration;
    purged.push(name);
  }
  if (kvPrefix !== undefined) deletedKvKeys += await deleteKvPrefix(c.env.CACHE_KV, kvPrefix);
  return c.json({ domain: site.code, purged, deletedKvKeys, pageCacheGeneration });
});

const DEFAULT_WINDOW_MINUTES = 60;

/**
 * Per-site numbers: from Analytics Engine (every isolate, `?minutes=` window, default 60) when the
 * binding, account id and API token are configured; otherwise, or when the query fails, this
 * isolate's counters since it started, and the answer says so. `?site=` keeps one site.
 */
opsApp.get('/stats', async (c) => {
  const registry = loadDomainRegistry(c.env.DOMAINS_JSON);
  const only = c.req.query('site');
  if (only !== undefined && !registry.domains.some((d) => d.code === only)) return unknownSite(c, only);
  const minutesParam = Number(c.req.query('minutes') ?? DEFAULT_WINDOW_MINUTES);
  if (!Number.isInteger(minutesParam) || minutesParam < 1 || minutesParam > 60 * 24 * 90)
    return c.json({ error: 'minutes: a whole number from 1 to 129600' }, 400);
  const snapshot = statsSnapshot();
  let answer: Omit<StatsAnswer, 'isolateStartedAt' | 'counters' | 'holdings' | 'domains'> | undefined;
  let analyticsError: string | undefined;
  if (analyticsConfigured(c.env)) {
    try {
      answer = {
        source: 'analytics-engine',
        note: `all isolates and locations, last ${minutesParam} minutes (Workers Analytics Engine; data points arrive within about a minute)`,
        window: { minutes: minutesParam },
        sites: await queryAnalytics(c.env, minutesParam),
      };
    } catch (e) {
      analyticsError = String(e instanceof Error ? e.message : e);
      console.error(`[ops] Analytics Engine query failed, answering with this isolate's numbers: ${analyticsError}`);
    }
  }
  answer ??= {
    source: 'isolate',
    note: `per isolate: this one isolate's counters since ${snapshot.isolateStartedAt}; on Cloudflare a site runs in many isolates, so these are a sample (configure Analytics Engine for totals)`,
    window: null,
    sites: isolateSiteStats(),
  };
  // In the registry's order, every site present (a site with no traffic yet shows zeros).
  const sites: StatsAnswer['sites'] = {};
  for (const d of registry.domains)
    if (only === undefined || d.code === only) sites[d.code] = answer.sites[d.code] ?? emptySite();
  return c.json({
    ...answer,
    ...(analyticsError ? { analyticsError } : {}),
    sites,
    isolateStartedAt: snapshot.isolateStartedAt,
    counters: snapshot.counters,
    holdings: isolateHoldings(),
    domains: registry.domains.map((d) => ({ code: d.code, host: d.canonicalHost })),
  } satisfies StatsAnswer);
});

function emptySite(): StatsAnswer['sites'][string] {
  return {
    requests: 0,
    status4xx: 0,
    status5xx: 0,
    pageCache: { hit: 0, miss: 0, stale: 0, bypass: 0 },
    readCache: { hit: 0, miss: 0, staleOnError: 0 },
    kvShellReads: 0,
    upstreamCalls: 0,
    upstreams: {},
    renderMs: { p50Ms: null, p95Ms: null },
  };
}

/** GPSR Art. 19: the site's products whose product-safety facts are incomplete (./product-facts.ts). */
opsApp.get('/product-facts/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return unknownSite(c, c.req.param('domain'));
  return c.json(await productFactsReport(c, site));
});

opsApp.all('*', (c) => c.json({ error: 'not found' }, 404));
