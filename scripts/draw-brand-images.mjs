// Draws the shop's raster brand images (client/public/brand/og-image.png for link previews and
// client/public/brand/logo.png for structured data): the favicon's diamond on the brand colour.
// Plain PNG encoding with node:zlib, so no image tool is needed. Run: node scripts/draw-brand-images.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x7a, 0x2e, 0x4d];
const LIGHT = [0xf7, 0xe9, 0xef];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A width x height PNG: brand background, a light diamond of half-diagonal `radius` in the middle. */
function diamondPng(width, height, radius) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const inside = Math.abs(x + 0.5 - cx) + Math.abs(y + 0.5 - cy) <= radius;
      const [r, g, b] = inside ? LIGHT : BRAND;
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const here = new URL('../client/public/brand/', import.meta.url);
writeFileSync(new URL('og-image.png', here), diamondPng(1200, 630, 230));
writeFileSync(new URL('logo.png', here), diamondPng(512, 512, 200));
