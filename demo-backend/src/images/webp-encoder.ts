/**
 * Minimal lossless WebP (VP8L) encoder for run-based pictures, no dependency. Each run is one literal
 * pixel followed by a backward reference "copy the pixel to the left, length-1 times" (distance code 2),
 * so a gradient-with-disc picture costs a few bytes per row.
 *
 * Fixed prefix codes, written as "normal" codes: green+length alphabet (280 symbols) = 232 codes of 8 bits
 * + 48 of 9 bits (complete); red and blue = 256 codes of 8 bits; alpha = simple code, one symbol 255
 * (0 bits, opaque); distance = simple code, one symbol 1 (0 bits, the "left pixel" distance code 2).
 * Bit order per the WebP lossless spec: values LSB first, prefix codes MSB first.
 */
import type { PictureRow } from './placeholder-picture';

class BitWriter {
  private buf = new Uint8Array(1024);
  private len = 0;
  private acc = 0;
  private nbits = 0;

  write(value: number, bits: number): void {
    for (let i = 0; i < bits; i++) {
      this.acc |= ((value >>> i) & 1) << this.nbits;
      if (++this.nbits === 8) this.flushByte();
    }
  }
  /** A prefix code: MSB first. */
  writeCode(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.write((code >>> i) & 1, 1);
  }
  private flushByte(): void {
    if (this.len === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.len++] = this.acc;
    this.acc = 0;
    this.nbits = 0;
  }
  finish(): Uint8Array {
    if (this.nbits > 0) this.flushByte();
    return this.buf.slice(0, this.len);
  }
}

const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** Canonical codes (as in deflate) for the given lengths. */
function canonicalCodes(lengths: number[]): number[] {
  const maxLen = Math.max(...lengths);
  const blCount = new Array<number>(maxLen + 1).fill(0);
  for (const l of lengths) if (l > 0) blCount[l] = (blCount[l] as number) + 1;
  const next = new Array<number>(maxLen + 2).fill(0);
  let code = 0;
  for (let bits = 1; bits <= maxLen; bits++) {
    code = (code + (blCount[bits - 1] ?? 0)) << 1;
    next[bits] = code;
  }
  return lengths.map((l) => (l > 0 ? (next[l] = (next[l] as number) + 1) - 1 : 0));
}

/**
 * Writes a normal prefix code whose code lengths take exactly two distinct values `a` < `b`; the
 * code-length code then gives each of them a 1-bit code (a → 0, b → 1).
 */
function writeTwoLengthCode(w: BitWriter, lengths: number[], a: number, b: number): void {
  const lastIndex = Math.max(CODE_LENGTH_ORDER.indexOf(a), CODE_LENGTH_ORDER.indexOf(b));
  const count = lastIndex + 1;
  w.write(0, 1); // normal (not simple) code
  w.write(count - 4, 4);
  for (let i = 0; i < count; i++) {
    const sym = CODE_LENGTH_ORDER[i];
    w.write(sym === a || sym === b ? 1 : 0, 3);
  }
  w.write(0, 1); // max_symbol = alphabet size
  for (const l of lengths) w.writeCode(l === a ? 0 : 1, 1);
}

const GREEN_LENGTHS = Array.from({ length: 280 }, (_, i) => (i < 232 ? 8 : 9));
const GREEN_CODES = canonicalCodes(GREEN_LENGTHS);
const BYTE_LENGTHS = Array.from({ length: 256 }, () => 8);

/** LZ77 prefix coding of a length/distance value >= 1: [prefix symbol, extra bit count, extra bits]. */
function prefixEncode(value: number): [number, number, number] {
  const d = value - 1;
  if (d < 4) return [d, 0, 0];
  const hi = 31 - Math.clz32(d);
  const second = (d >>> (hi - 1)) & 1;
  const extraBits = hi - 1;
  return [2 * hi + second, extraBits, d & ((1 << extraBits) - 1)];
}

export function encodeWebpLossless(rows: PictureRow[], width: number, height: number): Uint8Array {
  const w = new BitWriter();
  w.write(0x2f, 8);
  w.write(width - 1, 14);
  w.write(height - 1, 14);
  w.write(0, 1); // alpha not used
  w.write(0, 3); // version 0
  w.write(0, 1); // no transforms
  w.write(0, 1); // no colour cache
  w.write(0, 1); // no meta prefix codes

  writeTwoLengthCode(w, GREEN_LENGTHS, 8, 9);
  writeTwoLengthCode(w, BYTE_LENGTHS, 0, 8); // red (0 never used as a length: all symbols 8 bits)
  writeTwoLengthCode(w, BYTE_LENGTHS, 0, 8); // blue
  w.write(1, 1);
  w.write(0, 1);
  w.write(1, 1);
  w.write(255, 8); // alpha: simple, 1 symbol, 8-bit symbol 255
  w.write(1, 1);
  w.write(0, 1);
  w.write(0, 1);
  w.write(1, 1); // distance: simple, 1 symbol, 1-bit symbol 1

  const [distSymbol] = prefixEncode(2); // distance code 2 = (1, 0) = the pixel to the left
  if (distSymbol !== 1) throw new Error('distance prefix');
  for (const row of rows) {
    for (const run of row.runs) {
      const [r, g, b] = run.color;
      w.writeCode(GREEN_CODES[g] as number, GREEN_LENGTHS[g] as number);
      w.writeCode(r, 8);
      w.writeCode(b, 8);
      let remaining = run.length - 1;
      while (remaining > 0) {
        const len = Math.min(remaining, 4096);
        const [sym, extraBits, extra] = prefixEncode(len);
        w.writeCode(GREEN_CODES[256 + sym] as number, GREEN_LENGTHS[256 + sym] as number);
        w.write(extra, extraBits);
        // distance symbol costs 0 bits (single-symbol code), no extra bits for prefix 1
        remaining -= len;
      }
    }
  }
  const data = w.finish();
  const pad = data.length & 1;
  const out = new Uint8Array(20 + data.length + pad);
  const view = new DataView(out.buffer);
  const ascii = (s: string, at: number) => {
    for (let i = 0; i < 4; i++) out[at + i] = s.charCodeAt(i);
  };
  ascii('RIFF', 0);
  view.setUint32(4, 12 + data.length + pad, true);
  ascii('WEBP', 8);
  ascii('VP8L', 12);
  view.setUint32(16, data.length, true);
  out.set(data, 20);
  return out;
}
