import { useEffect } from 'react';
import type { ShellView } from '../../shared/shell-view';

/** Fired by the cookie banner when the shopper answers (the cookie is written first). */
export const CONSENT_EVENT = 'cookie-consent-changed';

/** `cookie-consent` is "all", or a list naming "analytics" (what allows a tag manager). */
const ANALYTICS_CONSENT = /(?:^|;\s*)cookie-consent=(?:all|[^;]*analytics)/;

/**
 * Loads the site's tag manager once the shopper has consented (now or later on this page). No
 * container id or no consent: no loader code is fetched and no request leaves the page. Kept tiny:
 * it is in every page's first-load JS; the rest is in ./tag-manager.ts.
 */
export function useTagManager(tagManager: ShellView['tagManager']): void {
  useEffect(() => {
    if (!tagManager) return;
    const start = () => {
      if (ANALYTICS_CONSENT.test(document.cookie))
        void import('./tag-manager').then((m) => m.loadTagManager(tagManager, document.cookie));
    };
    start();
    addEventListener(CONSENT_EVENT, start);
    return () => removeEventListener(CONSENT_EVENT, start);
  }, [tagManager]);
}
