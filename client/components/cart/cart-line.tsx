import { useState } from 'react';
import type { CartItem } from '../../../shared/contracts/store';
import { formatMoney } from '../../../shared/money';
import { reductionPercent } from '../../../shared/discount-percent';
import { useShell, useT } from '../../shell-context';
import { CdnImage } from '../image/cdn-image';
import { QuantityStepper } from '../quantity-stepper';
import { AddToList } from '../product/add-to-list-part';
import { Suspense } from 'react';

type Line = Omit<CartItem, 'items'> & { items?: CartItem['items'] };

interface CartLineProps {
  item: Line;
  nested?: boolean;
  readOnly?: boolean;
  onAmount: (itemId: number, amount: number) => Promise<unknown>;
  onRemove: (itemId: number) => Promise<unknown>;
}

/** One cart line (product, discount or gift) with its nested lines (accessories) under it. */
export function CartLine({ item, nested = false, readOnly = false, onAmount, onRemove }: CartLineProps) {
  const t = useT();
  const { currency, loggedIn } = useShell();
  const [busy, setBusy] = useState(false);
  const money = (n: number) => formatMoney(n, currency);
  const isDiscount = item.type === 'discount' || item.attributes.discount;
  const isGift = item.type === 'gift' || item.attributes.gift;
  const reduction =
    !isDiscount && !isGift && !item.attributes.credits && item.variant ? reductionPercent(item.variant.prices) : null;
  const variantName = item.variant?.name && item.variant.name !== item.product?.name ? item.variant.name : null;
  const href = item.product
    ? `/produkt/${item.product.slug}${item.variantId ? `?variant_id=${item.variantId}` : ''}`
    : undefined;
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className={`cart-line${nested ? ' cart-line--nested' : ''}${isDiscount ? ' cart-line--discount' : ''}`}
      aria-busy={busy}
      data-testid="cart-line"
    >
      <div className="cart-line__image">
        {item.product?.mainImage ? (
          <CdnImage path={item.product.mainImage.path} alt="" size={{ width: 56, height: 56 }} />
        ) : (
          <span className="cart-line__placeholder" aria-hidden="true">
            {isDiscount ? '%' : '◆'}
          </span>
        )}
      </div>
      <div className="cart-line__info">
        {href ? (
          <a className="cart-line__name" href={href}>
            {item.product?.name ?? item.name}
          </a>
        ) : (
          <span className="cart-line__name">{item.name}</span>
        )}
        {variantName ? <span className="cart-line__meta">{t('cart.line.variant', { name: variantName })}</span> : null}
        {item.product?.catalogCode ? (
          <span className="cart-line__meta">{t('cart.line.code', { code: item.product.catalogCode })}</span>
        ) : null}
        {isGift ? <span className="cart-line__tag">{t('cart.line.gift')}</span> : null}
        {isDiscount ? <span className="cart-line__tag cart-line__tag--discount">{t('cart.line.discount')}</span> : null}
        {!isDiscount && item.amount > 1 ? (
          <span className="cart-line__meta">
            {t('cart.line.unitPrice')}: {money(item.prices.unitWithTax)}
          </span>
        ) : null}
        {reduction !== null && item.variant?.prices.lowestPrice30d ? (
          // A reduced product: its percent and prior price, as on its box and page (PriceView).
          <span className="cart-line__meta cart-line__prior" data-testid="cart-line-prior">
            {t('catalog.productBox.discount', { percent: reduction })} ·{' '}
            {t('catalog.price.lowest30d', { price: money(item.variant.prices.lowestPrice30d.withTax) })}
          </span>
        ) : null}
        {loggedIn && !readOnly && !isDiscount && !isGift && item.variantId !== null ? (
          <Suspense
            // The button's own size while its chunk loads: the line does not shift when it arrives.
            fallback={
              <span className="button button--ghost add-to-list" aria-hidden="true">
                <svg width="20" height="20" viewBox="0 0 24 24" />
                <span>{t('account.shoppingLists.addToList')}</span>
              </span>
            }
          >
            <AddToList variantId={item.variantId} amount={item.amount} productName={item.product?.name ?? item.name} />
          </Suspense>
        ) : null}
      </div>
      <div className="cart-line__amount">
        {readOnly || isDiscount || isGift ? (
          <span className="cart-line__amount-text">{isDiscount ? '' : `${item.amount}×`}</span>
        ) : (
          <QuantityStepper
            value={item.amount}
            min={item.variant?.availability.amountMin ?? 1}
            max={item.variant?.availability.checkStock ? (item.variant.availability.amountMax ?? 9999) : 9999}
            label={`${t('cart.line.quantity')}: ${item.product?.name ?? item.name}`}
            busy={busy}
            onChange={(amount) => void run(() => onAmount(item.id, amount))}
          />
        )}
      </div>
      <div className="cart-line__price">
        <strong>{money(item.prices.totalWithTax)}</strong>
        <span className="cart-line__without-vat">
          {money(item.prices.totalWithoutTax)} {t('catalog.price.withoutVat')}
        </span>
      </div>
      {!readOnly && !isDiscount ? (
        <button
          type="button"
          className="icon-button cart-line__remove"
          aria-label={`${t('cart.line.remove')}: ${item.product?.name ?? item.name}`}
          disabled={busy}
          onClick={() => void run(() => onRemove(item.id))}
        >
          ×
        </button>
      ) : (
        <span />
      )}
      {item.items && item.items.length > 0 ? (
        <ul className="cart-line__children">
          {item.items.map((child) => (
            <CartLine key={child.id} item={child} nested readOnly={readOnly} onAmount={onAmount} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
