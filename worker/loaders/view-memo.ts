/**
 * A loader's view kept by the identity of what it is built from (issue 28). The read cache hands
 * every request the same parsed answer while its copy lives (read-cache.ts `derived`); the
 * reference lists, the shell data and the delivery promises in force are shared objects too. A
 * view built from the same objects and the same request facts is the same view: it is built once
 * per change of its inputs and isolate, not once per request, and is shared, so it is read-only.
 *
 * The views are kept under their main answer (`anchor`, e.g. the product answer) and leave with
 * it: a new answer (a price change, an expired copy) is a new object, so nothing here can outlive
 * what it was built from. `key` names everything else the view reads: each other shared object by
 * `objectId`, and the request's facts (locale, URL, the shopper's kind). A view that reads the clock
 * must name the clock's part in its key (a day, or a shared object that lasts as long as its words).
 */
const views = new WeakMap<object, Map<string, object>>();

/** Views that are shared between requests (their markup may be kept by their identity too). */
const sharedViews = new WeakSet<object>();

/** Views kept per anchor: URL variants (tracking parameters, variants) and shopper kinds of one answer. */
const VIEWS_PER_ANCHOR = 8;

export function sharedView<V extends object>(anchor: object, key: string, build: () => V): V {
  let byKey = views.get(anchor);
  if (byKey === undefined) views.set(anchor, (byKey = new Map()));
  const kept = byKey.get(key);
  if (kept !== undefined) return kept as V;
  const view = build();
  // The oldest key out first: a crawler's run of query strings cannot grow one answer's views.
  if (byKey.size >= VIEWS_PER_ANCHOR) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, view);
  markShared(view, 2);
  return view;
}

/**
 * A view derived from another (a page's meta completed with its site URLs): shared, and built once
 * per key, when `from` is a shared view; else built for this request alone. `key` is made only then.
 */
export function derivedView<V extends object>(from: object, key: () => string, build: () => V): V {
  return sharedViews.has(from) ? sharedView(from, key(), build) : build();
}

/**
 * The view and the objects in it two levels down (a page's `data` and `meta`, and the meta's
 * JSON-LD list): what the renderer may keep text or markup of by identity.
 */
function markShared(value: object, depth: number): void {
  sharedViews.add(value);
  if (depth === 0) return;
  for (const inner of Object.values(value)) {
    if (typeof inner === 'object' && inner !== null) markShared(inner, depth - 1);
  }
}

/** Whether `value` is (in) a view from `sharedView`: the same object for every request it answers. */
export function isSharedView(value: unknown): boolean {
  return typeof value === 'object' && value !== null && sharedViews.has(value);
}

const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;

/** A small id per object for the isolate's life, never reused: a key part naming a shared object. */
export function objectId(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = nextObjectId++));
  return id;
}
