import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { loadDomainRegistry } from '../config/domains';
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

/** Ops: live cache rules per site, purges, isolate stats. Behind the OPS_TOKEN bearer. */
export const opsApp = new Hono<AppEnv>();
opsApp.use('*', requireOpsToken);

function siteByCode(c: { env: AppEnv['Bindings'] }, code: string) {
  return loadDomainRegistry(c.env.DOMAINS_JSON).domains.find((d) => d.code === code);
}

opsApp.get('/cache-rules/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return c.json({ error: `unknown domain ${c.req.param('domain')}` }, 404);
  const override = await c.env.CACHE_KV.get(cacheRulesKvKey(site.code), 'json');
  const effective = await withLiveCacheRules(c.env.CACHE_KV, site);
  return c.json({ domain: site.code, deployed: site.cache, override, effective: effective.cache });
});

opsApp.put('/cache-rules/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return c.json({ error: `unknown domain ${c.req.param('domain')}` }, 404);
  let patch: unknown;
  try {
    patch = await c.req.json();
  } catch {
    return c.json({ error: 'the body must be JSON: a (partial) cache-rules object' }, 400);
  }
  const merged = mergeCacheRules(site.cache, patch);
  if (!merged.ok) return c.json({ error: `cache rules refused: ${merged.message}` }, 400);
  await writeCacheRulesOverride(c.env.CACHE_KV, site.code, patch);
  return c.json({ domain: site.code, effective: merged.rules });
});

opsApp.delete('/cache-rules/:domain', async (c) => {
  const site = siteByCode(c, c.req.param('domain'));
  if (!site) return c.json({ error: `unknown domain ${c.req.param('domain')}` }, 404);
  await deleteCacheRulesOverride(c.env.CACHE_KV, site.code);
  return c.json({ domain: site.code, effective: site.cache });
});

const PurgeSchema = z
  .object({
    domain: z.string(),
    /** What to drop (see PURGE_TARGETS): `pages`, `shell`, ... */
    targets: z.array(z.string()).min(1).optional(),
    /** Same as `targets: ["pages"]` (kept for existing callers). */
    pageCache: z.boolean().optional(),
    /** Delete KV entries whose key starts with this: only inside the named site's own key spaces. */
    kvPrefix: z.string().optional(),
  })
  .strict()
  .refine(
    (p) => p.kvPrefix !== undefined || p.pageCache === true || p.targets !== undefined,
    'say what to purge: targets (e.g. ["pages","shell"]), kvPrefix, or pageCache: true',
  );

opsApp.post('/purge', async (c) => {
  const body = await c.req.json().catch(() => undefined);
  const parsed = PurgeSchema.safeParse(body);
  if (!parsed.success)
    return c.json(
      {
        error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
        supportedTargets: PURGE_TARGET_NAMES,
      },
      400,
    );
  const site = siteByCode(c, parsed.data.domain);
  if (!site) return c.json({ error: `unknown domain ${parsed.data.domain}` }, 404);
  const { kvPrefix } = parsed.data;
  if (kvPrefix !== undefined && !prefixBelongsToSite(kvPrefix, site.code)) {
    const own = PURGE_TARGET_NAMES.flatMap((t) => PURGE_TARGETS[t].kvPrefixes(site.code));
    return c.json({ error: `kvPrefix: must start with one of ${site.code}'s own key spaces (${own.join(', ')})` }, 400);
  }
  const names = new Set(parsed.data.targets ?? []);
  if (parsed.data.pageCache) names.add('pages');
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

opsApp.get('/stats', (c) => {
  const registry = loadDomainRegistry(c.env.DOMAINS_JSON);
  return c.json({
    ...statsSnapshot(),
    domains: registry.domains.map((d) => ({ code: d.code, host: d.canonicalHost })),
  });
});

opsApp.all('*', (c) => c.json({ error: 'not found' }, 404));
