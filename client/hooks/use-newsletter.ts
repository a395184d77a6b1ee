import { useState } from 'react';
import { pathFor } from '../../shared/routes';
import { ApiError, sendJson } from '../api/fetch-json';
import { useNotify } from '../shell/notifications';
import { useT } from '../shell-context';
import { newsletterError } from '../../shared/validation/email-address';

type Status = 'idle' | 'sending' | 'done';


/**
 * SPEC 4/8 newsletter: validated before sending (first message as a red notification, nothing
 * sent); a 401 means "already subscribed" and counts as success with its title shown.
 */
export function useNewsletter(source?: 'welcome') {
  const [status, setStatus] = useState<Status>('idle');
  const { notify, notifyError } = useNotify();
  const t = useT();

  async function subscribe(email: string): Promise<boolean> {
    const problem = newsletterError(email);
    if (problem) {
      notify('danger', t(problem));
      return false;
    }
    setStatus('sending');
    try {
      const callbackUrl = new URL(pathFor('user-activate'), window.location.origin).href;
      await sendJson('/api/v1/newsletter/subscribe', 'POST', { email: email.trim(), callbackUrl, terms: true, ...(source ? { source } : {}) });
      notify('success', t('layout.newsletter.success'));
      setStatus('done');
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        notify('success', error.title ?? t('layout.newsletter.success'));
        setStatus('done');
        return true;
      }
      notifyError(error);
      setStatus('idle');
      return false;
    }
  }

  return { status, subscribe };
}
