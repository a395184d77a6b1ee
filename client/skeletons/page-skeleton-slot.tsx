import type { ComponentType } from 'react';

type PageSkeletonComponent = ComponentType<{ path: string }>;

/**
 * The skeletons' renderer (./page-skeleton.tsx): registered by the worker at start (the server
 * streams it before the page's data) and in the browser by the navigation chunk, the only code that
 * shows one there (a client navigation). A page load that never navigates does not download it; it
 * never needs one, since hydration keeps the server's finished page.
 */
let pageSkeleton: PageSkeletonComponent | null = null;

export function registerPageSkeleton(component: PageSkeletonComponent): void {
  pageSkeleton = component;
}

/** The coming page's skeleton; before its renderer is there, an empty busy page area of the same height. */
export function PageSkeletonSlot({ path }: { path: string }) {
  const Skeleton = pageSkeleton;
  return Skeleton ? <Skeleton path={path} /> : <div className="page-skeleton" aria-busy="true" />;
}
