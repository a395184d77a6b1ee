import { useEffect, useState } from 'react';
import { CHUNK_FAILED_EVENT } from '../router/chunk-reload';
import { useT } from '../shell-context';

/**
 * SPEC 4 "Offline status follows browser connectivity": a polite notice while the browser is
 * offline. The server (and the first browser render) assume online, so hydration matches. The same
 * place says when part of the page could not be loaded even after the reload SPEC 8 prescribes
 * (client/router/chunk-reload.ts), with a way to try again.
 */
export function OfflineNotice() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  const [chunkFailed, setChunkFailed] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    const onChunkFailed = () => setChunkFailed(true);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    window.addEventListener(CHUNK_FAILED_EVENT, onChunkFailed);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener(CHUNK_FAILED_EVENT, onChunkFailed);
    };
  }, []);
  return (
    <div className="offline-notice" role="status" aria-live="polite" data-testid="offline-notice">
      {offline ? <p className="offline-notice__text">{t('layout.offline.notice')}</p> : null}
      {chunkFailed ? (
        <p className="offline-notice__text" data-testid="chunk-failed-notice">
          {t('layout.chunkFailed.notice')}{' '}
          <button type="button" className="link-button" onClick={() => location.reload()}>
            {t('layout.chunkFailed.reload')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
