import { SELF } from 'cloudflare:test';
import { preloadPage } from '../../client/router/page-registry';
import { PAGE_DATA_ELEMENT_ID, SHELL_DATA_ELEMENT_ID, type PagePayload } from '../../shared/page-payload';
import type { ShellView } from '../../shared/shell-view';
import type { ReactElement } from 'react';
import type { FragmentMemo } from '../../worker/render/fragment-memo';
import { documentBytes, StoredBytes } from '../../worker/render/stored-bytes';
import { writeWholeDocument } from '../../worker/render/whole-document';

// A page as the worker served it, taken apart into what it was rendered from, for tests that render
// the same page again themselves (whole-document-render, rendered-once).

/** A returning visitor: the 18+ gate is answered. */
export const RETURNING = { cookie: 'closed-modals=age-18' };

/** The JSON of the page's `<script type="application/json" id=…>` block. */
export function dataBlock<T>(html: string, id: string): T {
  const match = new RegExp(`<script type="application/json" id="${id}"[^>]*>(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error(`no #${id} in the page`);
  return JSON.parse(match[1]!) as T;
}

/** A promise React's `use()` reads synchronously, as the worker hands the renderer ready data. */
export const fulfilled = <T>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

/** The site's live cache rules (ops API): PUT an override, DELETE it again. */
export const cacheRules = (origin: string, method: 'PUT' | 'DELETE', body?: unknown) =>
  SELF.fetch(`${origin}/__ops/cache-rules/sk`, {
    method,
    headers: { authorization: 'Bearer dev-ops-token', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The page as served, its nonce, and the shell (with the message table it names) and page data. */
export async function servedPage(origin: string, path: string) {
  const res = await SELF.fetch(`${origin}${path}`, { headers: RETURNING });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  // As the browser builds it: the shell data plus the message table from the file it names.
  const shellData = dataBlock<Omit<ShellView, 'messages'>>(html, SHELL_DATA_ELEMENT_ID);
  const messages = (await (await SELF.fetch(`${origin}${shellData.messagesPath}`)).json()) as ShellView['messages'];
  const shell: ShellView = { ...shellData, messages };
  const payload = dataBlock<PagePayload>(html, PAGE_DATA_ELEMENT_ID);
  await preloadPage(payload.page);
  return { status: res.status, html, nonce, shell, payload };
}

/**
 * The whole document React renders from `app` as one string, without the worker's own ends (or
 * null: see whole-document.ts). With `fragments` (the memo `app` renders with) and `stored` (what
 * the app's data block was made with), written as the worker writes it: kept markup as its bytes.
 */
export function renderWholeDocument(app: ReactElement, fragments?: FragmentMemo, stored?: StoredBytes): string | null {
  const parts = writeWholeDocument(app, { headEnd: '', bodyEnd: '' }, stored ?? new StoredBytes(), fragments ?? null);
  return parts && decoder.decode(documentBytes(parts));
}
const decoder = new TextDecoder();
