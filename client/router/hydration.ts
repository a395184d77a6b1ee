/**
 * The shopper's first tap works before hydration (issue 29 follow-up). A server-rendered page shows
 * seconds before its script runs on a slow phone; what is tapped meanwhile is kept and made once the
 * page is live. Links and forms with an `action` (login, register, logout, cookie consent, the age
 * gate, search) work without a script and are left alone: submitted before hydration, they post
 * natively to a worker route that answers with a page (a login or registration so goes on at once;
 * React, once it owns the form, stops the native post and sends it by fetch: one either way).
 *
 * EARLY_TAP runs in the head, before anything else (client/app.tsx), and keeps two kinds of tap:
 * - A button of type `button` (add to cart, quantity steps, filters, "show all") does nothing until
 *   React owns it. It is kept until the entry starts hydrating; from then on React queues and replays
 *   what is tapped itself (replaying those too would tap twice).
 * - A form without an `action` (the account forms but login and register, newsletter, price filter, the business
 *   variant table) is its React `onSubmit`: submitted natively it would post a password to the page's
 *   own URL or put an e-mail into a query string. Its submit is stopped until the page is live,
 *   React's root listener included (it may be attached mid-hydration; the replay would then submit
 *   twice), and its submit button kept (the form, when submitted by Enter without one).
 * Only the last one counts: a shopper who tapped twice, or tapped two things, meant the last. Keep it
 * tiny: it is inline in every page's HTML.
 */
export const EARLY_TAP =
  'addEventListener("click",e=>{if(window.__hydrating)return;const b=e.target.closest&&e.target.closest("button[type=button]");if(b)window.__earlyTap=b},true);addEventListener("submit",e=>{const f=e.target;if(window.__storefrontHydrated||f.hasAttribute("action"))return;e.preventDefault();e.stopPropagation();window.__earlyTap=e.submitter||f},true)';

interface EarlyTapWindow {
  __hydrating?: number;
  __earlyTap?: HTMLButtonElement | HTMLFormElement;
  __storefrontHydrated?: boolean;
}

/** The entry calls this as it starts hydrating: taps from now on are React's to replay. */
export function startHydrating(): void {
  (window as EarlyTapWindow).__hydrating = 1;
}

const live = { router: false, page: false };

/**
 * The router (its link delegation) and the page's own boundary each say when they are live; they
 * commit in either order (the page's boundary usually later, at a lower priority). Once both are:
 * what was tapped before, if still on the page, is tapped, and `__storefrontHydrated` (what journeys
 * and monitoring wait for) is set: every control and link of the page answers. A kept submit button
 * is clicked, which submits its form as the shopper's tap or Enter did (implicit submission clicks
 * the default button too): the browser's validation, then a submit event React's handler now owns,
 * reading what the shopper typed from the fields. A server-rendered form in a lazy part must hydrate
 * with the page's boundary (no Suspense boundary of its own: pages/product/page.tsx LIVE_FORMS);
 * React leaves a submit on a form it has not hydrated yet to the browser, a native submit.
 */
export function markLive(part: keyof typeof live): void {
  live[part] = true;
  if (!live.router || !live.page) return;
  const w = window as EarlyTapWindow;
  if (w.__storefrontHydrated) return;
  w.__storefrontHydrated = true;
  const kept = w.__earlyTap;
  w.__earlyTap = undefined;
  // A form has no `disabled`: kept (submitted by Enter without a submit button), it is submitted.
  if (!kept?.isConnected || (kept as HTMLButtonElement).disabled) return;
  if ('requestSubmit' in kept) kept.requestSubmit();
  else kept.click();
}
