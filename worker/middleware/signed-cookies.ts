import type { Env } from '../env';
import { hmacKey } from '../../shared/hmac';

/**
 * HMAC-signed personalisation cookies (issue 11.7): `user-variant` and `user-groups` change prices,
 * the shell-data KV key and what is sent upstream as the shopper's groups, so only values the
 * worker set at login count. The signature covers the cookie's name, its value and the auth token
 * it was issued with: a forged, tampered or transplanted value is ignored (and removed).
 * Key: `USER_COOKIE_SECRET` (a development value in wrangler.toml [vars]; production needs its own
 * secret, worker/config/deployment.ts). Value format: `<value>~<base64url HMAC-SHA256>`.
 */
const SEPARATOR = '~';
const encoder = new TextEncoder();

const signedText = (name: string, value: string, token: string) => encoder.encode(`${name}\n${value}\n${token}`);

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** The cookie value to set for `value`, bound to `token`; null without a secret (then not set). */
export async function signCookieValue(
  env: Pick<Env, 'USER_COOKIE_SECRET'>,
  name: string,
  value: string,
  token: string,
): Promise<string | null> {
  if (!env.USER_COOKIE_SECRET) return null;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(env.USER_COOKIE_SECRET),
    signedText(name, value, token),
  );
  return `${value}${SEPARATOR}${toBase64Url(signature)}`;
}

/** The value a signed cookie carries when its signature holds for this name and token, else null. */
export async function verifyCookieValue(
  env: Pick<Env, 'USER_COOKIE_SECRET'>,
  name: string,
  raw: string,
  token: string | undefined,
): Promise<string | null> {
  if (!env.USER_COOKIE_SECRET || !token) return null;
  const at = raw.lastIndexOf(SEPARATOR);
  if (at <= 0) return null;
  const value = raw.slice(0, at);
  const signature = fromBase64Url(raw.slice(at + 1));
  if (!signature) return null;
  const ok = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(env.USER_COOKIE_SECRET),
    signature,
    signedText(name, value, token),
  );
  return ok ? value : null;
}
