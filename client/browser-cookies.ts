/** Cookies the page itself may write (preferences only; auth cookies are HttpOnly and worker-owned). */
export function setPreferenceCookie(name: string, value: string, maxAgeDays: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the one place the browser writes its own cookies; the Cookie Store API is not in every supported browser
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.round(maxAgeDays * 86400)}; SameSite=Lax${secure}`;
}

/** Deletes a cookie the worker scoped to this page's path (a flash message: shared/flash-cookie.ts). */
export function deleteCookieOfThisPath(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setPreferenceCookie
  document.cookie = `${name}=; Path=${window.location.pathname}; Max-Age=0; SameSite=Lax`;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const CLOSED_COOKIE_DAYS = 365;

/**
 * Adds an id to the `closed-modals` cookie (entry modals, the top banner), merged with what the
 * cookie holds now, so two closable parts never overwrite each other's entries. The worker reads
 * it to render them closed (no flash) and keys the page cache on it.
 */
export function rememberClosedId(id: string): void {
  const current = (readCookie('closed-modals') ?? '').split(',').filter(Boolean);
  if (!current.includes(id)) current.push(id);
  setPreferenceCookie('closed-modals', current.join(','), CLOSED_COOKIE_DAYS);
}
