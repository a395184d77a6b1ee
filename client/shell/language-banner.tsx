import { useEffect, useState } from 'react';
import { useShell, useT } from '../shell-context';

const DISMISSED_KEY = 'language-banner-closed';

/**
 * Suggests the other site when the browser's language says so (a Czech browser on the Slovak site).
 * Decided in the browser only and shown as an overlay, so it never shifts the server-rendered page.
 */
export function LanguageBanner() {
  const shell = useShell();
  const t = useT();
  const [target, setTarget] = useState<{ url: string; label: string } | null>(null);

  useEffect(() => {
    try {
      if (localStorage.getItem(DISMISSED_KEY)) return;
    } catch {
      return;
    }
    const language = (navigator.language || '').slice(0, 2).toLowerCase();
    const wantedCode = language === 'cs' ? 'cz' : language === 'sk' ? 'sk' : null;
    if (!wantedCode || wantedCode === shell.domainCode) return;
    const site = shell.sites.find((s) => s.code === wantedCode);
    if (site) setTarget({ url: site.url, label: site.label });
  }, [shell]);

  if (!target) return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: the banner just comes back next time.
    }
    setTarget(null);
  };
  return (
    <aside className="language-banner" aria-label={t('shell.sites')}>
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
