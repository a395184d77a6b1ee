/**
 * The worker's session endpoints (worker/proxy/auth-routes.ts, mounted under /api), as the browser
 * calls them: by fetch once hydrated, and the logout form posts to its path before that.
 */
export const AUTH_PATHS = {
  login: '/api/oauth/login',
  loginAs: '/api/oauth/login-as',
  logout: '/api/oauth/logout',
} as const;
