import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';

/** The banner itself is its own chunk: only browsers whose language points to the other site load it. */
const LanguageBannerView = lazyPart(() => import('./language-banner-view').then((m) => m.default));

/** The site code the browser's language points to ("cs" → cz, "sk" → sk), or null. */
function wantedSiteCode(): string | null {
  const language = (navigator.language || '').slice(0, 2).toLowerCase();
  return language === 'cs' ? 'cz' : language === 'sk' ? 'sk' : null;
}

/**
 * Suggests the other site when the browser's language says so (a Czech browser on the Slovak site).
 * Decided in the browser only and shown as an overlay, so it never shifts the server-rendered page;
 * its view (whether it was closed before, which site) waits its turn (after the gate and the cookie
 * banner, never over a busy page).
 */
export function LanguageBanner() {
  const shell = useShell();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const wanted = wantedSiteCode();
    setCode(wanted && wanted !== shell.domainCode ? wanted : null);
  }, [shell.domainCode]);
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <LanguageBannerView code={code} onClose={() => setCode(null)} />
    </Suspense>
  );
}
