import { useEffect } from 'react';
import { CONSENT_EVENT, allowsTagManager, consentFromCookies } from '../../shared/consent';
import type { ShellView } from '../../shared/shell-view';
import { TAG_MANAGER_LOADER_ID } from './tag-manager-loader-id';

/**
 * Loads the site's tag manager once the shopper has consented (now or later on this page), and
 * tells a running one each change of mind (consent mode `update`, no reload). No container id or no
 * consent: no loader code is fetched and no request leaves the page. Kept tiny: it is in every
 * page's first-load JS; the rest is in ./tag-manager.ts.
 *
 * It is told again once the cart has loaded (`cartLoaded`) (SPEC 4 "session loaded", pushed by ./tag-manager.ts):
 * the page view and the user are there by then (this runs after hydration; the user is the shell's,
 * which the worker checked with the store, and a guest has none to load).
 */
export function useTagManager(tagManager: ShellView['tagManager'], cartLoaded: boolean): void {
  useEffect(() => {
    if (!tagManager) return;
    const start = () => {
      if (allowsTagManager(consentFromCookies(document.cookie)) || document.getElementById(TAG_MANAGER_LOADER_ID))
        void import('./tag-manager').then((m) => m.loadTagManager(tagManager, cartLoaded));
    };
    start();
    addEventListener(CONSENT_EVENT, start);
    return () => removeEventListener(CONSENT_EVENT, start);
  }, [tagManager, cartLoaded]);
}
