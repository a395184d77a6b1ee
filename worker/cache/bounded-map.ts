/**
 * What an isolate keeps between requests, bounded: a Map with a most-entries bound and, for values
 * of very different sizes, a total-weight bound (bytes or characters), least recently used out
 * first. An isolate lives for many requests with a 128 MB heap; every per-isolate copy (read cache,
 * page cache, KV copies, URL shards, memos) is one of these, so none can grow without end and ops
 * can see what each holds (`GET /__ops/stats`, `holdings`).
 *
 * Recency: `get` leaves the order alone (a plain look-up); `use` marks the entry most recently used.
 */
export class BoundedMap<K, V> {
  readonly #map = new Map<K, V>();
  #weight = 0;
  readonly #weigh: ((value: V) => number) | null;
  readonly maxWeight: number;

  constructor(
    readonly name: string,
    readonly maxEntries: number,
    options: { maxWeight?: number; weigh?: (value: V) => number } = {},
  ) {
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weigh = options.weigh ?? null;
    HOLDINGS.push(this as BoundedMap<unknown, unknown>);
  }

  get size(): number {
    return this.#map.size;
  }

  /** The values' total weight (0 without a weigh function). */
  get weight(): number {
    return this.#weight;
  }

  has(key: K): boolean {
    return this.#map.has(key);
  }

  /** The value, without changing which entry goes first. */
  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  /** The value, marked most recently used. */
  use(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  /** Stores (as most recently used), then drops the least recently used while over a bound. */
  set(key: K, value: V): void {
    this.delete(key);
    this.#map.set(key, value);
    if (this.#weigh) this.#weight += this.#weigh(value);
    for (const oldest of this.#map.keys()) {
      if (this.#map.size <= this.maxEntries && this.#weight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: K): boolean {
    const value = this.#map.get(key);
    if (value === undefined && !this.#map.has(key)) return false;
    this.#map.delete(key);
    if (this.#weigh && value !== undefined) this.#weight -= this.#weigh(value);
    return true;
  }

  /** Drops every entry whose key passes `drop` (every entry without one). */
  clear(drop?: (key: K) => boolean): void {
    for (const key of [...this.#map.keys()]) if (!drop || drop(key)) this.delete(key);
  }

  keys(): IterableIterator<K> {
    return this.#map.keys();
  }

  entries(): IterableIterator<[K, V]> {
    return this.#map.entries();
  }
}

const HOLDINGS: BoundedMap<unknown, unknown>[] = [];

export interface Holding {
  name: string;
  entries: number;
  maxEntries: number;
  /** Total weight and its bound, for maps that weigh their values (bytes or characters, see the name). */
  weight?: number;
  maxWeight?: number;
}

/** What this isolate holds between requests, per bounded map, for ops and the resilience run. */
export function isolateHoldings(): Holding[] {
  return HOLDINGS.map((map) => ({
    name: map.name,
    entries: map.size,
    maxEntries: map.maxEntries,
    ...(Number.isFinite(map.maxWeight) ? { weight: map.weight, maxWeight: map.maxWeight } : {}),
  }));
}
