import { serializeForScript, type PagePayload } from '../../shared/page-payload';
import { isSharedView, objectId } from '../loaders/view-memo';

/**
 * A shared view's data as JSON, made once per view (worker/loaders/view-memo.ts): a view is shared
 * and read-only, so its text is the same on every page that shows it (a product page's data is
 * 5.5 KB of JSON; issue 28).
 */
const dataTexts = new WeakMap<object, string>();

/**
 * The payload with its data block (as client/router/page-outlet.tsx `PagePayloadScript` writes it:
 * the same fields, in the same order) written from its shared data's kept text; a payload whose data
 * is not a shared view is left to the render.
 */
export function withDataBlock(payload: PagePayload): PagePayload {
  const { page, route, params, url, status, meta, data } = payload;
  if (!isSharedView(data)) return payload;
  let dataText = dataTexts.get(data as object);
  if (dataText === undefined) dataTexts.set(data as object, (dataText = serializeForScript(data)));
  const head = serializeForScript({ page, route, params, url, status, meta });
  return { ...payload, dataBlock: `${head.slice(0, -1)},"data":${dataText}}` };
}

/** What names the page's data for its parts (client/shell/rendered-once.tsx): a shared view's identity, else null. */
export function pageKeyOf(payload: PagePayload): string | null {
  return isSharedView(payload.data) ? `${objectId(payload.data as object)} ${payload.url}` : null;
}
