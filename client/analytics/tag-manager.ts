/**
 * The tag-manager loader (SPEC 9, issue 12), fetched only after the shopper consented. Consent mode
 * starts with every purpose denied and is then updated to what the shopper chose; the loader script
 * carries the page's CSP nonce, and `strict-dynamic` lets it load its own tags.
 */
export type AnalyticsConsent = 'all' | 'analytics';

const LOADER_ID = 'tag-manager-loader';

function gtag(..._args: unknown[]): void {
  // Consent mode reads the `arguments` object, exactly as Google's snippet pushes it.
  // biome-ignore lint/complexity/noArguments: the tag manager expects an Arguments object
  (window.dataLayer ??= []).push(arguments);
}

export function loadTagManager(config: { id: string; src: string }, consent: AnalyticsConsent): void {
  if (document.getElementById(LOADER_ID)) return;
  const denied = 'denied';
  gtag('consent', 'default', {
    ad_storage: denied,
    ad_user_data: denied,
    ad_personalization: denied,
    analytics_storage: denied,
  });
  const ads = consent === 'all' ? 'granted' : denied;
  gtag('consent', 'update', {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: 'granted',
  });
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = LOADER_ID;
  script.async = true;
  script.src = config.src.replace('{id}', encodeURIComponent(config.id));
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
