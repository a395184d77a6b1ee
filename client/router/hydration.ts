/**
 * A tap on a button before the page has hydrated is kept and made once the page has (issue 29
 * follow-up: the shopper's first tap works before hydration). Server-rendered buttons of type
 * `button` (add to cart, quantity steps, filters, "show all") do nothing until React owns them; on a
 * slow phone the page is there seconds before its script. Links, forms and their submit buttons
 * work without a script and are left alone.
 *
 * EARLY_TAP runs in the head, before anything else (client/app.tsx): it remembers the last such
 * button tapped until the entry starts hydrating (from then on React queues and replays what is
 * tapped itself; replaying those too would tap twice). Only the last one counts: a shopper who tapped
 * twice, or tapped two things, meant the last.
 */
export const EARLY_TAP =
  'addEventListener("click",e=>{if(window.__hydrating)return;const b=e.target.closest&&e.target.closest("button[type=button]");if(b)window.__earlyTap=b},true)';

interface EarlyTapWindow {
  __hydrating?: number;
  __earlyTap?: HTMLButtonElement;
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
 * the button tapped before hydration, if still on the page, is tapped, and `__storefrontHydrated`
 * (what journeys and monitoring wait for) is set: every control and link of the page answers.
 */
export function markLive(part: keyof typeof live): void {
  live[part] = true;
  if (!live.router || !live.page) return;
  const w = window as EarlyTapWindow;
  if (w.__storefrontHydrated) return;
  w.__storefrontHydrated = true;
  const button = w.__earlyTap;
  w.__earlyTap = undefined;
  if (button?.isConnected && !button.disabled) button.click();
}
