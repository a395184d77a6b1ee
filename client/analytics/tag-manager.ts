/**
 * The tag-manager loader (SPEC 9, issue 12), fetched only after the shopper consented (consent mode
 * is set before, in use-tag-manager.ts). The loader script carries the page's CSP nonce, and
 * `strict-dynamic` lets it load its own tags.
 */
const LOADER_ID = 'tag-manager-loader';

export function loadTagManager(config: { id: string; src: string }): void {
  if (document.getElementById(LOADER_ID)) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = LOADER_ID;
  script.async = true;
  script.src = config.src.replace('{id}', encodeURIComponent(config.id));
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
