import { Modal } from '../components/modal';
import { useT } from '../shell-context';

/**
 * The 18+ entry modal (SPEC 1). Its own chunk: returning shoppers (the modal remembered as closed)
 * never fetch it; for a first visit the server renders it and it hydrates when the chunk arrives.
 */
export default function AgeModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('layout.entryModal.title')} className="age-modal">
      <p>{t('layout.entryModal.text')}</p>
      <div className="modal__actions">
        <a className="button button--ghost" href="https://www.google.com" rel="noopener noreferrer" data-reload>
          {t('layout.entryModal.leave')}
        </a>
        {/* biome-ignore lint/a11y/noAutofocus: the age gate is a modal dialog: focus moves into it, to its confirm button */}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {t('layout.entryModal.confirm')}
        </button>
      </div>
    </Modal>
  );
}
