import { useEffect } from 'react';
import { FLASH_KEY } from './flash-key';
import { useNotify } from './notifications';
import { useT } from '../shell-context';
import { deleteCookieOfThisPath, readCookie } from '../browser-cookies';
import { FLASH_COOKIE, workerFlash } from '../../shared/flash-cookie';

/** Shows waiting flash messages once, after hydration; their code loads only when some wait. Renders nothing. */
export function FlashMessages() {
  const { notify } = useNotify();
  const t = useT();
  useEffect(() => {
    // A message the worker left with a redirect to this page (a form posted before hydration): shown
    // once. The cookie's path is this page's, so only it sees the cookie, and it deletes it there.
    // (An empty value means nothing and may stay until it expires.)
    const left = readCookie(FLASH_COOKIE);
    if (left) deleteCookieOfThisPath(FLASH_COOKIE);
    const fromWorker = workerFlash(left);
    if (fromWorker) notify(fromWorker[0], t(fromWorker[1]), { durationMs: 5000 });
    let waiting = false;
    try {
      waiting = sessionStorage.getItem(FLASH_KEY) !== null;
    } catch {
      // Storage blocked: nothing can be waiting.
    }
    if (!waiting) return;
    import('./flash-store').then(
      (store) => {
        for (const flash of store.takeFlashes()) notify(flash.type, flash.title, { durationMs: 5000 });
      },
      () => undefined,
    );
  }, [notify, t]);
  return null;
}
