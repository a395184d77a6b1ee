import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { pathFor } from '../../shared/routes';
import { ApiError, sendJson } from '../api/fetch-json';
import { storeErrorItem, storeErrorText } from '../../shared/store-error-message';
import { CART_KEY } from '../hooks/use-cart';
import { useShell, useT } from '../shell-context';
import { useNotify } from '../shell/notifications';
import type { PageProps } from './page-props';

export interface CheckoutImportPageData {
  title: string;
}

interface BatchAnswer {
  data: { added: number; total: number; errors: Record<string, unknown>[] };
}

/** "variantId;amount" (or tab/comma separated) per line → batch lines; bad lines are skipped. */
export function parseImportLines(text: string): { id: number; amount: number }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/[;,\t ]+/))
    .filter((cols) => /^\d{1,12}$/.test(cols[0] ?? ''))
    .map((cols) => ({
      id: Number(cols[0]),
      amount: Math.min(9999, Math.max(1, Number(/^\d{1,4}$/.test(cols[1] ?? '') ? cols[1] : 1))),
    }))
    .slice(0, 200);
}

/** /kosik/import-objednavky: many lines at once (SPEC 8 batch-add messages). */
export default function CheckoutImportPage({ data }: PageProps<CheckoutImportPageData>) {
  const t = useT();
  const shell = useShell();
  const id = useId();
  const { notify, notifyError } = useNotify();
  const { mutate } = useSWRConfig();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (shell.settings.shoppingDisabled) {
      notify('warning', shell.settings.shoppingDisabledText || t('cart.shoppingDisabled'));
      return;
    }
    const items = parseImportLines(text);
    if (items.length === 0) return;
    setBusy(true);
    try {
      const answer = await sendJson<BatchAnswer>(`${CART_KEY}/items/batch`, 'POST', {
        items: items.map((i) => ({ ...i, type: 'variant' })),
      });
      const errors = answer.data.errors;
      for (const err of errors) {
        const item = storeErrorItem(err);
        const line = /^items\.(\d+)$/.exec(item.field ?? '')?.[1];
        const shown = storeErrorText(t, item) ?? t('errors.generic.title');
        notify('danger', line ? t('cart.import.lineError', { line: Number(line) + 1, text: shown }) : shown, {
          durationMs: 3000 * (1 + errors.length),
        });
      }
      notify('success', t('cart.import.result', { added: answer.data.added, total: answer.data.total }));
      await mutate(CART_KEY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 500) notify('info', t('cart.import.running'));
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container checkout-page checkout-import">
      <h1 className="checkout-page__title">{data.title}</h1>
      <p>{t('cart.import.text')}</p>
      <form onSubmit={submit} className="checkout-import__form">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('cart.import.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file && file.size < 200_000) setText(await file.text());
          }}
        />
        <textarea
          aria-label={t('cart.import.file')}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'12345;2\n67890;1'}
        />
        <div className="checkout-page__nav" data-overlay-guard="">
          <a className="button button--ghost" href={pathFor('checkout')}>
            {t('checkout.actions.backToCart')}
          </a>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('cart.import.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
