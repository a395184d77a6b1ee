import { serializeForScript } from '../../shared/page-payload';
import { isSharedView } from '../loaders/view-memo';
import { KeptMarkup, type StoredBytes } from './stored-bytes';

/**
 * What the worker writes into a whole document outside React, so the browser neither renders nor
 * hydrates it: markup at the end of `<head>` and at the end of `<body>`. React 19 hydrates the
 * document and passes over elements it did not render in those two (as it does for what a browser
 * extension adds), so neither needs to be in the page data the browser hydrates from.
 */
export interface DocumentEnds {
  /**
   * Before `</head>`: a shared meta's head tags (page-head-markup.tsx) and the page's JSON-LD (structured
   * data is for crawlers, which load whole pages).
   */
  headEnd: string;
  /** Before `</body>`: the offline service worker's registration (service-worker-registration.ts). */
  bodyEnd: string;
}

const HEAD_END = '</head>';
const BODY_END = '</body>';
const encoder = new TextEncoder();

/**
 * The page's JSON-LD as data blocks (not scripts that run: no nonce needed); a shared view's as a
 * marker of their kept bytes when the answer writes into `stored`.
 */
export function jsonLdElements(items: readonly unknown[], stored?: StoredBytes | null): string {
  const write = () => {
    let out = '';
    for (const item of items) out += `<script type="application/ld+json">${serializeForScript(item)}</script>`;
    return out;
  };
  return isSharedView(items) ? sharedElements.written(items, write, stored) : write();
}
/** A shared view's JSON-LD (worker/loaders/view-memo.ts) is read-only: its elements are made once. */
const sharedElements = new KeptMarkup<readonly unknown[]>();

/**
 * `html` with the ends in place (at the end of the document where it has no `</head>` or `</body>`),
 * as the parts to write in order: slices of `html` share its characters, so no part of a 100 KB page
 * is copied here.
 */
export function documentParts(html: string, ends: DocumentEnds): string[] {
  const head = ends.headEnd === '' ? -1 : html.indexOf(HEAD_END);
  const body = html.lastIndexOf(BODY_END);
  const bodyAt = body === -1 ? html.length : body;
  const parts: string[] = [];
  let from = 0;
  if (head !== -1 && head < bodyAt) {
    parts.push(html.slice(0, head), ends.headEnd);
    from = head;
  } else if (ends.headEnd !== '') {
    // No head to put it in: still part of the document (a test's bare markup).
    parts.push(ends.headEnd);
  }
  parts.push(html.slice(from, bodyAt), ends.bodyEnd, html.slice(bodyAt));
  return parts;
}

/** The same for a document read as bytes (what the stream renderer wrote). */
export function withDocumentEnds(html: Uint8Array<ArrayBuffer>, ends: DocumentEnds): Uint8Array<ArrayBuffer> {
  const head = ends.headEnd === '' ? -1 : indexOf(html, encoder.encode(HEAD_END));
  const body = lastIndexOf(html, encoder.encode(BODY_END));
  const bodyAt = body === -1 ? html.length : body;
  const headAt = head !== -1 && head < bodyAt ? head : 0;
  const headBytes = encoder.encode(ends.headEnd);
  const bodyBytes = encoder.encode(ends.bodyEnd);
  const out = new Uint8Array(html.length + headBytes.length + bodyBytes.length);
  let at = 0;
  const put = (bytes: Uint8Array) => {
    out.set(bytes, at);
    at += bytes.length;
  };
  put(html.subarray(0, headAt));
  put(headBytes);
  put(html.subarray(headAt, bodyAt));
  put(bodyBytes);
  put(html.subarray(bodyAt));
  return out;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = haystack.length - needle.length; i >= 0; i--) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
