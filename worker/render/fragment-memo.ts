import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderedFragments } from '../../client/shell/rendered-once';
import { BoundedMap } from '../cache/bounded-map';
import type { ShellView } from '../../shared/shell-view';
import { sharedShellOf } from './shell-view';

/**
 * Markup of page parts React has rendered before in this isolate (client/shell/rendered-once.tsx):
 * a listing's product boxes, the main menu and the footer are 80 % of a category or search page's
 * markup and half of a product page's, and they are the same on every page that shows them. React
 * renders each once per key and shell; later pages write the stored markup.
 *
 * A miss renders the part inside the page as usual and remembers its element; after the page,
 * `storeMisses` renders each on its own inside the same providers and keeps its inner markup, unless
 * that markup could differ from what the page got: React put something outside the host element (a
 * preload it hoists into the head) or it threw: such a key is marked and never memoised, so the
 * page always renders it itself. A part with a boundary that did not finish is tried again later.
 */
const fragments = new BoundedMap<string, { bytes: Uint8Array<ArrayBuffer> | null; keyLength: number }>(
  'render.fragments (bytes)',
  4000,
  {
    maxWeight: 6_000_000,
    // The key (a product box's whole view as JSON) weighs about as much as its markup.
    weigh: (entry) => (entry.bytes?.length ?? 0) + entry.keyLength,
  },
);

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Shells seen, each with a short id that prefixes its fragments' keys: a part's markup may read any
 * of the shell (locale, currency, sign-in, settings, menus), so two shells never share a fragment.
 */
const shellIds = new BoundedMap<string, number>('render.fragment-shells', 64);
let nextShellId = 0;

const UNFINISHED_BOUNDARY = /<!--\$(?!-->)/;

export interface FragmentMemo extends RenderedFragments {
  /** Renders this page's misses on their own and keeps their markup (after the page is rendered). */
  storeMisses(wrap: (part: ReactNode) => ReactElement): void;
  /**
   * The parts of a document rendered with this memo in marker mode, with each stored part written
   * in place of its marker as the UTF-8 bytes kept for it (see `fragmentMemo`).
   */
  writeOut(parts: readonly string[]): DocumentPart[];
  /** From now on stored parts are answered as markup, not markers (a render nobody calls writeOut on). */
  inline(): void;
  readonly hits: number;
  readonly misses: number;
}

/** A piece of an answer's body: markup still to encode, or bytes encoded before. */
export type DocumentPart = string | Uint8Array<ArrayBuffer>;

/**
 * The start of a marker: a comment no page can hold by chance (random per isolate, made on first use:
 * a Worker may not make random values outside a request).
 */
let markerStart: string | undefined;
function markerPrefix(): string {
  markerStart ??= `<!--rendered-once:${crypto.randomUUID()}:`;
  return markerStart;
}
const MARKER_END = '-->';

/**
 * Inner markup of `<tag …>inner</tag>` rendered inside the providers; null when React wrote
 * anything else around the element besides the providers' own markup (`around`: what they render
 * with no part in them); undefined when a boundary inside did not finish (a lazy part this isolate
 * has not loaded yet: a later page tries again).
 */
function innerMarkup(html: string, tag: string, around: string): string | null | undefined {
  const end = `</${tag}>${around}`;
  if (!html.startsWith(`<${tag}`) || !html.endsWith(end)) return null;
  if (UNFINISHED_BOUNDARY.test(html)) return undefined;
  // React escapes `>` inside attribute values, so the first one closes the start tag.
  return html.slice(html.indexOf('>') + 1, html.length - end.length);
}

/**
 * One page's view of the store; `shellKey` from `shellMemoKey`.
 *
 * Parts are kept as UTF-8 bytes. With `markers`, a stored part is answered as a short marker and
 * `writeOut` puts the bytes in its place in the rendered document: the part's markup is then neither
 * copied into the document's string, nor flattened with it, nor encoded again for the answer (on a
 * category page the stored parts are 80 % of the document; encoding it was 4 % of a view, copying it
 * more). Without, the part is answered as markup (a render whose string is used as it is).
 */
export function fragmentMemo(shellKey: string, { markers = false }: { markers?: boolean } = {}): FragmentMemo {
  let shellId = shellIds.use(shellKey);
  if (shellId === undefined) shellIds.set(shellKey, (shellId = nextShellId++));
  const prefix = `${shellId}:`;
  const missed: { key: string; element: ReactElement }[] = [];
  const placed: Uint8Array<ArrayBuffer>[] = [];
  let answerMarkers = markers;
  let hits = 0;
  return {
    innerHtml(key, element) {
      const full = prefix + key;
      const entry = fragments.use(full);
      if (entry?.bytes === null) return undefined;
      if (entry !== undefined) {
        hits++;
        if (!answerMarkers) return decoder.decode(entry.bytes);
        placed.push(entry.bytes);
        return `${markerPrefix()}${placed.length - 1}${MARKER_END}`;
      }
      missed.push({ key: full, element });
      return undefined;
    },
    writeOut(parts) {
      if (placed.length === 0) return [...parts];
      const start = markerPrefix();
      const out: DocumentPart[] = [];
      for (const part of parts) {
        let from = 0;
        for (let at = part.indexOf(start); at !== -1; at = part.indexOf(start, from)) {
          const end = part.indexOf(MARKER_END, at + start.length);
          const bytes = placed[Number(part.slice(at + start.length, end))];
          // Only this memo writes the prefix (random per isolate), always with a number it placed.
          if (end === -1 || bytes === undefined) break;
          if (at > from) out.push(part.slice(from, at));
          out.push(bytes);
          from = end + MARKER_END.length;
        }
        if (from < part.length) out.push(from === 0 ? part : part.slice(from));
      }
      return out;
    },
    inline() {
      answerMarkers = false;
    },
    storeMisses(wrap) {
      if (missed.length === 0) return;
      const around = renderToString(wrap(null));
      const seen = new Set<string>();
      for (const { key, element } of missed) {
        if (seen.has(key) || fragments.has(key)) continue;
        seen.add(key);
        let html: string | null | undefined = null;
        try {
          html = innerMarkup(renderToString(wrap(element)), String(element.type), around);
        } catch {
          html = null;
        }
        if (html !== undefined)
          fragments.set(key, { bytes: html === null ? null : encoder.encode(html), keyLength: key.length });
      }
    },
    get hits() {
      return hits;
    },
    get misses() {
      return missed.length;
    },
  };
}

/** A small id per object for the isolate's life: the shell's shared parts are keyed by identity. */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
function idOf(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = nextObjectId++));
  return id;
}

/**
 * Everything about the shell a memoised part may read, as a string: the menus and the message table
 * are shared objects (one per cached shell data and per locale: by identity), the rest is small; the
 * request's path is left out (the parts must not read it).
 */
export function shellMemoKey(shell: ShellView): string {
  // A shell built from a shared one (worker/render/shell-view.ts) has its key worked out once.
  const shared = sharedShellOf(shell);
  let key = shared && keysByShell.get(shared);
  if (key === undefined) {
    const { path: _path, menus, messages, ...rest } = shell;
    key = `${idOf(menus)}:${idOf(messages)}:${JSON.stringify(rest)}`;
    if (shared) keysByShell.set(shared, key);
  }
  return key;
}
const keysByShell = new WeakMap<object, string>();
