import { useState, type FormEvent } from 'react';
import { sendJson } from '../../api/fetch-json';
import { useShell, useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';

/**
 * SPEC 7 POST products/{id}/watchers: e-mail when the product is back in stock. SPEC 1: only where the
 * store has availability watchers on (the check lives here, in the lazy chunk, not in the product
 * page's first-load code).
 */
export default function WatchAvailability({ productId }: { productId: number }) {
  const t = useT();
  const { watchers } = useShell().settings;
  const { notify, notifyError } = useNotify();
  const [done, setDone] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    try {
      await sendJson(`/api/v1/products/${productId}/watchers`, 'POST', { email });
      setDone(true);
      notify('success', t('catalog.watch.success'));
    } catch (error) {
      notifyError(error);
    }
  };
  if (!watchers) return null;
  if (done) return <p className="watch watch--done">{t('catalog.watch.success')}</p>;
  return (
    <form className="watch" onSubmit={onSubmit} data-testid="watch-form" data-overlay-guard="">
      <p className="watch__title">
        <strong>{t('catalog.watch.title')}</strong> {t('catalog.watch.text')}
      </p>
      <div className="watch__row">
        <label className="visually-hidden" htmlFor={`watch-${productId}`}>
          {t('catalog.watch.email')}
        </label>
        <input
          id={`watch-${productId}`}
          type="email"
          name="email"
          required
          placeholder={t('catalog.watch.email')}
          autoComplete="email"
        />
        <button type="submit" className="button button--ghost">
          {t('catalog.watch.submit')}
        </button>
      </div>
    </form>
  );
}
