import { useEffect, useState } from 'react';
import { useT } from '../shell-context';

/**
 * SPEC 4 "Offline status follows browser connectivity": a polite notice while the browser is
 * offline. The server (and the first browser render) assume online, so hydration matches.
 */
export function OfflineNotice() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <div className="offline-notice" role="status" aria-live="polite" data-testid="offline-notice">
      {offline ? <p className="offline-notice__text">{t('layout.offline.notice')}</p> : null}
    </div>
  );
}
