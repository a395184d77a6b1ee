import { useT } from '../shell-context';
import { LANGUAGE_BANNER_DISMISSED_KEY } from './language-banner-key';
import { OVERLAY_ROOT } from '../../shared/overlay-rules';

export interface LanguageBannerTarget {
  url: string;
  label: string;
}

/** The other site's offer (client/shell/language-banner.tsx decides whether to show it). */
export default function LanguageBannerView({ target, onClose }: { target: LanguageBannerTarget; onClose: () => void }) {
  const t = useT();
  const close = () => {
    try {
      localStorage.setItem(LANGUAGE_BANNER_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: the banner just comes back next time.
    }
    onClose();
  };
  return (
    <aside className="language-banner" aria-label={t('shell.sites')} {...OVERLAY_ROOT}>
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
