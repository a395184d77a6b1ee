import { pathFor } from '../../shared/route-paths';
import { newsletterError } from '../../shared/validation/email-address';
import { ApiError, sendJson } from '../api/fetch-json';
import { storeErrorText } from '../../shared/store-error-message';
import type { Translate } from '../shell-context';
import type { useNotify } from '../shell/notifications';
import type { NewsletterSource } from './use-newsletter';

/**
 * SPEC 4/8 newsletter sign-up: validated before sending (first message as a red notification, nothing
 * sent); a 401 means "already subscribed" and counts as success with its title shown. Its own chunk,
 * loaded on the first submit (client/hooks/use-newsletter.ts).
 */
export async function subscribeToNewsletter(
  email: string,
  source: NewsletterSource | undefined,
  {
    t,
    notify,
    notifyError,
    setStatus,
  }: ReturnType<typeof useNotify> & { t: Translate; setStatus: (status: 'idle' | 'sending' | 'done') => void },
): Promise<boolean> {
  const problem = newsletterError(email);
  if (problem) {
    notify('danger', t(problem));
    return false;
  }
  setStatus('sending');
  try {
    const callbackUrl = new URL(pathFor('user-activate'), window.location.origin).href;
    await sendJson('/api/v1/newsletter/subscribe', 'POST', {
      email: email.trim(),
      callbackUrl,
      terms: true,
      ...(source ? { source } : {}),
    });
    notify('success', t('layout.newsletter.success'));
    setStatus('done');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // SPEC 8: 401 "already subscribed" is a success; its text in the shopper's language.
      notify(
        'success',
        error.item.code
          ? (storeErrorText(t, error.item) ?? t('layout.newsletter.success'))
          : t('layout.newsletter.success'),
      );
      setStatus('done');
      return true;
    }
    notifyError(error);
    setStatus('idle');
    return false;
  }
}
