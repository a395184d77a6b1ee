import type { Env } from '../env';
import { bumpPageCacheGeneration } from '../cache/page-cache';
import { forgetKvCopies } from '../cache/kv-swr';
import { purgeUrlKnowledge } from '../urls/url-knowledge';

// What `POST /__ops/purge` may drop, per site. Every target names its own key spaces, derived from
// the site code, so a purge can never reach another site's entries or the ops keys (`ops:*`: live
// cache rules, their history, page-cache generations) whatever the caller sends.

export interface PurgeResult {
  deletedKvKeys?: number;
  pageCacheGeneration?: string;
}

export interface PurgeTarget {
  /** What a purge of this target drops, for `--help` and error messages. */
  describe: string;
  /** KV key prefixes that belong to this target on site `code` (each ends with `:`). */
  kvPrefixes: (code: string) => string[];
  purge: (env: Env, code: string) => Promise<PurgeResult>;
}

/** Deletes every KV key under `prefix` and this isolate's parsed copies of them. */
export async function deleteKvPrefix(kv: KVNamespace, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    deleted += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  forgetKvCopies(prefix);
  return deleted;
}

/** Shell data (globals, menus, currencies, countries) and catalogue reference lists: `shell:v1:<site>:`. */
const shellPrefix = (code: string) => `shell:v1:${code}:`;

export const PURGE_TARGETS = {
  pages: {
    describe: 'every cached page of the site (a new page-cache generation)',
    kvPrefixes: () => [],
    purge: async (env, code) => ({ pageCacheGeneration: await bumpPageCacheGeneration(env.CACHE_KV, code) }),
  },
  shell: {
    describe: 'shell data and catalogue reference lists in KV',
    kvPrefixes: (code) => [shellPrefix(code)],
    purge: async (env, code) => ({ deletedKvKeys: await deleteKvPrefix(env.CACHE_KV, shellPrefix(code)) }),
  },
  urls: {
    describe:
      "the site's URL knowledge (statuses, redirects, slugs per locale): rebuilt from the CMS listing on the next request",
    kvPrefixes: (code) => [`urls:${code}:`],
    purge: async (env, code) => {
      await purgeUrlKnowledge(env.CACHE_KV, code);
      return {};
    },
  },
} satisfies Record<string, PurgeTarget>;

export type PurgeTargetName = keyof typeof PURGE_TARGETS;
export const PURGE_TARGET_NAMES = Object.keys(PURGE_TARGETS) as PurgeTargetName[];

/** True when `prefix` lies inside one of site `code`'s own KV key spaces. */
export function prefixBelongsToSite(prefix: string, code: string): boolean {
  return Object.values(PURGE_TARGETS as Record<string, PurgeTarget>).some((t) =>
    t.kvPrefixes(code).some((own) => prefix.startsWith(own)),
  );
}
