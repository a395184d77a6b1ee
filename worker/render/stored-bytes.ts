/**
 * Markup an isolate keeps (a product box, the main menu, a shared view's data block or JSON-LD)
 * written into an answer as the UTF-8 bytes it was encoded to once, not encoded again per answer.
 *
 * Encoding the markup was a sixth of a product view's CPU (bench:cpu 11-28): a page's markup is
 * one string, two bytes a character once any of it has a letter like č, and the answer's body
 * encodes all of it, kept parts included, on every view. So a whole-document render writes each
 * kept piece as a marker, and the answer's parts are the rendered markup between the markers and
 * the kept bytes in their place (issue 28).
 */

/** A piece of a written document: markup, or markup already encoded as UTF-8. */
export type DocumentPart = string | Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();

/**
 * What starts a marker: an HTML comment (React writes `<` in text and attribute values as `&lt;`,
 * so only raw markup could hold one) with a token drawn once per isolate, so no markup from
 * anywhere else (a CMS text's comments) can name kept bytes. Drawn on first use: a Worker may not
 * draw random numbers while its script loads.
 */
let markerStart: string | undefined;
function marker(): string {
  markerStart ??= `<!--kept ${crypto.getRandomValues(new Uint32Array(2)).join('-')} `;
  return markerStart;
}

/** The kept bytes one render writes: each as a marker in the markup, then spliced into the answer's parts. */
export class StoredBytes {
  readonly #written: Uint8Array<ArrayBuffer>[] = [];

  /** The marker to write where `bytes` go. */
  mark(bytes: Uint8Array<ArrayBuffer>): string {
    this.#written.push(bytes);
    return `${marker()}${this.#written.length - 1}-->`;
  }

  /** `parts` with each marker replaced by the bytes it names. */
  splice(parts: readonly string[]): DocumentPart[] {
    if (this.#written.length === 0) return [...parts];
    const start = marker();
    const out: DocumentPart[] = [];
    for (const part of parts) {
      let from = 0;
      for (let at = part.indexOf(start); at !== -1; at = part.indexOf(start, from)) {
        const digits = at + start.length;
        const end = part.indexOf('-->', digits);
        const bytes = end === -1 ? undefined : this.#written[Number(part.slice(digits, end))];
        // Only this class writes the token, and always whole: anything else is left as it is.
        if (bytes === undefined) break;
        if (at > from) out.push(part.slice(from, at));
        out.push(bytes);
        from = end + 3;
      }
      if (from < part.length) out.push(from === 0 ? part : part.slice(from));
    }
    return out;
  }
}

/**
 * Markup kept per shared object (a read-only view, worker/loaders/view-memo.ts), made once, and its
 * bytes encoded on the first answer that writes them as bytes.
 */
export class KeptMarkup<K extends object> {
  readonly #kept = new WeakMap<K, { text: string; bytes?: Uint8Array<ArrayBuffer> }>();

  /** The markup kept for `key` (made by `make` the first time), or a marker of its bytes into `stored`. */
  written(key: K, make: () => string, stored: StoredBytes | null | undefined): string {
    let entry = this.#kept.get(key);
    if (entry === undefined) this.#kept.set(key, (entry = { text: make() }));
    if (!stored) return entry.text;
    entry.bytes ??= encoder.encode(entry.text);
    return stored.mark(entry.bytes);
  }
}

/** The parts as one array of UTF-8 bytes (what the page cache keeps). */
export function documentBytes(parts: readonly DocumentPart[]): Uint8Array<ArrayBuffer> {
  const encoded = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const out = new Uint8Array(encoded.reduce((sum, bytes) => sum + bytes.byteLength, 0));
  let at = 0;
  for (const bytes of encoded) {
    out.set(bytes, at);
    at += bytes.byteLength;
  }
  return out;
}
