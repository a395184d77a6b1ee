/**
 * A message for the next page that the worker, not the browser, knows to show: the logout form
 * posted before hydration is answered with a redirect (worker/proxy/auth-routes.ts), so the page
 * could not leave its "logged out" flash in sessionStorage; a login-as link without a token is
 * answered with a redirect home (pages/login/loader.ts); the login form posted without a script is
 * answered with the page the shopper was going to, or the login page and why not. The worker sets this short-lived,
 * script-readable cookie instead; the next page shows the message once and deletes it
 * (client/shell/flash-messages.tsx). Only the ids below mean anything: any other value is ignored.
 */
export const FLASH_COOKIE = 'flash';
export const FLASH_COOKIE_MAX_AGE_S = 60;

/** Flash ids → their dictionary keys and kinds. */
export const WORKER_FLASHES = {
  'logged-out': { type: 'success', key: 'account.login.loggedOut' },
  /** SPEC 4: a login-as-user link without a token sends the shopper home with this danger message. */
  'login-as-missing': { type: 'danger', key: 'errors.loginAsUser.missingToken' },
  /** The login form posted by the browser itself (no script yet, or none): the page it went on to. */
  'logged-in': { type: 'success', key: 'account.login.success' },
  /**
   * The same form refused. The login page shows these IN its form, rendered by the server, so they show
   * without a script too: its loader takes the cookie (pages/login/loader.ts), the script never sees it.
   */
  'login-failed': { type: 'danger', key: 'account.login.failed' },
  'login-limited': { type: 'danger', key: 'errors.tooManyRequests' },
  'login-unavailable': { type: 'danger', key: 'errors.serverError.text' },
} as const;

/** The refusals of a browser's login form post, which the login page shows in its form. */
export const LOGIN_REFUSALS = ['login-failed', 'login-limited', 'login-unavailable'] as const;
export type LoginRefusal = (typeof LOGIN_REFUSALS)[number];

export type WorkerFlashId = keyof typeof WORKER_FLASHES;

export function workerFlash(value: string | undefined): (typeof WORKER_FLASHES)[WorkerFlashId] | null {
  return value !== undefined && Object.hasOwn(WORKER_FLASHES, value) ? WORKER_FLASHES[value as WorkerFlashId] : null;
}
