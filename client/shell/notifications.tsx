import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../api/fetch-json';
import { OfflineError, reportOffline } from '../api/offline';
import { useShell, useT } from '../shell-context';
import { useProvided } from '../use-provided';

export type NotificationType = 'warning' | 'danger' | 'success' | 'info';

interface Notification {
  id: number;
  type: NotificationType;
  title: string;
  /** A line under the title; an element may carry a link (a lazy part builds it, this code does not grow). */
  text?: ReactNode;
}

interface NotifyOptions {
  text?: ReactNode;
  /** SPEC 8: 3000 ms default. */
  durationMs?: number;
}

interface NotificationsValue {
  notify: (type: NotificationType, title: string, options?: NotifyOptions) => void;
  /** SPEC 8's generic API error: the localised text for the store's error, or "Something broke". */
  notifyError: (error: unknown) => void;
}

const MAX_VISIBLE = 4; // SPEC 8
const DEFAULT_DURATION_MS = 3000;

const NotificationsContext = createContext<NotificationsValue | null>(null);

export const useNotify = (): NotificationsValue => useProvided(NotificationsContext, 'NotificationsProvider');

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const t = useT();
  const { currencies } = useShell();

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((n) => n.id !== id)), []);

  const notify = useCallback<NotificationsValue['notify']>(
    (type, title, options = {}) => {
      const id = nextId.current++;
      // One message per error (issue 31: three tries left three toasts on a phone): a new error
      // replaces the errors still shown (they are about an earlier try), and the same message again
      // replaces itself with a fresh timer instead of stacking.
      const stale = (n: Notification) =>
        (type === 'danger' && n.type === 'danger') || (n.type === type && n.title === title && n.text === options.text);
      setItems((list) =>
        [...list.filter((n) => !stale(n)), { id, type, title, text: options.text }].slice(-MAX_VISIBLE),
      );
      window.setTimeout(() => dismiss(id), options.durationMs ?? DEFAULT_DURATION_MS);
    },
    [dismiss],
  );

  const notifyError = useCallback<NotificationsValue['notifyError']>(
    (error) => {
      // Offline: the offline notice says what was not sent (client/api/offline.ts), nothing else does.
      if (error instanceof OfflineError) {
        reportOffline(error.kind);
        return;
      }
      const generic = () => notify('danger', t('errors.generic.title'), { text: t('errors.generic.text') });
      if (!(error instanceof ApiError)) {
        generic();
        return;
      }
      // SPEC 8 shows "{field} - {title}"; the store's title is English, so the dictionary's text
      // for the error's code, field or status stands in for it (shared/store-error-message.ts,
      // fetched with the first store error: most page views never see one).
      import('./store-error-notice').then((m) => {
        const text = m.storeErrorNotice(t, error.item, currencies);
        if (text) notify('danger', text);
        else generic();
      }, generic);
    },
    [notify, t, currencies],
  );

  const value = useMemo(() => ({ notify, notifyError }), [notify, notifyError]);
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <div className="notifications" role="status" aria-live="polite">
        {items.map((n) => (
          <div
            key={n.id}
            className={`notification notification--${n.type}`}
            role={n.type === 'danger' ? 'alert' : undefined}
          >
            <div className="notification__body">
              <strong>{n.title}</strong>
              {n.text ? <p>{n.text}</p> : null}
            </div>
            <button
              type="button"
              className="notification__close"
              onClick={() => dismiss(n.id)}
              aria-label={t('common.actions.close')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </NotificationsContext.Provider>
  );
}
