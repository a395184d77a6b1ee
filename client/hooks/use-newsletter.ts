import { useState } from 'react';
import { refuseOffline } from '../api/offline';
import { useNotify } from '../shell/notifications';
import { useT } from '../shell-context';

type Status = 'idle' | 'sending' | 'done';

/** Where a sign-up came from (the store's `source`): the welcome offer or the discount-code modal. */
export type NewsletterSource = 'welcome' | 'discount-code';

/**
 * SPEC 4/8 newsletter: the form's state here; the sign-up itself (validation, request, messages) is in
 * newsletter-subscribe.ts, a chunk fetched on the first submit, since most page views never send one.
 */
export function useNewsletter(source?: NewsletterSource) {
  const [status, setStatus] = useState<Status>('idle');
  const { notify, notifyError } = useNotify();
  const t = useT();

  async function subscribe(email: string): Promise<boolean> {
    // Offline, nothing is sent (client/api/offline.ts): stop before fetching the sign-up's code.
    if (refuseOffline('newsletter')) return false;
    const { subscribeToNewsletter } = await import('./newsletter-subscribe');
    return subscribeToNewsletter(email, source, { t, notify, notifyError, setStatus });
  }

  return { status, subscribe };
}
