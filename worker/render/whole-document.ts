import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** A completed Suspense boundary is `<!--$-->`; any other `<!--$` marker is a pending or client-rendered one. */
const UNFINISHED_BOUNDARY = /<!--\$(?!-->)/;

/**
 * The whole document as one string, for a page whose data is already here. React's stream renderer
 * encodes every tag, attribute and text piece into its own byte array before copying it into the
 * stream's buffers; renderToString appends to one string and writes the same markup (the streamed
 * document without its doctype) at about a third of the cost. It cannot wait: whatever would
 * suspend (a lazy part not yet loaded in this isolate) comes out as a client-rendered boundary, and
 * an error outside a boundary throws. Both give null, and the caller streams instead.
 */
export function renderWholeDocument(app: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return null;
  }
  return UNFINISHED_BOUNDARY.test(html) ? null : `<!DOCTYPE html>${html}`;
}
