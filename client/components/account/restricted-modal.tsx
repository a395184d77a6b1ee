import { Modal } from '../modal';
import { useT } from '../../shell-context';

/** SPEC 4: a restricted-group user was logged out at once; this tells them where to go on. */
export function RestrictedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('account.login.restrictedTitle')} className="restricted-modal">
      <p>{t('account.login.restrictedText')}</p>
      <a className="button button--primary" href="/" data-reload="">
        {t('account.login.restrictedContinue')}
      </a>
    </Modal>
  );
}
