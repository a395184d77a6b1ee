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
  thumbnail: { width: 56, height: 56 },
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

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
  const w = Math.max(1, Math.round(options.width));
  const h = Math.max(1, Math.round(options.height));
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
  for (const d of densities) {
    const url = imageUrl(path, {
      width: size.width * d,
      height: size.height * d,
      style: options.style,
      webp: options.webp,
    });
    if (!url) return null;
    parts.push(`${url} ${Math.round(size.width * d)}w`);
  }
  return parts.join(', ');
}
