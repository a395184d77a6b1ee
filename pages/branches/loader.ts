import type { BranchesPageData, BranchCardView } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import type { Branch } from '../../shared/contracts/content';
import { branchesQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { closure } from '../../worker/loaders/branch-closure';

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
