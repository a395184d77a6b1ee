import { useState, type FormEvent } from 'react';
import { Modal } from '../components/modal';
import { useNewsletter } from '../hooks/use-newsletter';
import { useShell, useT } from '../shell-context';

/** SPEC 2/9 welcome-campaign offer (client/shell/entry-modals.tsx opens it). */
export default function WelcomeCampaignModal({ onClose }: { onClose: () => void }) {
  const shell = useShell();
  const t = useT();
  const [email, setEmail] = useState('');
  const { status, subscribe } = useNewsletter('welcome');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await subscribe(email);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('layout.welcomeCampaign.title', { value: shell.settings.welcomeCouponValue ?? '' })}
      className="welcome-modal"
    >
      {status === 'done' ? (
        <p data-testid="welcome-thanks">{t('layout.welcomeCampaign.thankYouText')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>
            {t('layout.welcomeCampaign.text', {
              value: shell.settings.welcomeCouponValue ?? '',
              limit: shell.settings.welcomeCouponLimit ?? '',
            })}
          </p>
          <label className="field">
            <span className="field__label">{t('layout.newsletter.emailLabel')}</span>
            <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={status === 'sending'}>
            {t('layout.welcomeCampaign.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
