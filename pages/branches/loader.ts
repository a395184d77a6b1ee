import type { BranchesPageData, BranchCardView } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import type { Branch } from '../../shared/contracts/content';
import { branchesQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** Spec 4-style window: closed now when from <= now and (no end or now < end). Upcoming when from is ahead. */
export function closure(
  b: Pick<Branch, 'branch_closed_from' | 'branch_closed_to'>,
  now = Date.now(),
): { from: string; to: string | null } | null {
  if (!b.branch_closed_from) return null;
  const to = b.branch_closed_to ? Date.parse(b.branch_closed_to) : null;
  if (to !== null && Number.isFinite(to) && to <= now) return null;
  return { from: b.branch_closed_from, to: b.branch_closed_to };
}

export function branchCard(b: Branch): BranchCardView {
  return {
    title: b.title,
    href: `/pobocky/${encodeURIComponent(b.slug)}`,
    address: b.address,
    city: b.city,
    region: b.region,
    image: b.main_image,
    primary: b.branch_is_primary,
    closure: closure(b),
    gps: { lat: b.gps_latitude, lng: b.gps_longitude },
  };
}

/** /pobocky: every branch, weight descending (the CMS order, re-sorted to be sure). */
export const loader: PageLoader<BranchesPageData> = async ({ c, url }) => {
  const { content } = createUpstreams(c);
  const { branches } = await content.graphql(
    branchesQuery.document,
    gqlVars(c, { skip: 0, limit: 100 }),
    branchesQuery.result,
    { kind: 'page' },
  );
  const title = c.get('t')('content.branches.title');
  const crumbs: Crumb[] = [{ title }];
  const items = [...branches.items].sort((a, b) => b.weight - a.weight);
  return {
    kind: 'ok',
    data: { title, branches: items.map(branchCard), crumbs },
    meta: contentMeta(c, url, { title, crumbs }),
  };
};
