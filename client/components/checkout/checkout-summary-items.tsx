import useSWR from 'swr';
import type { Cart, Shipper, StoreBranch } from '../../../shared/contracts/store';
import { useT } from '../../shell-context';
import { CdnImage } from '../image/cdn-image';

const SWR_ONCE = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/**
 * The checkout summary's "what and where" (issue 15, item 7): the items with thumbnails and amounts,
 * and, for a pickup shipper, the chosen pickup point by name and address. Money stays in CartTotals.
 */
export function CheckoutSummaryItems({
  cart,
  shipper,
  branchId,
}: {
  cart: Cart;
  shipper: Shipper | undefined;
  branchId: string;
}) {
  const t = useT();
  const branch = useSWR<{ data: StoreBranch[] }>(
    shipper?.hasBranches && branchId ? `/api/v1/branches?keys=${encodeURIComponent(branchId)}` : null,
    SWR_ONCE,
  ).data?.data.find((b) => String(b.id) === branchId);
  const lines = cart.items.filter((i) => i.type !== 'discount' && !i.attributes.discount);
  return (
    <section className="checkout-summary" aria-label={t('checkout.summary.items')} data-testid="checkout-summary-items">
      <ul className="checkout-summary__items">
        {lines.map((item) => (
          <li key={item.id} className="checkout-summary__item">
            {item.product?.mainImage ? (
              <CdnImage path={item.product.mainImage.path} alt="" size={{ width: 56, height: 56 }} />
            ) : (
              <span className="checkout-summary__placeholder" aria-hidden="true">
                ◆
              </span>
            )}
            <span className="checkout-summary__name">{item.product?.name ?? item.name}</span>
            <span className="checkout-summary__amount">{t('checkout.summary.amount', { count: item.amount })}</span>
          </li>
        ))}
      </ul>
      {branch ? (
        <p className="checkout-summary__pickup" data-testid="checkout-summary-pickup">
          <strong>{t('checkout.fields.pickupPoint', { name: branch.name })}</strong>
          <span>
            {branch.address.street}, {branch.address.postcode} {branch.address.city}
          </span>
        </p>
      ) : null}
    </section>
  );
}
