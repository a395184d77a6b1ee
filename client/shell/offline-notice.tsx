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
  // The layout, and this notice with it, lives as long as the page: its listeners are never removed
  // (bytes every page's first load carries).
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    addEventListener(CHUNK_FAILED_EVENT, () => setChunkFailed(true));
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
