// SHA-256 and HMAC-SHA256 with Web Crypto, for the worker (signed cookies, the catalogue webhook) and the demo
// backend (which signs the webhook as a real store would). Keys are imported once per secret.

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of `text` as bytes (secrets compared in constant time: worker/ops/ops-auth.ts). */
export function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', encoder.encode(text));
}

/** Lower-case hex SHA-256 of `text` (cache keys that must not carry the text itself). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await sha256(text));
}

/** Lower-case hex HMAC-SHA256 of `text`. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)));
}

/** True when `hex` is the HMAC-SHA256 of `text` or of these bytes (compared by Web Crypto, in constant time). */
export async function verifyHmacHex(secret: string, text: string | Uint8Array, hex: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(hex)) return false;
  const signature = Uint8Array.from(hex.match(/../g)!, (h) => Number.parseInt(h, 16));
  const data = typeof text === 'string' ? encoder.encode(text) : text;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, data as Uint8Array<ArrayBuffer>);
}

/**
 * The catalogue webhook's signature (worker/hooks/catalog-hook.ts): `x-hook-signature` is
 * `sha256=<hex HMAC-SHA256 of "<x-hook-timestamp>.<raw body>">` with the shared CATALOG_HOOK_SECRET.
 */
export const HOOK_SIGNATURE_HEADER = 'x-hook-signature';
export const HOOK_TIMESTAMP_HEADER = 'x-hook-timestamp';
export const hookSignedText = (timestamp: string, body: string) => `${timestamp}.${body}`;
/** The same signed text from the body's bytes as received (what the edge checks: no decoding first). */
export function hookSignedBytes(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`${timestamp}.`);
  const all = new Uint8Array(head.byteLength + body.byteLength);
  all.set(head);
  all.set(body, head.byteLength);
  return all;
}
export async function hookSignatureHeaders(
  secret: string,
  body: string,
  now = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [HOOK_TIMESTAMP_HEADER]: timestamp,
    [HOOK_SIGNATURE_HEADER]: `sha256=${await hmacHex(secret, hookSignedText(timestamp, body))}`,
  };
}
