import { z } from 'zod';
import type { PageKey } from '../../shared/routes';
import type { Env } from '../env';

const ManifestSchema = z.record(
  z.string(),
  z
    .object({ file: z.string(), css: z.array(z.string()).optional(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() })
    .loose(),
);

export interface ClientAssets {
  entry: string;
  baseCss: string[];
  pageCss: Partial<Record<PageKey, string>>;
  /**
   * Page key → its JS chunk and the chunks it imports statically (not those the entry already
   * loads): the renderer preloads them beside the entry, so the page chunk does not wait for the
   * entry to be parsed first.
   */
  pageModules: Partial<Record<PageKey, string[]>>;
}

const ENTRY = 'client/entry.tsx';
const BASE_CSS = 'client/styles/base.css';
const PAGE_CSS = /^client\/styles\/pages\/([a-z0-9-]+)\.css$/;
const PAGE_CHUNK = /^client\/pages\/([a-z0-9-]+)-page\.tsx$/;

let cached: Promise<ClientAssets> | null = null;

/**
 * Hashed asset names from Vite's manifest, read once per isolate from the static assets.
 * Convention: page key `x` has `client/pages/x-page.tsx` and optionally `client/styles/pages/x.css`.
 */
export function clientAssets(env: Pick<Env, 'ASSETS'>): Promise<ClientAssets> {
  cached ??= loadManifest(env).catch((error: unknown) => {
    cached = null; // a missing build must not stick: the next request tries again
    throw error;
  });
  return cached;
}

async function loadManifest(env: Pick<Env, 'ASSETS'>): Promise<ClientAssets> {
  const response = await env.ASSETS.fetch(new Request('https://assets.local/manifest.json'));
  if (!response.ok) throw new Error(`Client build missing (manifest.json ${response.status}); run npm run build`);
  const manifest = ManifestSchema.parse(await response.json());
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`manifest.json has no ${ENTRY}`);
  const assets: ClientAssets = {
    entry: `/${entry.file}`,
    baseCss: [manifest[BASE_CSS]?.file, ...(entry.css ?? [])].filter((f): f is string => !!f).map((f) => `/${f}`),
    pageCss: {},
    pageModules: {},
  };
  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const withEntry = closure(ENTRY, new Set());
  for (const [source, chunk] of Object.entries(manifest)) {
    const css = PAGE_CSS.exec(source);
    if (css) assets.pageCss[css[1] as PageKey] = `/${chunk.file}`;
    const page = PAGE_CHUNK.exec(source);
    if (page) {
      const own = [...closure(source, new Set())].filter((key) => !withEntry.has(key));
      assets.pageModules[page[1] as PageKey] = own.map((key) => `/${manifest[key]!.file}`);
    }
  }
  return assets;
}
