import { useId, useState, type FormEvent } from 'react';
import { pathFor } from '../../shared/route-paths';
import { useBatchAddToCart } from '../../client/hooks/batch-add';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface CheckoutImportPageData {
  title: string;
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
  const id = useId();
  const addLines = useBatchAddToCart();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const items = parseImportLines(text);
    if (items.length === 0) return;
    setBusy(true);
    try {
      await addLines(
        items.map((i) => ({ variantId: i.id, amount: i.amount })),
        (index, reason) => t('cart.import.lineError', { line: index + 1, text: reason }),
      );
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
