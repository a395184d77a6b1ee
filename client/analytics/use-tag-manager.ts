import { useEffect } from 'react';
import type { ShellView } from '../../shared/shell-view';

export type AnalyticsConsent = 'all' | 'analytics';

function gtag(..._args: unknown[]): void {
  // Consent mode reads the `arguments` object, exactly as Google's snippet pushes it.
  // biome-ignore lint/complexity/noArguments: the tag manager expects an Arguments object
  (window.dataLayer ??= []).push(arguments);
}

/** Consent mode: every purpose denied by default, then what the shopper granted. */
function setConsentMode(consent: AnalyticsConsent): void {
  const denied = 'denied';
  const ads = consent === 'all' ? 'granted' : denied;
  gtag('consent', 'default', {
    ad_storage: denied,
    ad_user_data: denied,
    ad_personalization: denied,
    analytics_storage: denied,
  });
  gtag('consent', 'update', {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: 'granted',
  });
}

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
    let started = false;
    const start = () => {
      const consent = analyticsConsent(document.cookie);
      if (!consent || started) return;
      started = true;
      setConsentMode(consent);
      void import('./tag-manager').then((m) => m.loadTagManager(tagManager));
    };
    start();
    window.addEventListener(CONSENT_EVENT, start);
    return () => window.removeEventListener(CONSENT_EVENT, start);
  }, [tagManager]);
}
