import { Suspense } from 'react';
import { useShell } from '../shell-context';
import { TopBannerView } from './server-rendered-parts';

/** SPEC 2 optional top banner: its code loads only where the worker sent one. */
export function TopBanner() {
  return useShell().topBanner ? (
    <Suspense fallback={null}>
      <TopBannerView />
    </Suspense>
  ) : null;
}
