import { useId, useState, type FormEvent } from 'react';
import { useBatchAddToCart, type BatchLine } from '../../hooks/batch-add';
import { useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';
import { AvailabilityLabel } from './availability-label';
import { PriceBox } from './price-box';
import type { VariantView } from './product-box-view';

/**
 * SPEC 6 "Business users see a different variant layout": every variant in a row with its
 * availability, price and an amount, and one button that puts all the amounts into the cart in one
 * store call (SPEC 7 POST cart/items/batch). The server renders it (the worker decides who is a
 * business user); its code is a chunk only business users' product pages load.
 *
 * The amount fields are plain form fields (uncontrolled): what is typed before the page is ready
 * stays, and the button reads the fields themselves. The button is enabled in the server's HTML: a
 * tap before the page is ready is kept by the head script (the form has no `action`, so its native
 * submit, a reload with the amounts in the URL, is stopped) and made once the page is live
 * (client/router/hydration.ts). Disabled only while the amounts are being added.
 */
export default function BusinessVariants({
  product: { variants, name: productName },
}: {
  product: { variants: VariantView[]; name: string };
}) {
  const t = useT();
  const { notify } = useNotify();
  const addLines = useBatchAddToCart();
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lines: (BatchLine & { name: string })[] = [];
    for (const v of variants) {
      const amount = Math.floor(Number(form.get(`amount-${v.id}`) ?? 0));
      if (v.availability.isAvailable && amount > 0) lines.push({ variantId: v.id, amount, name: v.name });
    }
    if (lines.length === 0) {
      notify('warning', t('catalog.detail.businessVariants.nothingChosen'));
      return;
    }
    setBusy(true);
    try {
      await addLines(lines, (index, reason) => `${productName} ${lines[index]?.name ?? ''}: ${reason}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="business-variants" aria-labelledby={titleId} onSubmit={onSubmit}>
      <h2 id={titleId} className="business-variants__title">
        {t('catalog.detail.businessVariants.title')}
      </h2>
      <table className="business-variants__table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.detail.businessVariants.variant')}</th>
            <th scope="col">{t('catalog.detail.businessVariants.availability')}</th>
            <th scope="col">{t('catalog.detail.businessVariants.price')}</th>
            <th scope="col">{t('catalog.detail.businessVariants.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v) => (
            <tr key={v.id} className={v.availability.isAvailable ? undefined : 'business-variants__row--out'}>
              <th scope="row" className="business-variants__name">
                {v.colorHex ? (
                  <span className="swatch" style={{ background: v.swatch ?? v.colorHex }} aria-hidden="true" />
                ) : null}
                {v.name}
              </th>
              <td>
                <AvailabilityLabel availability={v.availability} />
                {v.pieces !== undefined ? (
                  <span className="business-variants__pieces">
                    {t('catalog.detail.businessVariants.pieces', { count: v.pieces })}
                  </span>
                ) : null}
              </td>
              <td>
                <PriceBox price={v.price} className="business-variants__price" />
              </td>
              <td>
                <input
                  className="business-variants__amount"
                  type="number"
                  inputMode="numeric"
                  name={`amount-${v.id}`}
                  min={0}
                  max={v.availability.amountMax || undefined}
                  step={1}
                  defaultValue={0}
                  disabled={!v.availability.isAvailable}
                  aria-label={t('catalog.detail.businessVariants.amountOf', { variant: v.name })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="button button--primary business-variants__add" disabled={busy}>
        {busy ? t('catalog.addToCart.adding') : t('catalog.addToCart.batchAdd')}
      </button>
    </form>
  );
}
