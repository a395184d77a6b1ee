import { Suspense, useCallback, useEffect, useState } from 'react';
import { rememberClosedId } from '../browser-cookies';
import { useCartData } from '../hooks/use-cart';
import { lazyPart } from '../router/chunk-reload';
import { useRouter } from '../router/router-context';
import { useShell } from '../shell-context';
import { AGE_GATE_MODAL_ID } from '../../shared/preference-form';
import {
  DISCOUNT_CODE_OFFER_ID,
  discountCodeMoment,
  eligibleOffer,
  OFFER_DELAY_MS,
  OFFER_PAGES,
  SUBSCRIBED_ID,
  type OfferId,
} from '../../shared/offer-rules';
import { useOverlayTurn } from './optional-overlays';
import { useShellAnswers } from './shell-answers';

const WelcomeCampaignModal = lazyPart(() => import('./welcome-campaign-modal').then((m) => m.default));
const DiscountCodeModal = lazyPart(() => import('./discount-code-modal').then((m) => m.default));

/** Leaving intent on a desktop: the mouse leaves the window through its top edge. */
function useExitIntent(active: boolean): boolean {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!active || !window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) setLeaving(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [active]);
  return leaving;
}

/**
 * The newsletter offers (a chunk loaded only for anonymous visitors who answered the gate and the
 * cookie banner). shared/offer-rules.ts decides which offer this page view may show; here it
 * waits for the spec's delay and for the discount code's helpful moment, then asks for its turn
 * (shared/overlay-rules.ts: never over a focused field, a dialog, a drawer or a sticky action),
 * and shows it without taking focus.
 */
export default function Offers() {
  const shell = useShell();
  const { payload } = useRouter();
  const page = payload instanceof Promise ? null : payload.page;
  const route = payload instanceof Promise ? null : payload.route;
  const { closed, close, consentAnswered } = useShellAnswers();
  const offer = eligibleOffer(
    {
      loggedIn: shell.loggedIn,
      page,
      route,
      closed,
      gateAnswered: closed.includes(AGE_GATE_MODAL_ID),
      consentAnswered,
    },
    { welcomeCampaign: shell.settings.welcomeCampaign, discountCode: shell.settings.discountCode },
  );
  const { cart } = useCartData();
  const exitIntent = useExitIntent(offer === DISCOUNT_CODE_OFFER_ID);
  const discount = shell.settings.discountCode;
  const pieces = cart?.items.filter((item) => !item.attributes?.discount).length ?? 0;
  const moment =
    offer !== DISCOUNT_CODE_OFFER_ID ||
    (discount !== null &&
      discountCodeMoment(
        { cartTotal: cart ? cart.prices.itemsWithTax : null, cartPieces: pieces, exitIntent },
        discount.threshold,
      ));

  const [shown, setShown] = useState<OfferId | null>(null);
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!offer || shown) return;
    const timer = window.setTimeout(() => setDelayPassed(true), OFFER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offer, shown]);

  // Once shown, the same offer stays the one (it hides while the page is busy and comes back).
  const candidate = shown ?? (offer !== null && delayPassed && moment ? offer : null);
  // Hidden, not closed, when the shopper moves on to a page without offers (cart, checkout...).
  const wanted = candidate !== null && page !== null && OFFER_PAGES.has(page) && !closed.includes(candidate);
  const visible = useOverlayTurn('offer', wanted);
  useEffect(() => {
    if (visible && !shown) setShown(candidate);
  }, [visible, shown, candidate]);

  const closeShown = useCallback(() => {
    const id = shown ?? candidate;
    if (id) close(id);
    setShown(null);
  }, [close, shown, candidate]);
  // Remembered at once (cookie), shown in state only once the thank-you step is closed.
  const subscribed = useCallback(() => rememberClosedId(SUBSCRIBED_ID), []);

  return (
    <>
      {/* What the rules decided for this page (monitoring and tests can wait on it). */}
      <span hidden data-offers-eligible={offer ?? 'none'} />
      {visible ? (
        <Suspense fallback={null}>
          {candidate === DISCOUNT_CODE_OFFER_ID && discount ? (
            <DiscountCodeModal settings={discount} onClose={closeShown} onSubscribed={subscribed} />
          ) : (
            <WelcomeCampaignModal onClose={closeShown} onSubscribed={subscribed} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
