import { LANGUAGE_BANNER_DISMISSED_KEY } from './language-banner-key';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';
import type { LanguageBannerTarget } from './language-banner-view';
import { useShellAnswers } from './shell-answers';

/** The banner itself is its own chunk: only browsers whose language points to the other site load it. */
const LanguageBannerView = lazyPart(() => import('./language-banner-view').then((m) => m.default));

/**
 * Suggests the other site when the browser's language says so (a Czech browser on the Slovak site).
 * Decided in the browser only and shown as an overlay, so it never shifts the server-rendered page;
 * it waits its turn (after the gate and the cookie banner, never over a busy page).
 */
export function LanguageBanner() {
  const shell = useShell();
  const [target, setTarget] = useState<LanguageBannerTarget | null>(null);
  const { onTop, want } = useShellAnswers();
  const wanted = target !== null;
  useEffect(() => {
    want('language-banner', wanted);
    return () => want('language-banner', false);
  }, [want, wanted]);

  useEffect(() => {
    try {
      if (localStorage.getItem(LANGUAGE_BANNER_DISMISSED_KEY)) return;
    } catch {
      return;
    }
    const language = (navigator.language || '').slice(0, 2).toLowerCase();
    const wantedCode = language === 'cs' ? 'cz' : language === 'sk' ? 'sk' : null;
    if (!wantedCode || wantedCode === shell.domainCode) return;
    const site = shell.sites.find((s) => s.code === wantedCode);
    if (site) setTarget({ url: site.url, label: site.label });
  }, [shell]);

  if (!target || onTop !== 'language-banner') return null;
  return (
    <Suspense fallback={null}>
      <LanguageBannerView target={target} onClose={() => setTarget(null)} />
    </Suspense>
  );
}
