import { Suspense } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';

const TopBannerView = lazyPart(() => import('./top-banner-view').then((m) => m.default));

/** SPEC 2 optional top banner: its code loads only where the worker sent one. */
export function TopBanner() {
  return useShell().topBanner ? (
    <Suspense fallback={null}>
      <TopBannerView />
    </Suspense>
  ) : null;
}
