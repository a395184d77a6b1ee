import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderedFragments } from '../../client/shell/rendered-once';
import { BoundedMap } from '../cache/bounded-map';
import type { ShellView } from '../../shared/shell-view';
import { sharedShellOf } from './shell-view';
import { objectId } from '../loaders/view-memo';
import { sharedKeyOf } from './page-data-block';
import type { StoredBytes } from './stored-bytes';

/**
 * Markup of page parts React has rendered before in this isolate (client/shell/rendered-once.tsx):
 * a listing's product boxes, the main menu and the footer are 80 % of a category or search page's
 * markup and half of a product page's, and they are the same on every page that shows them. React
 * renders each once per key and shell; later pages write the stored markup, kept as the UTF-8 bytes
 * it encodes to, which a whole document's answer writes as they are (stored-bytes.ts).
 *
 * A miss renders the part inside the page as usual and remembers its element; after the page, on
 * the key's second miss (missedOnce, below), `storeMisses` renders each on its own inside the same
 * providers and keeps its inner markup, unless
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
    weigh: (entry) => (entry.bytes?.byteLength ?? 0) + entry.keyLength,
  },
);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Parts missed once and not stored (the key's characters): a part is stored on its second miss, not
 * its first. Storing renders the part a second time on its own, which only pays when its key comes
 * back: a product page seen once per isolate (the catalogue's long tail) would pay it for nothing
 * (0.44 -> 0.76 ms of render in the Node harness for a product page whose data is new each view).
 */
const missedOnce = new BoundedMap<string, number>('render.fragments-missed-once (chars)', 8000, {
  maxWeight: 2_000_000,
  weigh: (keyLength) => keyLength,
});

/**
 * Shells seen, each with a short id that prefixes its fragments' keys: a part's markup may read any
 * of the shell (locale, currency, sign-in, settings, menus), so two shells never share a fragment.
 */
const shellIds = new BoundedMap<string, number>('render.fragment-shells', 64);
let nextShellId = 0;

const UNFINISHED_BOUNDARY = /<!--\$(?!-->)/;

export interface FragmentMemo extends RenderedFragments {
  /**
   * `render()` with every stored part written as a marker into `stored` (stored-bytes.ts): the
   * answer then writes each stored part as the bytes it was encoded to once. Outside this call the
   * memo gives stored parts as markup.
   */
  writingInto<T>(stored: StoredBytes, render: () => T): T;
  /** Renders this page's misses on their own and keeps their markup (after the page is rendered). */
  storeMisses(wrap: (part: ReactNode) => ReactElement): void;
  readonly hits: number;
  readonly misses: number;
}

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
 * One page's view of the store; `shellKey` from `shellMemoKey`; `pageKey` names the page's data for
 * its parts (worker/render/page-data-block.ts).
 */
export function fragmentMemo(shellKey: string, pageKey?: string | null): FragmentMemo {
  let shellId = shellIds.use(shellKey);
  if (shellId === undefined) shellIds.set(shellKey, (shellId = nextShellId++));
  const prefix = `${shellId}:`;
  const missed: { key: string; element: ReactElement }[] = [];
  let hits = 0;
  // While writingInto renders: where stored parts go, as markers.
  let marking: StoredBytes | null = null;
  return {
    pageKey,
    sharedKey: sharedKeyOf,
    innerHtml(key, element) {
      const full = prefix + key;
      const entry = fragments.use(full);
      if (entry?.bytes === null) return undefined;
      if (entry !== undefined) {
        hits++;
        return marking ? marking.mark(entry.bytes) : decoder.decode(entry.bytes);
      }
      missed.push({ key: full, element });
      return undefined;
    },
    writingInto(stored, render) {
      marking = stored;
      try {
        return render();
      } finally {
        marking = null;
      }
    },
    storeMisses(wrap) {
      if (missed.length === 0) return;
      // What the providers write around a part: rendered only when a part is stored.
      let around: string | undefined;
      const seen = new Set<string>();
      for (const { key, element } of missed) {
        if (seen.has(key) || fragments.has(key)) continue;
        seen.add(key);
        if (!missedOnce.has(key)) {
          missedOnce.set(key, key.length);
          continue;
        }
        missedOnce.delete(key);
        let html: string | null | undefined = null;
        try {
          around ??= renderToString(wrap(null));
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
    key = `${objectId(menus)}:${objectId(messages)}:${JSON.stringify(rest)}`;
    if (shared) keysByShell.set(shared, key);
  }
  return key;
}
const keysByShell = new WeakMap<object, string>();
