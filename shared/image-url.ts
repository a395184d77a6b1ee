/**
 * URLs of the image CDN (SPEC 7 "Images": `/image/{style}-w{w}-h{h}-crop-upscale/{path}`, `.webp` for
 * the webp variant) and the sizes SPEC 9 names. Pure, so the worker (preload links, JSON-LD) and the
 * browser build the same URLs.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** SPEC 9: box 255×270, detail 300×400, thumbnail 56. */
export const IMAGE_SIZES = {
  box: { width: 255, height: 270 },
  detail: { width: 300, height: 400 },
  /** Link previews (Open Graph, the Twitter large-image card): landscape 1.91:1. */
  share: { width: 1200, height: 630 },
  thumbnail: { width: 56, height: 56 },
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/**
 * The largest width or height the image CDN renders (it answers 400 above it). URLs never ask for
 * more (issue 11.10: a 2x hero asked for 2560 w): larger requests are scaled down, aspect kept.
 */
export const IMAGE_MAX_DIMENSION = 2000;

/** The size the CDN can render for a wish: scaled down (aspect kept) to IMAGE_MAX_DIMENSION. */
export function renderableSize(width: number, height: number): ImageSize {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const scale = Math.min(1, IMAGE_MAX_DIMENSION / w, IMAGE_MAX_DIMENSION / h);
  return {
    width: Math.min(IMAGE_MAX_DIMENSION, Math.max(1, Math.round(w * scale))),
    height: Math.min(IMAGE_MAX_DIMENSION, Math.max(1, Math.round(h * scale))),
  };
}

/** What the worker's image proxy accepts: plain path characters, no dot segments. */
const SAFE_PATH = /^[A-Za-z0-9._~/-]{1,400}$/;

/** The CDN path without leading slashes, or null when it would not pass the image proxy. */
export function normaliseImagePath(path: string | null | undefined): string | null {
  if (!path) return null;
  const trimmed = path.trim().replace(/^\/+/, '');
  if (!SAFE_PATH.test(trimmed)) return null;
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return trimmed;
}

export interface ImageUrlOptions extends ImageSize {
  /** CDN style name (a crop preset); one word. */
  style?: string;
  webp?: boolean;
}

/** `/image/{style}-w{w}-h{h}-crop-upscale/{path}[.webp]`, or null for an unusable path. */
export function imageUrl(path: string | null | undefined, options: ImageUrlOptions): string | null {
  const clean = normaliseImagePath(path);
  if (!clean) return null;
  const style = /^[a-z0-9]+$/i.test(options.style ?? '') ? options.style! : 'product';
  const { width: w, height: h } = renderableSize(options.width, options.height);
  return `/image/${style}-w${w}-h${h}-crop-upscale/${clean}${options.webp ? '.webp' : ''}`;
}

/**
 * A width-descriptor srcset (1× and 2× of the box size, same aspect ratio), so the browser picks the
 * sharp one on dense screens without the page knowing the device.
 */
export function imageSrcSet(
  path: string | null | undefined,
  size: ImageSize,
  options: { style?: string; webp?: boolean; densities?: readonly number[] } = {},
): string | null {
  const densities = options.densities ?? [1, 2];
  const parts: string[] = [];
  let widest = 0;
  for (const d of densities) {
    // A density the CDN cannot render at full size adds nothing the largest renderable one lacks.
    const width = renderableSize(size.width * d, size.height * d).width;
    if (width <= widest) continue;
    widest = width;
    const url = imageUrl(path, {
      width: size.width * d,
      height: size.height * d,
      style: options.style,
      webp: options.webp,
    });
    if (!url) return null;
    parts.push(`${url} ${width}w`);
  }
  return parts.join(', ');
}
