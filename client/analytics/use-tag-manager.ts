import { useEffect } from 'react';
import type { ShellView } from '../../shared/shell-view';
import type { AnalyticsConsent } from './tag-manager';

/** Fired by the cookie banner when the shopper answers (the cookie is written first). */
export const CONSENT_EVENT = 'cookie-consent-changed';

/** The `cookie-consent` cookie as a tag-manager consent: "all", or a list naming "analytics". */
export function analyticsConsent(cookieHeader: string): AnalyticsConsent | null {
  const raw = /(?:^|;\s*)cookie-consent=([^;]*)/.exec(cookieHeader)?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (value === 'all') return 'all';
  return value.split(',').includes('analytics') ? 'analytics' : null;
}

/**
 * Loads the site's tag manager once the shopper has consented (now or later on this page). No
 * container id or no consent: no loader code is fetched and no request leaves the page.
 */
export function useTagManager(tagManager: ShellView['tagManager']): void {
  useEffect(() => {
    if (!tagManager) return;
    const start = () => {
      const consent = analyticsConsent(document.cookie);
      if (consent) void import('./tag-manager').then((m) => m.loadTagManager(tagManager, consent));
    };
    start();
    window.addEventListener(CONSENT_EVENT, start);
    return () => window.removeEventListener(CONSENT_EVENT, start);
  }, [tagManager]);
}
