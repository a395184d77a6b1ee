import { useEffect, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { COMPARE_LIMIT, parseComparedIds, toggleComparedId } from '../../shared/compared-products';
import type { Product } from '../../shared/contracts/store';
import { IMAGE_SIZES } from '../../shared/image-url';
import { Modal } from '../components/modal';
import { CdnImage } from '../components/image/cdn-image';
import { AvailabilityLabel } from '../components/product/availability-label';
import { PriceBox } from '../components/product/price-box';
import { toProductBoxView } from '../components/product/product-box-view';
import { shellProductCategoryPaths } from '../components/product/product-href';
import { useShell, useT } from '../shell-context';
import { useNotify } from '../shell/notifications';
import { COMPARE_STORAGE_KEY } from './compare-keys';
import {
  comparedIds,
  publishComparedIds,
  subscribeCompare,
  takeCompareRequests,
  useComparedIds,
} from '../components/product/product-box';

/** Keeps the ids in the browser (none: the key goes, so the next page loads no comparison chunk). */
function store(ids: readonly number[]): void {
  publishComparedIds(ids);
  try {
    if (ids.length) localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
    else localStorage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): the comparison lasts as long as the page.
  }
}

const readStored = () => {
  try {
    return parseComparedIds(localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return [];
  }
};

/**
 * SPEC 4 "Comparison: add/remove then open a modal" (loaded by ./compare-entry.tsx): reads the stored
 * ids (zod, shared/compared-products.ts) for the product boxes' buttons, applies their taps (at most
 * four: a fifth is refused with a notification) and opens the modal; while it is closed and products
 * are compared, a floating button reopens it.
 */
export default function CompareDock() {
  const t = useT();
  const { notify } = useNotify();
  const ids = useComparedIds();
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once; `t` and `notify` are stable for the page
  useEffect(() => {
    publishComparedIds(readStored());
    const applyTaps = () => {
      const taps = takeCompareRequests();
      if (taps.length === 0) return;
      let next = comparedIds();
      for (const id of taps) {
        const result = toggleComparedId(next, id);
        if (result.full) notify('warning', t('catalog.compare.full', { count: COMPARE_LIMIT }));
        next = result.ids;
      }
      store(next);
      setOpen(true);
    };
    applyTaps();
    // Another tab's change shows here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === COMPARE_STORAGE_KEY) publishComparedIds(parseComparedIds(event.newValue));
    };
    addEventListener('storage', onStorage);
    const stop = subscribeCompare(applyTaps);
    return () => {
      stop();
      removeEventListener('storage', onStorage);
    };
  }, []);

  return (
    <>
      {ids.length > 0 && !open ? (
        <button type="button" className="compare-dock" data-testid="compare-dock" onClick={() => setOpen(true)}>
          {t('catalog.compare.open', { count: ids.length })}
        </button>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t('catalog.compare.title')} className="modal--compare">
        <CompareTable ids={ids} />
      </Modal>
    </>
  );
}

/** The compared products side by side: a column each, their parameters as rows. */
function CompareTable({ ids }: { ids: readonly number[] }) {
  const t = useT();
  const shell = useShell();
  const ref = useRef<HTMLDivElement>(null);
  const { data, error } = useSWR<{ products: Product[] }>(
    ids.length ? `/api/content/catalog/product?ids=${ids.join(',')}` : null,
    { keepPreviousData: true },
  );
  const products = (data?.products ?? [])
    .filter((p) => ids.includes(p.id))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));

  // A removed product's button took the focus with it: keep it in the dialog (the next remove
  // button, else the dialog itself), so the keyboard goes on from where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the compared list changes
  useEffect(() => {
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    (dialog.querySelector<HTMLElement>('.compare__remove') ?? dialog).focus();
  }, [ids]);

  // The parameters any of them has, in the order they first appear.
  const names = [...new Set(products.flatMap((p) => p.content.parameters.map((param) => param.name)))];
  const paths = shellProductCategoryPaths(shell);
  const views = products.map((p) => ({ product: p, view: toProductBoxView(p, undefined, paths) }));
  const row = (label: string, cell: (entry: (typeof views)[number]) => ReactNode) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      {views.map((entry) => (
        <td key={entry.view.id}>{cell(entry)}</td>
      ))}
    </tr>
  );
  return (
    <div className="compare" ref={ref} data-testid="compare" aria-busy={ids.length > 0 && !data && !error}>
      {ids.length === 0 ? (
        <p className="compare__empty">{t('catalog.compare.empty')}</p>
      ) : (
        <table className="compare__table">
          <thead>
            <tr>
              <td />
              {views.map(({ view }) => (
                <th key={view.id} scope="col" className="compare__product" data-testid="compare-product">
                  <a href={view.href} className="compare__link">
                    <CdnImage
                      path={view.imagePath}
                      alt=""
                      size={IMAGE_SIZES.box}
                      style="box"
                      sizes="160px"
                      className="compare__image"
                    />
                    <span className="compare__name">{view.name}</span>
                  </a>
                  <button
                    type="button"
                    className="button button--ghost compare__remove"
                    aria-label={t('catalog.compare.remove', { name: view.name })}
                    onClick={() => store(toggleComparedId(comparedIds(), view.id).ids)}
                  >
                    {t('catalog.compare.removeShort')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row(t('catalog.compare.price'), ({ view }) => (
              <PriceBox price={view.price} contents={view.contents} />
            ))}
            {row(t('catalog.compare.availability'), ({ view }) => (
              <AvailabilityLabel availability={view.availability} />
            ))}
            {names.map((name) =>
              row(
                name,
                ({ product }) =>
                  product.content.parameters
                    .find((param) => param.name === name)
                    ?.valueEntities.map((value) => value.title)
                    .join(', ') || '–',
              ),
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}
