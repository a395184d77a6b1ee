import type { ReactNode } from 'react';
import { skeletonKindOfPath, type SkeletonKind } from './skeleton-kind';

/**
 * The page that is coming, as grey shapes (issue 18 item 4): one per page kind, laid out like the
 * page's first screen (client/styles/base.css, "Skeletons"), and at least a screen tall, so nothing
 * below it (the footer) moves into view when the page replaces it.
 */
const bar = (modifier: string, key?: number) => <div key={key} className={`skeleton skeleton--${modifier}`} />;
const bars = (modifier: string, count: number) => Array.from({ length: count }, (_, i) => bar(modifier, i));

const SHAPES: Record<SkeletonKind, () => ReactNode> = {
  home: () => (
    <>
      {bar('hero')}
      <div className="skeleton-grid">{bars('card', 4)}</div>
    </>
  ),
  category: () => (
    <>
      {bar('crumbs')}
      {bar('title')}
      {bar('toolbar')}
      <div className="skeleton-grid">{bars('card', 8)}</div>
    </>
  ),
  product: () => (
    <>
      {bar('crumbs')}
      <div className="skeleton-split">
        {bar('gallery')}
        <div className="skeleton-stack">
          {bar('title')}
          {bars('line', 3)}
          {bar('price')}
          {bar('button')}
        </div>
      </div>
    </>
  ),
  content: () => (
    <>
      {bar('crumbs')}
      {bar('title')}
      <div className="skeleton-stack">{bars('line', 8)}</div>
    </>
  ),
  account: () => (
    <>
      {bar('title')}
      <div className="skeleton-aside">
        <div className="skeleton-stack">{bars('line', 5)}</div>
        <div className="skeleton-stack">{bars('field', 4)}</div>
      </div>
    </>
  ),
  checkout: () => (
    <>
      {bar('steps')}
      <div className="skeleton-aside skeleton-aside--end">
        <div className="skeleton-stack">{bars('field', 5)}</div>
        {bar('summary')}
      </div>
    </>
  ),
};

/** The skeleton of the page kind a path leads to. */
export function PageSkeleton({ path }: { path: string }) {
  const kind = skeletonKindOfPath(path);
  return (
    <div className={`page-skeleton page-skeleton--${kind}`} data-skeleton={kind} aria-busy="true">
      {SHAPES[kind]()}
    </div>
  );
}
