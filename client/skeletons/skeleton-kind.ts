/**
 * Which skeleton a URL gets while its page loads (issue 18 item 4), decided from the path alone,
 * before any data. Each route's `skeleton` policy (pages/<page>/route.ts) is worked out per first
 * path segment by scripts/generate-pages.mjs (pages/route-facts.generated.ts): the route table itself
 * is too big for the entry bundle.
 */
import { CATCH_ALL_SKELETON, SKELETON_BY_FIRST_SEGMENT } from '../../pages/route-facts.generated';
import type { SkeletonKind } from '../../shared/route-types';

export type { SkeletonKind };

export function skeletonKindOfPath(pathname: string): SkeletonKind {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(SKELETON_BY_FIRST_SEGMENT, first) ? SKELETON_BY_FIRST_SEGMENT[first]! : CATCH_ALL_SKELETON;
}
