import { useState } from 'react';
import { IMAGE_SIZES } from '../../../shared/image-url';
import { perPage, RenderedOnce } from '../../shell/rendered-once';
import { useT } from '../../shell-context';
import { CdnImage } from '../image/cdn-image';

/** Main picture (detail size, webp, eager: it is the page's LCP) and thumbnails to switch it. */
export function ProductGallery({
  images,
  name,
  overridePath,
}: {
  images: { path: string; alt: string }[];
  name: string;
  overridePath?: string | null;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = overridePath && index === 0 ? { path: overridePath, alt: name } : (images[index] ?? images[0]);
  return (
    <RenderedOnce
      as="section"
      hostProps={{ className: 'gallery', 'aria-label': t('catalog.detail.gallery') }}
      // The product page's gallery, as the server shows it (the page's own variant, the first picture):
      // kept per shared page data (issue 28).
      memoKey={perPage('gallery')}
    >
      <div className="gallery__main">
        <CdnImage
          path={current?.path}
          alt={current?.alt ?? name}
          size={IMAGE_SIZES.detail}
          style="detail"
          priority
          sizes="(max-width: 768px) 100vw, 300px"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.path}>
              <button
                type="button"
                className={`gallery__thumb${i === index ? ' gallery__thumb--active' : ''}`}
                aria-pressed={i === index}
                aria-label={`${t('catalog.detail.zoom')} ${i + 1}`}
                onClick={() => setIndex(i)}
              >
                <CdnImage path={image.path} alt="" size={IMAGE_SIZES.thumbnail} style="thumbnail" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </RenderedOnce>
  );
}
