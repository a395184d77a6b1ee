/**
 * 32-bit FNV-1a of a string's UTF-16 code units: cheap, stable and well spread. For names and
 * buckets (URL-knowledge shards, KV key parts, content hashes of served files, demo seeds), never
 * for security.
 */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** fnv1a32 as eight hex digits. */
export const fnv1a32Hex = (text: string): string => fnv1a32(text).toString(16).padStart(8, '0');
