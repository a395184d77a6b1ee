import { z } from 'zod';
import type { PageKey } from '../../shared/routes';
import type { Env } from '../env';

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional(), isEntry: z.boolean().optional() }).loose(),
);

export interface ClientAssets {
  entry: string;
  baseCss: string[];
  pageCss: Partial<Record<PageKey, string>>;
}

const ENTRY = 'client/entry.tsx';
const BASE_CSS = 'client/styles/base.css';
// A page folder's styles (pages/<page>/styles.css) by page key; a style sheet loaded on demand
// (client/styles/lazy/<name>.css) by its name.
const PAGE_CSS = /^(?:pages\/([a-z0-9-]+)\/styles|client\/styles\/lazy\/([a-z0-9-]+))\.css$/;

let cached: Promise<ClientAssets> | null = null;

/**
 * Hashed asset names from Vite's manifest, read once per isolate from the static assets.
 * Convention: page key `x` has its CSS, if any, in `pages/x/styles.css`.
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
  };
  for (const [source, chunk] of Object.entries(manifest)) {
    const css = PAGE_CSS.exec(source);
    if (css) assets.pageCss[(css[1] ?? css[2]) as PageKey] = `/${chunk.file}`;
  }
  return assets;
}
