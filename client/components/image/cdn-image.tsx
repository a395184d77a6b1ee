import { imageSrcSet, imageUrl, type ImageSize } from '../../../shared/image-url';

interface CdnImageProps {
  path: string | null | undefined;
  alt: string;
  size: ImageSize;
  /** CDN style preset. */
  style?: string;
  /** The first visible image (LCP): eager with fetchpriority=high; everything else is lazy. */
  priority?: boolean;
  className?: string;
  /** CSS `sizes`; defaults to the box width. */
  sizes?: string;
}

/**
 * An image from the CDN at the spec's size: webp first through <picture>, the original as fallback,
 * 1×/2× srcset, width/height set so nothing shifts while it loads. Unusable paths render a quiet
 * placeholder of the same size.
 */
export function CdnImage({ path, alt, size, style, priority = false, className, sizes }: CdnImageProps) {
  const src = imageUrl(path, { ...size, style });
  if (!src) {
    return (
      <span
        className={`cdn-image cdn-image--empty ${className ?? ''}`}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        role="img"
        aria-label={alt}
      />
    );
  }
  const srcSet = imageSrcSet(path, size, { style }) ?? undefined;
  const webpSrcSet = imageSrcSet(path, size, { style, webp: true }) ?? undefined;
  const sizesAttr = sizes ?? `${size.width}px`;
  return (
    <picture className={`cdn-image ${className ?? ''}`}>
      {webpSrcSet ? <source type="image/webp" srcSet={webpSrcSet} sizes={sizesAttr} /> : null}
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizesAttr}
        alt={alt}
        width={size.width}
        height={size.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
