import { Hono } from 'hono';
import { z } from 'zod';
import { purgeUrlKnowledge } from '../urls/url-knowledge';
import type { AppEnv } from '../env';
import { loadDomainRegistry } from '../config/domains';
import {
  cacheRulesKvKey,
  deleteCacheRulesOverride,
  mergeCacheRules,
  withLiveCacheRules,
  writeCacheRulesOverride,
} from '../config/cache-rules-override';
import { bumpPageCacheGeneration } from '../cache/page-cache';
import { forgetKvCopies } from '../cache/kv-swr';
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
    /** Delete KV entries whose key starts with this (e.g. `shell:v1:sk:`); ops keys are off limits. */
    kvPrefix: z
      .string()
      .min(1)
      .refine((p) => !p.startsWith('ops:'), 'ops: keys are not cache entries')
      .optional(),
    /** Drop every cached page of the domain. */
    pageCache: z.boolean().optional(),
    /** Drop the site's URL knowledge (worker/urls/url-knowledge.ts): rebuilt from the CMS listing at once. */
    urls: z.boolean().optional(),
  })
  .strict()
  .refine(
    (p) => p.kvPrefix !== undefined || p.pageCache === true || p.urls === true,
    'say what to purge: kvPrefix, pageCache: true and/or urls: true',
  );

opsApp.post('/purge', async (c) => {
  const body = await c.req.json().catch(() => undefined);
  const parsed = PurgeSchema.safeParse(body);
  if (!parsed.success)
    return c.json(
      { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') },
      400,
    );
  const site = siteByCode(c, parsed.data.domain);
  if (!site) return c.json({ error: `unknown domain ${parsed.data.domain}` }, 404);
  let deletedKvKeys = 0;
  if (parsed.data.kvPrefix) {
    let cursor: string | undefined;
    do {
      const page = await c.env.CACHE_KV.list({ prefix: parsed.data.kvPrefix, cursor });
      await Promise.all(page.keys.map((k) => c.env.CACHE_KV.delete(k.name)));
      deletedKvKeys += page.keys.length;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    forgetKvCopies(parsed.data.kvPrefix);
  }
  const pageCacheGeneration = parsed.data.pageCache
    ? await bumpPageCacheGeneration(c.env.CACHE_KV, site.code)
    : undefined;
  if (parsed.data.urls) await purgeUrlKnowledge(c.env.CACHE_KV, site.code);
  return c.json({ domain: site.code, deletedKvKeys, pageCacheGeneration, urls: parsed.data.urls === true });
});

opsApp.get('/stats', (c) => {
  const registry = loadDomainRegistry(c.env.DOMAINS_JSON);
  return c.json({
    ...statsSnapshot(),
    domains: registry.domains.map((d) => ({ code: d.code, host: d.canonicalHost })),
  });
});

opsApp.all('*', (c) => c.json({ error: 'not found' }, 404));
