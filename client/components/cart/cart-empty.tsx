import type { ReactNode } from 'react';
import { useT } from '../../shell-context';

/** What the cart and the checkout steps show when the cart has no items: a title and the way back to shopping. */
export function CartEmpty({ testId, children }: { testId?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="cart-empty" data-testid={testId}>
      <h2>{t('cart.empty.title')}</h2>
      {children}
      <a className="button button--primary" href="/">
        {t('cart.empty.cta')}
      </a>
    </div>
  );
}
