import { useState } from 'react';
import { useNotify } from '../shell/notifications';
import { useT } from '../shell-context';

type Status = 'idle' | 'sending' | 'done';

/**
 * SPEC 4/8 newsletter: the form's state here; the sign-up itself (validation, request, messages) is in
 * newsletter-subscribe.ts, a chunk fetched on the first submit, since most page views never send one.
 */
export function useNewsletter(source?: 'welcome') {
  const [status, setStatus] = useState<Status>('idle');
  const { notify, notifyError } = useNotify();
  const t = useT();

  async function subscribe(email: string): Promise<boolean> {
    const { subscribeToNewsletter } = await import('./newsletter-subscribe');
    return subscribeToNewsletter(email, source, { t, notify, notifyError, setStatus });
  }

  return { status, subscribe };
}
