import { serializeForScript, type PagePayload } from '../../shared/page-payload';
import { isSharedView, objectId } from '../loaders/view-memo';
import { KeptMarkup, type StoredBytes } from './stored-bytes';

/**
 * A shared view's JSON, made once per view (worker/loaders/view-memo.ts): a view is shared and
 * read-only, so its text is the same on every page that shows it (a product page's data is 5.5 KB
 * of JSON, a category's listing 25 KB; issue 28).
 */
const texts = new KeptMarkup<object>();
function sharedText(view: object, stored?: StoredBytes | null): string {
  return texts.written(view, () => serializeForScript(view), stored);
}

/**
 * `serializeForScript(data)` where the data, or any of its own values, is a shared view: those are
 * written from their kept text (or as markers of its kept bytes into `stored`). The same text:
 * JSON.stringify writes an object's own enumerable string keys in this order and leaves out those
 * whose value it cannot write (undefined, functions, symbols); escaping is per character.
 * Undefined when no part of it is shared.
 */
function dataText(data: unknown, stored: StoredBytes | null | undefined): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  if (isSharedView(data)) return sharedText(data, stored);
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => isSharedView(value))) return undefined;
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    parts.push(
      `${serializeForScript(key)}:${isSharedView(value) ? sharedText(value, stored) : serializeForScript(value)}`,
    );
  }
  return `{${parts.join(',')}}`;
}

/**
 * The payload with its data block (as client/router/page-outlet.tsx `PagePayloadScript` writes it:
 * the same fields, in the same order) written from its shared views' kept text; a payload with no
 * shared view in its data is left to the render. With `stored`, the kept text is written as
 * markers of its kept bytes (stored-bytes.ts): such a payload is only for a render whose markup
 * goes through `stored.splice`.
 */
export function withDataBlock(payload: PagePayload, stored?: StoredBytes | null): PagePayload {
  const { page, route, params, url, status, meta, data } = payload;
  const text = dataText(data, stored);
  if (text === undefined) return payload;
  // A shared view's meta (completed once: resolve-page.ts) is written from its kept text too.
  const head = isSharedView(meta)
    ? `${serializeForScript({ page, route, params, url, status }).slice(0, -1)},"meta":${sharedText(meta, stored)}}`
    : serializeForScript({ page, route, params, url, status, meta });
  return { ...payload, dataBlock: `${head.slice(0, -1)},"data":${text}}` };
}

/** What names the page's data for its parts (client/shell/rendered-once.tsx): a shared view's identity, else null. */
export function pageKeyOf(payload: PagePayload): string | null {
  return isSharedView(payload.data) ? `${objectId(payload.data as object)} ${payload.url}` : null;
}

/** What names a shared view for a part's key (RenderedFragments.sharedKey), else null. */
export function sharedKeyOf(value: object): string | null {
  return isSharedView(value) ? String(objectId(value)) : null;
}
