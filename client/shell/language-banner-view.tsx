import { useState } from 'react';
import { useShell, useT } from '../shell-context';
import { LANGUAGE_BANNER_DISMISSED_KEY } from './language-banner-key';
import { useOverlayTurn } from './optional-overlays';

function closedBefore(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_BANNER_DISMISSED_KEY) !== null;
  } catch {
    return true; // storage blocked: closing could not be remembered, so do not ask
  }
}

/**
 * The other site's offer (client/shell/language-banner.tsx loads it for a browser whose language
 * points to the site `code`), unless the shopper closed it before.
 */
export default function LanguageBannerView({ code, onClose }: { code: string; onClose: () => void }) {
  const t = useT();
  const target = useShell().sites.find((s) => s.code === code);
  const [wants] = useState(() => target !== undefined && !closedBefore());
  const turn = useOverlayTurn('language-banner', wants);
  const close = () => {
    try {
      localStorage.setItem(LANGUAGE_BANNER_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: the banner just comes back next time.
    }
    onClose();
  };
  if (!turn || !target) return null;
  return (
    <aside className="language-banner" aria-label={t('shell.sites')} data-overlay="">
      <p>{t('layout.languageBanner.text', { country: target.label })}</p>
      <a className="button button--primary" href={target.url}>
        {t('layout.languageBanner.switch', { site: target.label })}
      </a>
      <button type="button" className="icon-button" onClick={close} aria-label={t('common.actions.close')}>
        ×
      </button>
    </aside>
  );
}
