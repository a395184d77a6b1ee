/**
 * The demo picture: a calm vertical gradient with a soft disc, both derived from the image path, so
 * the same URL always gives the same picture and different products look different. Described as runs
 * of equal colour per row, which both encoders (PNG, WebP lossless) turn into small files.
 */
import { fnv1a32 } from '../../../shared/fnv1a-hash';
import { seededRandom } from '../seed/content-random';

export type Rgb = [number, number, number];
export interface PictureRow {
  runs: { color: Rgb; length: number }[];
}

/** Muted pastel hues: no loud colours, nothing that reads as a real product photo. */
function pastel(rnd: () => number, lightness: number): Rgb {
  const hue = rnd() * 360;
  const sat = 0.25 + rnd() * 0.2;
  const c = (1 - Math.abs(2 * lightness - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((a[i] as number) * (1 - t) + (b[i] as number) * t)) as Rgb;

export function picture(path: string, width: number, height: number): PictureRow[] {
  const rnd = seededRandom(fnv1a32(path));
  const top = pastel(rnd, 0.9);
  const bottom = pastel(rnd, 0.78);
  const discTop = pastel(rnd, 0.7);
  const discBottom = mix(discTop, bottom, 0.5);
  const cx = width * (0.3 + rnd() * 0.4);
  const cy = height * (0.3 + rnd() * 0.4);
  const radius = Math.min(width, height) * (0.18 + rnd() * 0.14);
  const rows: PictureRow[] = [];
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    const bg = mix(top, bottom, t);
    const dy = y + 0.5 - cy;
    if (Math.abs(dy) >= radius) {
      rows.push({ runs: [{ color: bg, length: width }] });
      continue;
    }
    const half = Math.sqrt(radius * radius - dy * dy);
    const x0 = Math.max(0, Math.min(width, Math.round(cx - half)));
    const x1 = Math.max(x0, Math.min(width, Math.round(cx + half)));
    const disc = mix(discTop, discBottom, (dy + radius) / (2 * radius));
    const runs = [
      { color: bg, length: x0 },
      { color: disc, length: x1 - x0 },
      { color: bg, length: width - x1 },
    ].filter((r) => r.length > 0);
    rows.push({ runs });
  }
  return rows;
}
