/**
 * The service worker's registration (issue 31, offline; the worker itself is client/sw/service-worker.ts,
 * served at /sw.js): a few hundred bytes of inline script, after the page's load, so no page's
 * first-load JavaScript grows. On the first visit (the page not yet served through the worker) it
 * hands the worker the page and the files it loaded (once the page has hydrated, so its own chunks
 * are among them), so that page too opens offline later.
 * The site's default locale travels in the worker's address: its offline page speaks it.
 * Only documents rendered whole carry it (worker/render/page-app.tsx): a page streamed behind a late
 * upstream does not, and the next whole one registers. React 19 hydrates the document and leaves a
 * script it did not render at the end of <body> alone.
 */
/** The inline script's text for a site whose default locale is `defaultLocale`. */
export function serviceWorkerRegistration(defaultLocale: string): string {
  // encodeURIComponent leaves no character that could end the script element.
  const url = JSON.stringify(`/sw.js?locale=${encodeURIComponent(defaultLocale)}`);
  // Once hydrated (the page's own chunks are loaded by then; at most 10 s of checks), or not at all.
  return `if("serviceWorker"in navigator)addEventListener("load",function(){var s=navigator.serviceWorker,c=s.controller,n=0;s.register(${url}).then(function(){return s.ready}).then(function k(r){if(c||!r.active)return;if(!window.__storefrontHydrated)return n++<40&&setTimeout(k,250,r);r.active.postMessage({keep:{page:location.href,files:performance.getEntriesByType("resource").map(function(e){return e.name})}})}).catch(function(){})})`;
}

/** The registration as the inline script element a whole document ends its body with. */
export function serviceWorkerRegistrationElement(nonce: string, defaultLocale: string): string {
  return `<script nonce="${nonce}">${serviceWorkerRegistration(defaultLocale)}</script>`;
}
