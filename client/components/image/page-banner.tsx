import { CdnImage } from './cdn-image';

/**
 * A page's header banner (a category's banner, the article list's picture): a 5:1 strip across the
 * page, about 72 px tall on a phone. The widest element above the fold on a desktop (the LCP there),
 * so eager with high priority. Its own module: only the pages that show one load it (shared/image-url.ts
 * ships with every page's first load).
 */
export const PAGE_BANNER_SIZE = { width: 1200, height: 240 } as const;

export function PageBanner({ path, alt, style }: { path: string; alt: string; style: string }) {
  return (
    <CdnImage
      path={path}
      alt={alt}
      size={PAGE_BANNER_SIZE}
      style={style}
      className="page-banner"
      sizes="(max-width: 1280px) 100vw, 1232px"
      priority
    />
  );
}
