import useSWR from 'swr';

/** The cart's API key; every cart mutation revalidates it so the header badge follows. */
export const CART_KEY = '/api/v1/cart';

interface CartLike {
  data?: { items?: { amount?: number; attributes?: { discount?: unknown } }[] };
}

/** Item count for the header badge. The server renders 0; the browser fills it in after load. */
export function useCartSummary(): { count: number; loading: boolean } {
  const { data, isLoading } = useSWR<CartLike>(typeof window === 'undefined' ? null : CART_KEY, {
    shouldRetryOnError: false,
  });
  const items = data?.data?.items ?? [];
  const count = items.filter((item) => !item.attributes?.discount).reduce((sum, item) => sum + (item.amount ?? 0), 0);
  return { count, loading: isLoading };
}
