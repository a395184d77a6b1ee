import { useEffect, useRef } from 'react';
import { useCartWrites } from '../../hooks/use-cart';
import { sameSitePath } from '../../../shared/same-site-path';
import { useRouter } from '../../router/router-context';
import { useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';

/**
 * SPEC 2: `?addToCart=<variantId>` on any page adds that variant once and cleans the URL (so a reload
 * or a shared link does not add it again). The layout loads this chunk once a URL carries the parameter;
 * from then on it runs after each navigation.
 */
export default function AddToCartFromUrl() {
  const { payload } = useRouter();
  const { addItem } = useCartWrites();
  const { notify } = useNotify();
  const t = useT();
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
    void addItem({ variantId: Number(raw), amount: 1 }).then((confirmed) => {
      if (confirmed) notify('success', t('catalog.addToCart.added'));
    });
  }, [url, addItem, notify, t]);

  return null;
}
