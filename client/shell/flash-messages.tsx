import { useEffect } from 'react';
import { FLASH_KEY } from './flash-key';
import { useNotify } from './notifications';

/** Shows waiting flash messages once, after hydration; their code loads only when some wait. Renders nothing. */
export function FlashMessages() {
  const { notify } = useNotify();
  useEffect(() => {
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
  }, [notify]);
  return null;
}
