/**
 * The worker's session endpoints (worker/proxy/auth-routes.ts, mounted under /api), as the browser
 * calls them: by fetch once hydrated, and the login, register and logout forms post to their paths
 * before that (or without any script). Registration is the store's own call, through the proxy's
 * allow-list and guard (worker/proxy/api-proxy.ts); its form post is read by worker/proxy/register-form.ts.
 */
export const AUTH_PATHS = {
  login: '/api/oauth/login',
  loginAs: '/api/oauth/login-as',
  logout: '/api/oauth/logout',
  register: '/api/v1/register',
} as const;
