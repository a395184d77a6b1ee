/**
 * The product page's below-the-fold parts that talk to the API: alternatives, recommendations (SPEC 7),
 * reviews (5 a page, sorting, submitting with the 422 empty-review message), comments, availability watching, last
 * visited. Its own chunk, loaded when its place nears the screen (clientPart, pages/product/page.tsx); what every
 * view does, scrolled or not, is product-visit.tsx.
 */
import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { holidayCalendarFor, toIsoDate, wallClock } from '../../../shared/delivery-date';
import { calendarDate } from '../../../shared/calendar-day';
import { deliveryPromiseFor, type Carrier } from '../../../shared/delivery-promise';
import { LAST_VISITED_STORAGE_KEY, parseLastVisited } from '../../../shared/last-visited';
import { ApiError, sendJson } from '../../api/fetch-json';
import { useShell, useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';
import { ProductBox } from './product-box';
import { toProductBoxView, type ProductBoxView } from './product-box-view';
import { shellProductCategoryPaths } from './product-href';
import { StarRating } from './star-rating';
import type { Comment, PostedReview, Product, Review } from '../../../shared/contracts/store';
import type { RecommendationsAnswer } from '../../../shared/contracts/recommendations';

const REVIEWS_PER_PAGE = 5; // SPEC 9

const REVIEW_SORTS = {
  newest: { sort: 'time', sortDirection: 'desc', label: 'catalog.reviews.sortNewest' },
  best: { sort: 'rating', sortDirection: 'desc', label: 'catalog.reviews.sortBest' },
  worst: { sort: 'rating', sortDirection: 'asc', label: 'catalog.reviews.sortWorst' },
} as const;
type ReviewSort = keyof typeof REVIEW_SORTS;

interface ReviewList {
  data: Review[];
  meta: { pagination: { total: number; lastPage: number; currentPage: number } };
}

/** A review's or question's date as the shop's locales write it ("3. 6. 2026"), counted in the shop's time zone. */
function PostedOn({ at }: { at: string }) {
  const { locale } = useShell();
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return null;
  return (
    <time className="muted" dateTime={at}>
      {calendarDate(locale, toIsoDate(wallClock(when).date))}
    </time>
  );
}

/** What the reviews section shows of the product: its rating from the published reviews. */
interface ReviewedProduct {
  id: number;
  rating: number | null;
  ratingCount: number;
  verifiedRatingCount: number;
}

function ReviewForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const t = useT();
  const { notify, notifyError } = useNotify();
  const [stars, setStars] = useState(5);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = event.currentTarget;
    setBusy(true);
    try {
      // Every posted review waits for moderation (202, PostedReview): the list does not change yet.
      await sendJson<{ data: PostedReview }>(`/api/v1/products/${productId}/reviews`, 'POST', {
        name: String(form.get('name') ?? ''),
        rating: stars * 20,
        text: String(form.get('text') ?? ''),
      });
      notify('success', t('catalog.reviews.success'));
      target.reset();
      onDone();
    } catch (error) {
      // SPEC 5/8: a 422 answer means the review was empty.
      if (error instanceof ApiError && error.status === 422) notify('danger', t('catalog.reviews.emptyError'));
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="review-form" onSubmit={onSubmit} data-testid="review-form">
      <fieldset className="review-form__stars">
        <legend>{t('catalog.reviews.yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input${n <= stars ? ' star-input--on' : ''}`}>
            <input
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => setStars(n)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{n}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">{t('catalog.reviews.name')}</span>
        <input type="text" name="name" required maxLength={100} autoComplete="given-name" />
      </label>
      <label className="field">
        <span className="field__label">{t('catalog.reviews.text')}</span>
        <textarea name="text" rows={4} maxLength={5000} />
      </label>
      <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
        {t('catalog.reviews.submit')}
      </button>
    </form>
  );
}

function Reviews({ product }: { product: ReviewedProduct }) {
  const productId = product.id;
  const t = useT();
  const [posted, setPosted] = useState(false);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  // SPEC 7 reviews `onlyWithReview`: ratings without a written review left out.
  const [onlyWithText, setOnlyWithText] = useState(false);
  const [writing, setWriting] = useState(false);
  const s = REVIEW_SORTS[sort];
  const key = `/api/v1/products/${productId}/reviews?page=${page}&perPage=${REVIEWS_PER_PAGE}&sort=${s.sort}&sortDirection=${s.sortDirection}${onlyWithText ? '&onlyWithReview=1' : ''}`;
  const { data, mutate } = useSWR<ReviewList>(key, { keepPreviousData: true });
  const reviews = data?.data ?? [];
  const lastPage = data?.meta.pagination.lastPage ?? 1;
  return (
    <section className="product-section" id="reviews" data-testid="reviews">
      <div className="product-section__head">
        <h2 className="section-title">{t('catalog.reviews.title')}</h2>
        <div className="reviews__filters">
          <label className="reviews__only-text">
            <input
              type="checkbox"
              checked={onlyWithText}
              data-testid="reviews-only-text"
              onChange={(e) => {
                setOnlyWithText(e.target.checked);
                setPage(1);
              }}
            />
            {t('catalog.reviews.onlyWithText')}
          </label>
          <label className="sort-select">
            <span className="visually-hidden">{t('catalog.sort.label')}</span>
            <select
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
            >
              {(Object.keys(REVIEW_SORTS) as ReviewSort[]).map((k) => (
                <option key={k} value={k}>
                  {t(REVIEW_SORTS[k].label)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {/* The same numbers as the page's head and its structured data: the product's published reviews. */}
      {product.ratingCount > 0 ? (
        <p className="reviews__summary" data-testid="reviews-summary">
          <StarRating rating={product.rating} count={product.ratingCount} verifiedCount={product.verifiedRatingCount} />
        </p>
      ) : null}
      <p className="muted reviews__policy" data-testid="reviews-policy">
        {t('catalog.reviews.policy')}
      </p>
      {data && reviews.length === 0 ? <p className="muted">{t('catalog.reviews.empty')}</p> : null}
      <ul className="reviews">
        {reviews.map((r) => (
          <li key={r.id} className="review">
            <div className="review__head">
              <strong>{r.name}</strong>
              <StarRating rating={r.rating} />
              <PostedOn at={r.createdAt} />
              {r.verified ? (
                <span className="review__verified" data-testid="review-verified">
                  <span aria-hidden="true">✓ </span>
                  {t('catalog.reviews.verified')}
                </span>
              ) : null}
            </div>
            {r.text ? <p>{r.text}</p> : null}
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <div className="reviews__paging">
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            ‹
          </button>
          <span>
            {page} / {lastPage}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= lastPage}
            onClick={() => setPage((p) => p + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
      <p role="status" className="reviews__posted" data-testid="review-posted">
        {posted ? t('catalog.reviews.success') : null}
      </p>
      {writing ? (
        <ReviewForm
          productId={productId}
          onDone={() => {
            setWriting(false);
            setPosted(true);
            void mutate();
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setWriting(true)}
          data-testid="write-review"
        >
          {t('catalog.reviews.write')}
        </button>
      )}
    </section>
  );
}

function Comments({ productId }: { productId: number }) {
  const t = useT();
  const { data } = useSWR<{ data: Comment[] }>(`/api/v1/products/${productId}/comments`);
  const comments = data?.data ?? [];
  if (comments.length === 0) return null;
  return (
    <section className="product-section" id="comments">
      <h2 className="section-title">{t('catalog.detail.comments')}</h2>
      <ul className="reviews">
        {comments.map((c) => (
          <li key={c.id} className="review">
            <div className="review__head">
              <strong>{c.name}</strong>
              <PostedOn at={c.createdAt} />
            </div>
            <p>{c.text}</p>
            {c.answer ? (
              <blockquote className="review__answer">
                <strong>{c.answer.name}</strong>
                <p>{c.answer.text}</p>
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Product boxes for these ids, in this order (the catalogue answers them in its own order). */
function useProductBoxes(ids: number[], delivery: PageDelivery): ProductBoxView[] {
  const { data } = useSWR<{ products: Product[] }>(
    ids.length ? `/api/content/catalog/product?ids=${ids.join(',')}` : null,
  );
  const t = useT();
  const shell = useShell();
  const { locale, currency } = shell;
  // The same promise the worker words for the page's own boxes (shared/delivery-promise.ts).
  const promise = deliveryPromiseFor(
    { now: new Date(), carriers: delivery.carriers, calendar: holidayCalendarFor(delivery.country) },
    { t, locale, currency },
  );
  return (data?.products ?? [])
    .filter((p) => ids.includes(p.id))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((p) => toProductBoxView(p, promise, shellProductCategoryPaths(shell)));
}

function ProductRow({ title, testId, boxes }: { title: string; testId: string; boxes: ProductBoxView[] }) {
  if (boxes.length === 0) return null;
  return (
    <section className="product-section product-section--boxes" data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      <div className="product-row">
        {boxes.map((p) => (
          <ProductBox key={p.id} product={p} showQuantity={false} />
        ))}
      </div>
    </section>
  );
}

/**
 * SPEC 7 recommendation engine: "recommended for you", the ids the worker's engine route answers
 * (worker/proxy/recommendations-route.ts) as boxes through the catalogue's ids read. An engine that is
 * off, failing or without an answer gives no ids, and the row is absent (ProductRow draws no empty heading).
 */
function Recommended({ productId, delivery }: { productId: number; delivery: PageDelivery }) {
  const t = useT();
  const { data } = useSWR<{ data: RecommendationsAnswer }>(`/api/recommendations?productIds=${productId}`);
  return (
    <ProductRow
      title={t('catalog.detail.recommendedForYou')}
      testId="recommended"
      boxes={useProductBoxes(data?.data.ids ?? NO_IDS, delivery)}
    />
  );
}
const NO_IDS: number[] = [];

/** SPEC 4/9: last visited, newest first, no duplicates, 8; kept in localStorage (by product-visit.tsx). */
/** The page's carriers and home country (ProductPageData.delivery). */
type PageDelivery = { carriers: Carrier[]; country: string };

function LastVisited({ productId, delivery }: { productId: number; delivery: PageDelivery }) {
  const t = useT();
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    try {
      const stored = parseLastVisited(window.localStorage.getItem(LAST_VISITED_STORAGE_KEY));
      setIds(stored.filter((id) => id !== productId));
    } catch {
      // storage blocked (private mode): nothing to show
    }
  }, [productId]);
  return (
    <ProductRow title={t('catalog.detail.lastVisited')} testId="last-visited" boxes={useProductBoxes(ids, delivery)} />
  );
}

/** SPEC 1 product manuals: download links with their file type and size (the worker words them). */
function Manuals({ manuals }: { manuals: readonly { href: string; title: string; info: string }[] }) {
  const t = useT();
  if (!manuals.length) return null;
  return (
    <section className="product-section" id="manuals" aria-labelledby="manuals-title" data-testid="manuals">
      <h2 className="section-title" id="manuals-title">
        {t('catalog.detail.manuals')}
      </h2>
      <ul className="manuals">
        {manuals.map((m) => (
          <li key={m.href}>
            <a href={m.href} download className="manuals__link">
              {m.title}
            </a>{' '}
            <span className="muted">({m.info})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ProductExtras({
  product,
  alternativeIds,
  delivery,
}: {
  /** The product shown. */
  product: ReviewedProduct & {
    manuals: readonly { href: string; title: string; info: string }[];
  };
  alternativeIds: number[];
  delivery: PageDelivery;
}) {
  const productId = product.id;
  const t = useT();
  const alternatives = useProductBoxes(alternativeIds, delivery);
  return (
    <>
      <Manuals manuals={product.manuals} />
      <ProductRow title={t('catalog.detail.alternatives')} testId="alternatives" boxes={alternatives} />
      <Reviews product={product} />
      <Comments productId={productId} />
      {/* Last: rows only the browser can fill (the engine's answer, this browser's history) appear
          after the first paint, so nothing that loads late pushes down a section the shopper reads
          or a link jumped to (#reviews). */}
      <Recommended productId={productId} delivery={delivery} />
      <LastVisited productId={productId} delivery={delivery} />
    </>
  );
}
