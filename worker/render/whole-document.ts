import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { documentParts, type DocumentEnds } from './document-ends';
import type { FragmentMemo } from './fragment-memo';
import type { DocumentPart, StoredBytes } from './stored-bytes';

/** A completed Suspense boundary is `<!--$-->`; any other `<!--$` marker is a pending or client-rendered one. */
const UNFINISHED_BOUNDARY = /<!--\$(?!-->)/;
const DOCTYPE = '<!DOCTYPE html>';

/**
 * The document's markup after its doctype, for a page whose data is already here. React's stream
 * renderer encodes every tag, attribute and text piece into its own byte array before copying it
 * into the stream's buffers; renderToString appends to one string and writes the same markup (the
 * streamed document without its doctype) at about a third of the cost. It cannot wait: whatever
 * would suspend (a lazy part not yet loaded in this isolate) comes out as a client-rendered
 * boundary, and an error outside a boundary throws. Both give null, and the caller streams instead.
 */
function renderMarkup(app: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return null;
  }
  return UNFINISHED_BOUNDARY.test(html) ? null : html;
}

/**
 * The whole document with the worker's own ends in place (document-ends.ts), as parts to write in
 * order (or null, see renderMarkup). Not one string: the markup is made of thousands of pieces, and each
 * operation on the whole (the boundary check, finding `</body>`, joining) would copy it again, as
 * two bytes per character once the text has a letter like č, into a new 100–250 KB string. The
 * boundary check copies it once; the parts are slices of that copy, and the answer's Blob encodes
 * them to UTF-8 straight into its own buffer (issue 28: on a category page these copies took a
 * quarter of the isolate's time).
 */
function renderWholeDocumentParts(app: ReactElement, ends: DocumentEnds): string[] | null {
  const html = renderMarkup(app);
  return html === null ? null : [DOCTYPE, ...documentParts(html, ends)];
}

/**
 * The same for a document whose kept markup is written into `stored` (stored-bytes.ts: its data
 * block and ends made with `stored`, and the stored parts of `fragments`, the memo `app` renders
 * with): the parts with the kept bytes in place of their markers.
 */
export function writeWholeDocument(
  app: ReactElement,
  ends: DocumentEnds,
  stored: StoredBytes,
  fragments: FragmentMemo | null,
): DocumentPart[] | null {
  const render = () => renderWholeDocumentParts(app, ends);
  const parts = fragments ? fragments.writingInto(stored, render) : render();
  return parts && stored.splice(parts);
}
