import { useSyncExternalStore } from 'react';
import type { Order } from '../../shared/contracts/store';

/**
 * SPEC 9 "placed order" persisted client state: the finished page shows it after a reload, and the
 * purchase is tracked once per order code. Kept in localStorage (this browser only).
 */
const STORAGE_KEY = 'placed-order-v1';

export interface PlacedOrderRecord {
  order: Order;
  trackedCodes: string[];
}

let cache: { text: string | null; value: PlacedOrderRecord | null } = { text: null, value: null };
const listeners = new Set<() => void>();

function read(): PlacedOrderRecord | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === cache.text) return cache.value;
  let value: PlacedOrderRecord | null = null;
  try {
    const parsed = text ? (JSON.parse(text) as PlacedOrderRecord) : null;
    value =
      parsed?.order && typeof parsed.order.code === 'string' && Array.isArray(parsed.order.items)
        ? { order: parsed.order, trackedCodes: Array.isArray(parsed.trackedCodes) ? parsed.trackedCodes : [] }
        : null;
  } catch {
    value = null;
  }
  cache = { text, value };
  return value;
}

function write(value: PlacedOrderRecord): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable: the finished page still gets the order from this tab's memory below.
    cache = { text: null, value };
  }
  for (const l of listeners) l();
}

export function storePlacedOrder(order: Order): void {
  const previous = read();
  write({ order, trackedCodes: previous?.trackedCodes ?? [] });
}

export function markOrderTracked(code: string): void {
  const r = read();
  if (r && !r.trackedCodes.includes(code)) write({ ...r, trackedCodes: [...r.trackedCodes, code].slice(-20) });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function usePlacedOrder(): { record: PlacedOrderRecord | null; ready: boolean } {
  const record = useSyncExternalStore(subscribe, read, () => null);
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return { record, ready };
}
