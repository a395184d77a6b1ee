import type { Order } from '../../shared/contracts/store';
import { pathFor } from '../../shared/route-paths';
import { useOrderMoney } from '../../client/components/account/format';
import { ReorderButton } from '../../client/components/account/reorder-button';
import { BankTransferInstructions } from '../../client/components/order/order-summary';
import type { OrderView } from '../../shared/order-view';
import { dateTime, shortDate } from '../../client/date-format';
import { OrderStatusBadge } from '../../client/components/account/order-table';
import { UserArea } from '../../client/components/account/user-area';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface UserOrderPageData {
  order: Omit<Order, 'token' | 'attributes'>;
  /** The order as the order pages show it (bank transfer instructions with the QR code). */
  view: OrderView;
  /** Product pages of the order's products that still have one (product id → path). */
  productLinks: Record<number, string>;
  /** CSV export of the items through the worker's proxy (auth cookie, never a token in the URL). */
  exportUrl: string;
  /** The items' images (SPEC 7 `user/orders/{id}/items/images/export`), through the proxy the same way. */
  imagesExportUrl: string;
}

function AddressBlock({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <section className="account-panel order-detail__address">
      <h2 className="account-panel__title">{title}</h2>
      <address>
        {lines.filter(Boolean).map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

export default function UserOrderPage({ data, url }: PageProps<UserOrderPageData>) {
  const t = useT();
  const shell = useShell();
  const { order } = data;
  const { money: m } = useOrderMoney(order.currencyCode);
  const lines = order.items.filter((i) => i.type !== 'discount');
  const discounts = order.items.filter((i) => i.type === 'discount');
  return (
    <UserArea
      currentPath={url}
      title={`${t('account.orders.detail')} ${order.code}`}
      actions={
        <>
          <ReorderButton orderId={order.id} code={order.code} />
          <a className="button button--ghost" href={data.exportUrl} download data-testid="order-export">
            {t('account.orders.exportItems')}
          </a>
          <a className="button button--ghost" href={data.imagesExportUrl} download data-testid="order-images-export">
            {t('account.orders.exportImages')}
          </a>
          {order.status !== 'cancelled' ? (
            <a
              className="button button--ghost"
              href={`${pathFor('withdrawal')}?code=${encodeURIComponent(order.code)}`}
              data-testid="order-withdraw"
            >
              {t('withdrawal.link')}
            </a>
          ) : null}
        </>
      }
    >
      <div className="order-detail" data-testid="order-detail">
        <p className="order-detail__meta">
          <OrderStatusBadge status={order.status} />{' '}
          <span>{t('account.orders.placedOn', { date: shortDate(shell.locale, order.createdAt) })}</span>
        </p>
        {order.withdrawal ? (
          <p data-testid="order-detail-withdrawal">
            <strong>
              {t('withdrawal.status', { dateTime: dateTime(shell.locale, order.withdrawal.requestedAt) })}
            </strong>
          </p>
        ) : null}
        <section className="account-panel">
          <h2 className="account-panel__title">{t('account.orders.items')}</h2>
          <ul className="order-lines">
            {lines.map((item) => (
              <li key={item.id} className="order-line">
                <span className="order-line__name">
                  {item.productId !== null && data.productLinks[item.productId] ? (
                    <a href={data.productLinks[item.productId]}>{item.name}</a>
                  ) : (
                    item.name
                  )}
                  {item.catalogCode ? <small className="order-line__code">{item.catalogCode}</small> : null}
                </span>
                <span className="order-line__amount">
                  {item.amount} × {m(item.prices.unitWithTax)}
                </span>
                <span className="order-line__total">{m(item.prices.totalWithTax)}</span>
              </li>
            ))}
            {discounts.map((item) => (
              <li key={item.id} className="order-line order-line--discount">
                <span className="order-line__name">{item.name}</span>
                <span className="order-line__amount" />
                <span className="order-line__total">{m(item.prices.totalWithTax)}</span>
              </li>
            ))}
          </ul>
          <dl className="order-totals">
            <div>
              <dt>{t('account.orders.itemsTotal')}</dt>
              <dd>{m(order.prices.itemsWithTax)}</dd>
            </div>
            <div>
              <dt>
                {t('account.orders.shipping')}: {order.shipper.name}
              </dt>
              <dd>
                {order.prices.shipperPriceWithTax === 0 ? t('cart.summary.free') : m(order.prices.shipperPriceWithTax)}
              </dd>
            </div>
            <div>
              <dt>
                {t('account.orders.payment')}: {order.payment.name}
              </dt>
              <dd>
                {order.prices.paymentPriceWithTax === 0 ? t('cart.summary.free') : m(order.prices.paymentPriceWithTax)}
              </dd>
            </div>
            {order.couponCode ? (
              <div>
                <dt>{t('account.orders.coupon')}</dt>
                <dd>{order.couponCode}</dd>
              </div>
            ) : null}
            <div className="order-totals__grand">
              <dt>{t('account.orders.grandTotal')}</dt>
              <dd>{m(order.prices.totalWithTax)}</dd>
            </div>
          </dl>
        </section>
        <BankTransferInstructions order={data.view} />
        <div className="order-detail__addresses">
          <AddressBlock
            title={t('account.orders.billingAddress')}
            lines={[
              order.customer.name,
              order.customer.businessName,
              order.billingAddress?.street,
              order.billingAddress ? `${order.billingAddress.postcode} ${order.billingAddress.city}` : null,
              order.customer.email,
              order.customer.phone,
            ]}
          />
          {order.shippingAddress ? (
            <AddressBlock
              title={t('account.orders.shippingAddress')}
              lines={[
                order.shippingAddress.name,
                order.shippingAddress.businessName,
                order.shippingAddress.street,
                `${order.shippingAddress.postcode} ${order.shippingAddress.city}`,
                order.shippingAddress.phone,
              ]}
            />
          ) : null}
        </div>
        <p>
          <a href={pathFor('user-orders')}>← {t('account.orders.backToOrders')}</a>
        </p>
      </div>
    </UserArea>
  );
}
