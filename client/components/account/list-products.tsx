import { useState } from 'react';
import { IMAGE_SIZES } from '../../../shared/image-url';
import { CdnImage } from '../image/cdn-image';
import { ProductBox } from '../product/product-box';
import { useShell, useT } from '../../shell-context';
import type { ListProduct } from './account-types';
import { money } from './format';
import { QuantityStepper } from '../quantity-stepper';

/**
 * Products of a shopping list (favourites or a named list): the shared product box when the
 * store sent the product, a plain line otherwise; each with a remove button.
 */
export function ListProducts({
  items,
  removeLabel,
  onRemove,
  amountLabel,
  onAmount,
}: {
  items: ListProduct[];
  removeLabel: string;
  onRemove: (item: ListProduct) => Promise<void>;
  /** Named lists keep an amount per line, edited here (favourites have none). */
  amountLabel?: string;
  onAmount?: (item: ListProduct, amount: number) => Promise<void>;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const remove = async (item: ListProduct) => {
    setBusy(item.itemId);
    try {
      await onRemove(item);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="list-products" data-testid="list-products">
      {items.map((item, index) => {
        const action = (
          <button
            type="button"
            className="list-products__remove"
            onClick={() => remove(item)}
            disabled={busy === item.itemId}
            aria-busy={busy === item.itemId || undefined}
            aria-label={`${removeLabel}: ${item.name}`}
            title={removeLabel}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4Z"
              />
            </svg>
          </button>
        );
        return (
          <li key={item.itemId} className="list-products__item" data-variant-id={item.variantId}>
            {item.box ? (
              <ProductBox product={item.box} priority={index < 2} actions={action} headingLevel={2} />
            ) : (
              <PlainLine item={item} action={action} />
            )}
            {onAmount ? (
              <div className="list-products__amount" data-testid="list-amount">
                <QuantityStepper
                  value={item.amount}
                  min={1}
                  max={9999}
                  label={`${amountLabel ?? ''}: ${item.name}`}
                  busy={busy === item.itemId}
                  onChange={async (amount) => {
                    setBusy(item.itemId);
                    try {
                      await onAmount(item, amount);
                    } finally {
                      setBusy(null);
                    }
                  }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function PlainLine({ item, action }: { item: ListProduct; action: React.ReactNode }) {
  const shell = useShell();
  const t = useT();
  return (
    <article className="list-line">
      <CdnImage
        path={item.image}
        alt={item.name}
        size={IMAGE_SIZES.thumbnail}
        style="box"
        className="list-line__image"
      />
      <div className="list-line__body">
        {item.href ? <a href={item.href}>{item.name}</a> : <span>{item.name}</span>}
        {item.price !== null ? (
          <span className="list-line__price">{money(shell, item.price, item.currencyCode)}</span>
        ) : null}
        {!item.href ? <span className="list-line__muted">{t('account.favourites.unavailable')}</span> : null}
      </div>
      {action}
    </article>
  );
}
