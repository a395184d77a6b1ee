import { useEffect, useState } from 'react';
import { useT } from '../../shell-context';

/**
 * Phones (issue 15 item 5): once the buy box has scrolled away above the screen, a bar at the
 * bottom keeps the product's name, price and "add to cart" on screen. Its button presses the buy
 * box's own button, so variant choice, amount, checks and the added-to-cart modal stay one code
 * path. Its own chunk, loaded after hydration (the product page's first-load JS is budgeted).
 */
export default function StickyBuyBar({ name, price }: { name: string; price: string }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const actions = document.querySelector('.buy-box__actions');
    if (!actions) return;
    // A scroll listener, not an IntersectionObserver: a jump (Home/End, anchor, restored scroll)
    // from below the box to above it never crosses it, and the observer would not report it.
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(actions.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <div
      className={`buy-bar${visible ? ' buy-bar--visible' : ''}`}
      data-testid="buy-bar"
      inert={!visible}
      data-overlay-guard=""
    >
      <div className="buy-bar__text">
        <span className="buy-bar__name">{name}</span>
        <strong className="buy-bar__price">{price}</strong>
      </div>
      <button
        type="button"
        className="button button--primary buy-bar__add"
        onClick={() => document.querySelector<HTMLButtonElement>('.buy-box__actions .add-to-cart')?.click()}
      >
        {t('catalog.addToCart.button')}
      </button>
    </div>
  );
}
