import { Suspense, useEffect, useRef, useState } from 'react';
import { useCartWrites } from '../../hooks/use-cart';
import { sameSitePath } from '../../../shared/same-site-path';
import { lazyPart } from '../../router/chunk-reload';
import { useRouter } from '../../router/router-context';
import type { AddedItem } from './add-to-cart';

// The button's own modal (add-to-cart.tsx) from its chunk, asked for with the add so it is there by the answer.
const loadModals = () => import('./add-to-cart-modals');
const ItemAddedModal = lazyPart(() => loadModals().then((m) => m.ItemAddedModal));

/**
 * SPEC 2: `?addToCart=<variantId>` on any page adds that variant once and cleans the URL (so a reload
 * or a shared link does not add it again); SPEC 4: a successful add shows the item-added modal, the
 * same one the add-to-cart button opens, with the line as the cart holds it. The layout loads this
 * chunk once a URL carries the parameter (the modal's chunk is asked for with the add); from then on
 * it runs after each navigation.
 */
export default function AddToCartFromUrl() {
  const { payload } = useRouter();
  const { addItem } = useCartWrites();
  const [added, setAdded] = useState<AddedItem | null>(null);
  const handled = useRef<string | null>(null);
  const url = payload instanceof Promise ? null : payload.url;

  useEffect(() => {
    const current = new URL(window.location.href);
    const key = [...current.searchParams.keys()].find((k) => k.toLowerCase() === 'addtocart');
    if (!key) return;
    const raw = current.searchParams.get(key) ?? '';
    current.searchParams.delete(key);
    // The cleaned URL goes through the one same-site check (issue 11.3), like every redirect target.
    window.history.replaceState(
      window.history.state,
      '',
      sameSitePath(current.pathname + current.search + current.hash) ?? '/',
    );
    if (!/^\d{1,12}$/.test(raw) || handled.current === `${url}|${raw}`) return;
    handled.current = `${url}|${raw}`;
    void loadModals();
    void addItem({ variantId: Number(raw), amount: 1 }).then((confirmed) => {
      if (!confirmed) return; // the write told the shopper why (cart-writes.ts)
      const { line, amount } = confirmed;
      const { unitWithTax, unitWithoutTax, currencyCode } = line.prices;
      setAdded({
        name: line.name,
        imagePath: line.variant?.mainImage?.path ?? line.product?.mainImage?.path ?? null,
        price: {
          withTax: unitWithTax,
          withoutTax: unitWithoutTax,
          priorWithTax: null,
          priorWithoutTax: null,
          percent: null,
          currencyCode,
        },
        amount,
      });
    });
  }, [url, addItem]);

  return added ? (
    <Suspense fallback={null}>
      <ItemAddedModal item={added} onClose={() => setAdded(null)} />
    </Suspense>
  ) : null;
}
