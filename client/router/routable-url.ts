/** Same-origin page navigation the router may handle without a full reload. */
export function isRoutable(url: URL): boolean {
  if (url.origin !== window.location.origin) return false;
  return !/^\/(api|__|image|assets)(\/|$)/.test(url.pathname);
}
