/**
 * The GA4 e-commerce `dataLayer` (SPEC 9, issue 12). Events are pushed whether or not a tag manager
 * is loaded: without consent nothing reads them, and nothing leaves the page. Kept tiny: product
 * pages load it on first paint (first-load JS budget).
 */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price?: number;
  quantity?: number;
  index?: number;
}

export interface Ecommerce {
  currency?: string;
  value?: number;
  items?: DataLayerItem[];
  [key: string]: unknown;
}

export type EcommerceEvent =
  | 'view_item_list'
  | 'view_item'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function push(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** One e-commerce event; the previous `ecommerce` object is cleared first, as GA4 asks. */
export function pushEcommerce(event: EcommerceEvent, ecommerce: Ecommerce): void {
  push({ ecommerce: null });
  push({ event, ecommerce });
}

/** SPEC 9 search tracking (the caller applies the minimum-characters rule). */
export function pushSearch(term: string): void {
  push({ event: 'search', search_term: term });
}

/** SPEC 9 checkout steps: the step index starts at 0 and events report step + 1. */
export function pushCheckoutStep(stepIndex: number, option?: string): void {
  push({ event: 'checkout_step', checkout_step: stepIndex + 1, ...(option ? { checkout_option: option } : {}) });
}
