import { Suspense, useCallback, useState } from 'react';
import { addToCartBlock } from '../../../shared/add-to-cart-rules';
import { refuseOffline } from '../../api/offline';
import { useCartWrites } from '../../hooks/use-cart';
import { useShell, useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';
import { lazyPart } from '../../router/chunk-reload';
import type { PriceView, VariantView } from './product-box-view';

// The variant-choice and item-added modals are needed only after a click: their own chunk, requested
// on the click (so it is there by the time the cart answers) and rendered once needed.
const loadModals = () => import('./add-to-cart-modals');
const ItemAddedModal = lazyPart(() => loadModals().then((m) => m.ItemAddedModal));
const VariantChoiceModal = lazyPart(() => loadModals().then((m) => m.VariantChoiceModal));

export interface AddToCartProduct {
  id: number;
  name: string;
  imagePath: string | null;
  price: PriceView;
  isAvailable: boolean;
  saleable?: boolean;
  defaultVariantId: number;
  /** More than one variant: the shopper picks one in a modal first (SPEC 4). */
  variants: VariantView[];
}

export interface AddedItem {
  name: string;
  imagePath: string | null;
  price: PriceView;
  amount: number;
}

/**
 * Adding to the cart with the spec's flow: shopping disabled → warning (inside useCart); success → the
 * item-added modal. Returns the state the modal needs so any button can reuse it.
 */
export function useAddToCart() {
  const { addItem } = useCartWrites();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const add = useCallback(
    async (
      input: { productId: number; variantId: number; amount: number; credits?: boolean },
      shown: Omit<AddedItem, 'amount'>,
    ) => {
      setBusy(true);
      try {
        // The dialog confirms only what the cart holds after the add (the store's read-back).
        const confirmed = await addItem(input);
        if (confirmed) setAdded({ ...shown, amount: confirmed.amount });
        return confirmed !== null;
      } finally {
        setBusy(false);
      }
    },
    [addItem],
  );
  return { add, busy, added, closeAdded: useCallback(() => setAdded(null), []) };
}

interface AddToCartButtonProps {
  product: AddToCartProduct;
  /** A chosen variant (detail page); without it a product with variants asks in a modal. */
  variantId?: number | null;
  amount?: number;
  className?: string;
  /** Compact icon-less label for boxes. */
  compact?: boolean;
  /** The line is paid with loyalty credits (product page `?for_credits`, logged-in shoppers). */
  forCredits?: boolean;
}

/**
 * The add-to-cart button: disabled with the spec's tooltip when the price is 0 or the item is not
 * available; asks for the variant when needed; shows the item-added modal on success.
 */
export function AddToCartButton({
  product,
  variantId,
  amount = 1,
  className,
  compact,
  forCredits,
}: AddToCartButtonProps) {
  const t = useT();
  const shell = useShell();
  const { notify } = useNotify();
  const { add, busy, added, closeAdded } = useAddToCart();
  const [choosing, setChoosing] = useState(false);
  const needsChoice = variantId == null && product.variants.length > 1;
  const chosen = variantId != null ? product.variants.find((v) => v.id === variantId) : undefined;
  const price = chosen?.price ?? product.price;
  const available = chosen?.availability.isAvailable ?? product.isAvailable;
  // With a choice still to make, the product-level check would hide available variants: let the modal decide.
  const block = needsChoice
    ? product.variants.some((v) => v.availability.isAvailable && v.price.withTax > 0)
      ? null
      : 'notAvailable'
    : addToCartBlock({ unitWithTax: price.withTax, isAvailable: available, saleable: product.saleable });

  const addVariant = (variant: VariantView | undefined) => {
    const id = variant?.id ?? variantId ?? product.defaultVariantId;
    void add(
      { productId: product.id, variantId: id, amount, credits: forCredits },
      {
        name: variant ? `${product.name} – ${variant.name}` : product.name,
        imagePath: variant?.imagePath ?? product.imagePath,
        price: variant?.price ?? price,
      },
    );
  };

  const onClick = () => {
    if (block) return;
    // Offline nothing is sent, nor the dialogs' code fetched: the offline notice says so (client/api/offline.ts).
    if (refuseOffline('cart')) return;
    void loadModals();
    if (shell.settings.shoppingDisabled) {
      notify('warning', shell.settings.shoppingDisabledText || t('catalog.addToCart.shoppingDisabled'));
      return;
    }
    if (needsChoice) setChoosing(true);
    else addVariant(chosen);
  };

  return (
    <>
      <button
        type="button"
        className={`button button--primary add-to-cart ${compact ? 'add-to-cart--compact' : ''} ${className ?? ''}`}
        aria-disabled={block !== null || busy}
        aria-busy={busy}
        title={block ? t(`catalog.addToCart.${block}`) : undefined}
        onClick={onClick}
        data-testid="add-to-cart"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.6 2H1v2h4.2Z"
          />
        </svg>
        <span>{busy ? t('catalog.addToCart.adding') : t('catalog.addToCart.button')}</span>
      </button>
      {block ? <span className="visually-hidden">{t(`catalog.addToCart.${block}`)}</span> : null}
      {needsChoice && choosing ? (
        <Suspense fallback={null}>
          <VariantChoiceModal
            product={product}
            onClose={() => setChoosing(false)}
            onChoose={(variant) => {
              setChoosing(false);
              addVariant(variant);
            }}
          />
        </Suspense>
      ) : null}
      {added ? (
        <Suspense fallback={null}>
          <ItemAddedModal item={added} onClose={closeAdded} />
        </Suspense>
      ) : null}
    </>
  );
}
