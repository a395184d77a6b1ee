/**
 * The tag-manager loader (SPEC 9, issue 12), fetched only after the shopper consented. Consent mode
 * goes first: every purpose denied by default, then updated to what the shopper granted; both are
 * put at the front of the dataLayer, since the container has not read any of it yet. The loader
 * script carries the page's CSP nonce, and `strict-dynamic` lets it load its own tags.
 */
const LOADER_ID = 'tag-manager-loader';

/** The `cookie-consent` cookie as consent: "all" grants ads too; a list naming "analytics" only analytics. */
export function consentFromCookie(cookieHeader: string): 'all' | 'analytics' | null {
  const raw = /(?:^|;\s*)cookie-consent=([^;]*)/.exec(cookieHeader)?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (value === 'all') return 'all';
  return value.split(',').includes('analytics') ? 'analytics' : null;
}

/** What Google's `gtag()` pushes: an Arguments object. */
function gtagEntry(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the tag manager expects an Arguments object
  return arguments;
}

export function loadTagManager(config: { id: string; src: string }, cookieHeader: string): void {
  const consent = consentFromCookie(cookieHeader);
  if (!consent || document.getElementById(LOADER_ID)) return;
  const denied = 'denied';
  const ads = consent === 'all' ? 'granted' : denied;
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  layer.unshift(
    gtagEntry('consent', 'default', {
      ad_storage: denied,
      ad_user_data: denied,
      ad_personalization: denied,
      analytics_storage: denied,
    }),
    gtagEntry('consent', 'update', {
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
      analytics_storage: 'granted',
    }),
  );
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = LOADER_ID;
  script.async = true;
  script.src = config.src.replace('{id}', encodeURIComponent(config.id));
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
