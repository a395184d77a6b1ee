/**
 * A message for the next page that the worker, not the browser, knows to show: the logout form
 * posted before hydration is answered with a redirect (worker/proxy/auth-routes.ts), so the page
 * could not leave its "logged out" flash in sessionStorage; a login-as link without a token is
 * answered with a redirect home (pages/login/loader.ts). The worker sets this short-lived,
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
} as const;

export type WorkerFlashId = keyof typeof WORKER_FLASHES;

export function workerFlash(value: string | undefined): (typeof WORKER_FLASHES)[WorkerFlashId] | null {
  return value !== undefined && Object.hasOwn(WORKER_FLASHES, value) ? WORKER_FLASHES[value as WorkerFlashId] : null;
}
