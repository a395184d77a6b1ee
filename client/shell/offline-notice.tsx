import { useEffect, useState } from 'react';
import { OFFLINE_WRITE_EVENT, type RequestKind } from '../api/offline';
import { CHUNK_FAILED_EVENT } from '../router/chunk-reload';
import { useT } from '../shell-context';

type WriteKind = Exclude<RequestKind, 'read'>;

/**
 * SPEC 4 "Offline status follows browser connectivity": a polite notice while the browser is
 * offline. The server (and the first browser render) assume online, so hydration matches. While
 * offline it also says what a write the shopper just tried did not do (client/api/offline.ts: the
 * one place that says so, no toast beside it). The same place says when part of the page could not
 * be loaded even after the reload SPEC 8 prescribes (client/router/chunk-reload.ts), with a way to try
 * again. Its lines stack in one box at the bottom, never over each other.
 */
export function OfflineNotice() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  const [notSent, setNotSent] = useState<WriteKind | null>(null);
  const [chunkFailed, setChunkFailed] = useState(false);
  // The layout, and this notice with it, lives as long as the page: its listeners are never removed
  // (bytes every page's first load carries).
  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine);
      // Back online the refused write is history; the shopper can try it again.
      if (navigator.onLine) setNotSent(null);
    };
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    addEventListener(OFFLINE_WRITE_EVENT, (event) => setNotSent((event as CustomEvent<WriteKind>).detail));
    addEventListener(CHUNK_FAILED_EVENT, () => setChunkFailed(true));
  }, []);
  return (
    <div className="offline-notice" role="status" aria-live="polite" data-testid="offline-notice">
      {offline ? (
        <p className="offline-notice__text">
          {t('layout.offline.notice')}
          {notSent ? (
            <>
              {' '}
              <strong data-testid="offline-not-sent">{t(`layout.offline.notSent.${notSent}`)}</strong>
            </>
          ) : null}
        </p>
      ) : null}
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
