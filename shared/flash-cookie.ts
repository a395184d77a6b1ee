/**
 * A message for the next page that the worker, not the browser, knows to show: the logout form
 * posted before hydration is answered with a redirect (worker/proxy/auth-routes.ts), so the page
 * could not leave its "logged out" flash in sessionStorage; a login-as link without a token is
 * answered with a redirect home (pages/login/loader.ts); the login form posted without a script is
 * answered with the page the shopper was going to, or the login page and why not; the register form
 * likewise. The worker sets this short-lived,
 * script-readable cookie instead; the next page shows the message once and deletes it
 * (client/shell/flash-messages.tsx). Only the ids below mean anything: any other value is ignored.
 */
export const FLASH_COOKIE = 'flash';
export const FLASH_COOKIE_MAX_AGE_S = 60;

/** Flash ids → their kinds and dictionary keys (pairs, not objects: the table ships in every page's entry). */
export const WORKER_FLASHES = {
  'logged-out': ['success', 'account.login.loggedOut'],
  /** SPEC 4: a login-as-user link without a token sends the shopper home with this danger message. */
  'login-as-missing': ['danger', 'errors.loginAsUser.missingToken'],
  /** The login form posted by the browser itself (no script yet, or none): the page it went on to. */
  'logged-in': ['success', 'account.login.success'],
} as const;

export type WorkerFlashId = keyof typeof WORKER_FLASHES;

export function workerFlash(value: string | undefined): (typeof WORKER_FLASHES)[WorkerFlashId] | null {
  return Object.hasOwn(WORKER_FLASHES, value ?? '') ? WORKER_FLASHES[value as WorkerFlashId] : null;
}

/**
 * A form posted by the browser itself and refused (login, register): why, as a flash for the form's
 * page, which shows it IN its form as the server renders it, so it shows without a script too. The
 * page's loader takes the cookie (takePageFlash in worker/http/form-refusal.ts), so the script
 * never sees these ids (and its bundle does not carry them). One table per form: its ids and their
 * dictionary keys.
 */
export const LOGIN_REFUSALS = {
  'login-failed': 'account.login.failed',
  'login-limited': 'errors.tooManyRequests',
  'login-unavailable': 'errors.serverError.text',
  /** The register form posted without a script made the account, but it cannot log in yet (activation first). */
  'login-activate': 'account.register.success',
} as const;

export type LoginRefusal = keyof typeof LOGIN_REFUSALS;

/** The register form (pages/register/loader.ts); its field problems come in the form's echo cookie. */
export const REGISTER_REFUSALS = {
  'register-invalid': 'account.register.refused',
  'register-limited': 'errors.tooManyRequests',
  'register-unavailable': 'errors.serverError.text',
} as const;

export type RegisterRefusal = keyof typeof REGISTER_REFUSALS;

/** The id of `table` a flash cookie names, or null (any other value means nothing here). */
export function flashIn<Id extends string>(table: Readonly<Record<Id, string>>, value: string | undefined): Id | null {
  return value !== undefined && Object.hasOwn(table, value) ? (value as Id) : null;
}

/**
 * The register form posted without a script made the account and logged it in: the dashboard's
 * loader takes this and the page shows the thank-you itself, so it shows without a script too (and
 * the entry's table above does not grow: the product page's script budget).
 */
export const DASHBOARD_NOTICES = { registered: 'account.register.success' } as const;

export type DashboardNotice = keyof typeof DASHBOARD_NOTICES;

/** Every id the worker leaves in the flash cookie. */
export type FlashId = WorkerFlashId | LoginRefusal | RegisterRefusal | DashboardNotice;
