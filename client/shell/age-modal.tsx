import { Modal } from '../components/modal';
import { useShell, useT } from '../shell-context';
import { AGE_GATE_MODAL_ID, PREFERENCE_FIELD, PREFERENCE_FORM_PATH } from '../../shared/preference-form';

/**
 * The 18+ entry modal (SPEC 1). Its own chunk: returning shoppers (the modal remembered as closed)
 * never fetch it. A real form: before hydration (or with scripts blocked) the first tap posts it
 * and the worker remembers the answer and reloads the same page; once hydrated, the submit is
 * answered here without a reload.
 */
export default function AgeModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const shell = useShell();
  return (
    // Answered, never dismissed: no ×, no Escape, no tap outside (an answer is "Áno" or leaving).
    <Modal open onClose={onClose} dismissible={false} title={t('layout.entryModal.title')} className="age-modal">
      <form
        method="post"
        action={PREFERENCE_FORM_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <p>{t('layout.entryModal.text')}</p>
        <input type="hidden" name={PREFERENCE_FIELD.close} value={AGE_GATE_MODAL_ID} />
        <input type="hidden" name={PREFERENCE_FIELD.back} value={shell.path} />
        <div className="modal__actions">
          <a className="button button--ghost" href="https://www.google.com" rel="noopener noreferrer" data-reload>
            {t('layout.entryModal.leave')}
          </a>
          {/* biome-ignore lint/a11y/noAutofocus: the age gate is a modal dialog: focus moves into it, to its confirm button */}
          <button type="submit" className="button button--primary" autoFocus>
            {t('layout.entryModal.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
