/**
 * The worker's session endpoints (worker/proxy/auth-routes.ts, mounted under /api), as the browser
 * calls them: by fetch once hydrated, and the login and logout forms post to their paths before that
 * (or without any script).
 */
export const AUTH_PATHS = {
  login: '/api/oauth/login',
  loginAs: '/api/oauth/login-as',
  logout: '/api/oauth/logout',
} as const;

/**
 * Registration: the store's own call, through the proxy's allow-list and guard
 * (worker/proxy/api-proxy.ts); the register form posts here without a script too
 * (worker/proxy/register-form.ts). Not in AUTH_PATHS: that table ships in every page's entry.
 */
export const REGISTER_PATH = '/api/v1/register';
