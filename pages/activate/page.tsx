import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface ActivatePageData {
  /** success: the store accepted the token; invalid: it refused it (or none came); failed: no answer. */
  state: 'success' | 'invalid' | 'failed';
}

/** Newsletter confirmation callback (SPEC 2 user-activate). */
export default function ActivatePage({ data }: PageProps<ActivatePageData>) {
  const t = useT();
  const ok = data.state === 'success';
  return (
    <div className="container account-auth">
      <div className="account-card account-card--narrow account-card--center">
        <div className={`account-badge account-badge--${ok ? 'success' : 'danger'}`} aria-hidden="true">
          {ok ? '✓' : '!'}
        </div>
        <h1 className="account-card__title">{t('account.activation.title')}</h1>
        <p role={ok ? 'status' : 'alert'}>{t(`account.activation.${data.state}`)}</p>
        <a className="button button--primary" href="/">
          {t('account.activation.continue')}
        </a>
      </div>
    </div>
  );
}
