import { Suspense, useState } from 'react';
import type { RichTextNode } from '../../shared/contracts/content';
import { formatMoney, showsFreeShippingTag } from '../../shared/money';
import { Breadcrumbs } from '../../client/components/catalog/breadcrumbs';
import { CdnImage } from '../../client/components/image/cdn-image';
import { AddToCartButton } from '../../client/components/product/add-to-cart';
import { AvailabilityLabel, DeliveryDateLabel } from '../../client/components/product/availability-label';
import { PriceBox, useCurrencyFormat } from '../../client/components/product/price-box';
import type { ProductBoxView, VariantView } from '../../client/components/product/product-box-view';
import { ProductGallery } from '../../client/components/product/product-gallery';
import { QuantityStepper } from '../../client/components/quantity-stepper';
import { StarRating } from '../../client/components/product/star-rating';
import { IMAGE_SIZES } from '../../shared/image-url';
import { useShell, useT } from '../../client/shell-context';
import { clientPart, lazyPart } from '../../client/router/chunk-reload';
import { perPage, RenderedOnce } from '../../client/shell/rendered-once';
import { WishlistHeart } from '../../client/components/product/wishlist-heart-part';
import type { PageProps } from '../../client/router/page-props';
import type { Carrier } from '../../shared/delivery-promise';
import { TagBadge } from '../../client/components/product/tag-badge';

export interface ProductDetailView extends Omit<ProductBoxView, 'variants'> {
  fullname: string;
  code: string;
  ean: string;
  description: string[];
  images: { path: string; alt: string }[];
  rating: number | null;
  ratingCount: number;
  /** How many of the `ratingCount` reviews are verified purchases. */
  verifiedRatingCount: number;
  quantityPrices: { amountFrom: number; unitWithTax: number; unitWithoutTax: number }[];
  recommendedPrice: number | null;
  variants: VariantView[];
  /** A colour value's `swatch`: its texture as a CSS background, as VariantView's. */
  parameters: {
    entityId: number;
    name: string;
    values: { id: number; title: string; hex: string | null; swatch?: string }[];
  }[];
  gifts: { id: number; name: string; imagePath: string | null; isAvailable: boolean }[];
  freeShipping: boolean;
  nPlusOne: string | null;
  /** SPEC 1 product manuals: download links with file type and size (worker/loaders/product-manuals.ts). */
  manuals: { href: string; title: string; info: string }[];
}

export interface ProductPageData {
  product: ProductDetailView;
  selectedVariantId: number;
  /** SPEC 6: a business user's layout, a table of the variants with an amount for each (worker decides). */
  businessVariants: boolean;
  /** `?for_credits` on a shop with loyalty credits: the add-to-cart pays the line with credits. */
  forCredits: boolean;
  brand: { id: string; title: string; href: string; imagePath: string | null } | null;
  materials: { id: string; title: string; hygiene: boolean; lubricants: string; description: RichTextNode | null }[];
  /**
   * The GPSR Art. 19 product-safety section (shared/product-safety.ts, ./safety-section.tsx) as static
   * markup the loader rendered: written below the parameters as it is, no client code of its own.
   */
  safetyHtml: string;
  breadcrumbs: { title: string; href: string }[];
  /** Read by the browser after load (ProductExtras): below the fold, they never hold the page. */
  alternativeIds: number[];
  /** The carriers the page's promises were made from, for the boxes built after load (ProductExtras). */
  delivery: { carriers: Carrier[]; country: string };
}

/**
 * Alternatives, reviews, comments and last visited talk to the API: their own chunk, fetched when their
 * place nears the screen (SPEC 4). What every view does (view_item, the visit kept, the phone's buy bar)
 * is its own chunk, fetched after hydration.
 */
const ProductExtras = clientPart(
  () => import('../../client/components/product/product-extras').then((m) => m.default),
  true,
);
const ProductVisit = clientPart(() => import('../../client/components/product/product-visit').then((m) => m.default));

/*
 * LIVE_FORMS: the two forms below are server-rendered, lazy and rendered without a Suspense boundary
 * of their own, so the page's own boundary hydrates with them: the page is live (markLive, client/
 * router/hydration.ts) only once they answer. In a boundary of their own they hydrated later, and a
 * submit made before the page was ready, replayed when it was live, went to the not yet hydrated
 * form: a native submit (a reload with the amounts, or the e-mail, in the URL).
 */

/**
 * Only sometimes shown, so not part of the page's first-load JS: the watch-availability form (sold-out
 * products only; it renders nothing when the store has watchers off, a check kept in its chunk).
 */
const WatchAvailability = lazyPart(() =>
  import('../../client/components/product/watch-availability').then((m) => m.default),
);

/** SPEC 6: business users' variant table; only their product pages fetch its code (the server renders it). */
const BusinessVariants = lazyPart(() =>
  import('../../client/components/product/business-variants').then((m) => m.default),
);

const VARIANTS_SHOWN = 4; // SPEC 9

/**
 * The variant chips. A GET form of the product's own URL, each chip a submit button naming its
 * `variant_id` (SPEC 2), the URL's other parameters kept as hidden fields: a tap before the page has
 * hydrated (or with scripts blocked) loads the page with that variant chosen, instead of doing
 * nothing. Once hydrated, a tap chooses the variant in place.
 */
function VariantPicker({
  variants,
  selected,
  onSelect,
  url,
}: {
  variants: VariantView[];
  selected: number;
  onSelect: (id: number) => void;
  /** This page's path and query (the form's action and kept parameters). */
  url: string;
}) {
  const t = useT();
  const [all, setAll] = useState(false);
  const selectedIndex = variants.findIndex((v) => v.id === selected);
  // The chosen variant stays visible even when it is past the first four.
  const shown =
    all || selectedIndex < VARIANTS_SHOWN
      ? all
        ? variants
        : variants.slice(0, VARIANTS_SHOWN)
      : [...variants.slice(0, VARIANTS_SHOWN - 1), variants[selectedIndex]!];
  const [path, query = ''] = url.split('?');
  const kept = [...new URLSearchParams(query)].filter(([name]) => name !== 'variant_id');
  return (
    <form method="get" action={path}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="variant-picker">
        <legend className="variant-picker__legend">{t('catalog.detail.variants')}</legend>
        <div className="variant-picker__options">
          {shown.map((v) => (
            <button
              key={v.id}
              type="submit"
              name="variant_id"
              value={v.id}
              className={`variant-chip${v.id === selected ? ' variant-chip--selected' : ''}${v.availability.isAvailable ? '' : ' variant-chip--out'}`}
              aria-pressed={v.id === selected}
              onClick={(event) => {
                event.preventDefault();
                onSelect(v.id);
              }}
              data-testid="variant-chip"
            >
              {v.colorHex ? (
                <span className="swatch" style={{ background: v.swatch ?? v.colorHex }} aria-hidden="true" />
              ) : null}
              {v.name}
            </button>
          ))}
        </div>
        {!all && variants.length > VARIANTS_SHOWN ? (
          <button type="button" className="link-button" onClick={() => setAll(true)}>
            {t('catalog.detail.showAllVariants', { count: variants.length })}
          </button>
        ) : null}
      </fieldset>
    </form>
  );
}

export default function ProductPage({ data, url }: PageProps<ProductPageData>) {
  const t = useT();
  const shell = useShell();
  const { product } = data;
  // The shopper's choice belongs to the page data it was made on: a new payload (another product,
  // a client navigation) starts again on its own variant. Derived in render, not reset by an effect:
  // an effect on mount ran after a tap React handled between hydrating the page and running effects,
  // and undid it (the size tapped during hydration was lost).
  const [chosen, setChosen] = useState<[ProductPageData, number]>();
  const variantId = chosen?.[0] === data ? chosen[1] : data.selectedVariantId;
  const [amount, setAmount] = useState(product.availability.amountMin || 1);
  const currency = useCurrencyFormat(product.price.currencyCode);
  const variant = product.variants.find((v) => v.id === variantId);
  const price = variant?.price ?? product.price;
  const availability = variant?.availability ?? product.availability;
  const freeShipping =
    product.freeShipping ||
    (shell.settings.showFreeDeliveryTag && showsFreeShippingTag(price.withTax, shell.settings.freeShippingAt));

  const selectVariant = (id: number) => {
    setChosen([data, id]);
    // Shareable without a reload or a new history entry (SPEC 2: variant_id).
    const url = new URL(window.location.href);
    url.searchParams.set('variant_id', String(id));
    window.history.replaceState(window.history.state, '', url.href);
  };

  return (
    <div className="container product-page">
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="product-detail">
        <ProductGallery
          images={product.images}
          name={product.name}
          overridePath={variant?.imagePath !== product.imagePath ? variant?.imagePath : null}
        />
        {/* Written from markup rendered before for the same shared page data (issue 28), but for a
            business user's variant table, whose form fields take ids from their place in the page. */}
        <RenderedOnce
          as="div"
          hostProps={{ className: 'product-detail__info' }}
          memoKey={data.businessVariants ? () => null : perPage('info')}
        >
          <div className="product-detail__badges">
            {/* The chosen variant's reduction, from its 30-day prior price (PriceView). */}
            {price.percent ? (
              <span className="badge badge--discount">
                {t('catalog.productBox.discount', { percent: price.percent })}
              </span>
            ) : null}
            {product.tags.map((tag) => (
              <TagBadge key={tag.code} tag={tag} linked />
            ))}
            {freeShipping ? <span className="badge badge--shipping">{t('catalog.delivery.freeShipping')}</span> : null}
            {product.nPlusOne ? <span className="badge badge--discount">{product.nPlusOne}</span> : null}
          </div>
          <h1 className="product-detail__name">{product.name}</h1>
          <div className="product-detail__meta">
            <a href="#reviews" className="product-detail__rating">
              <StarRating
                rating={product.rating}
                count={product.ratingCount}
                verifiedCount={product.verifiedRatingCount}
              />
            </a>
            {data.brand ? (
              <a href={data.brand.href} className="product-detail__brand">
                {data.brand.title}
              </a>
            ) : null}
            <span className="muted">{t('catalog.detail.code', { code: product.code })}</span>
          </div>
          {product.perex ? <p className="product-detail__perex">{product.perex}</p> : null}
          {data.businessVariants ? (
            // No boundary of its own (nor the watch form's): see LIVE_FORMS above.
            <BusinessVariants product={product} />
          ) : product.variants.length > 1 ? (
            <VariantPicker variants={product.variants} selected={variantId} onSelect={selectVariant} url={url} />
          ) : null}
          <div className="buy-box">
            <PriceBox price={price} contents={product.contents} showSecondary className="buy-box__price" />
            {product.recommendedPrice ? (
              <p className="muted buy-box__recommended">
                {t('catalog.price.recommended')}: {formatMoney(product.recommendedPrice, currency)}
              </p>
            ) : null}
            {product.quantityPrices.length ? (
              <div className="quantity-prices">
                <p className="quantity-prices__title">{t('catalog.price.quantityPrices')}</p>
                <ul>
                  {product.quantityPrices.map((q) => (
                    <li key={q.amountFrom}>
                      <span>{t('catalog.price.quantityPriceFrom', { count: q.amountFrom })}</span>
                      <strong>
                        {formatMoney(shell.settings.pricesWithVat ? q.unitWithTax : q.unitWithoutTax, currency)}
                      </strong>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="buy-box__availability">
              <AvailabilityLabel availability={availability} />
              {availability.delivery ? <DeliveryDateLabel delivery={availability.delivery} /> : null}
            </div>
            {product.saleable && !data.businessVariants ? (
              <div className="buy-box__actions">
                {availability.isAvailable ? (
                  <QuantityStepper
                    value={amount}
                    onChange={setAmount}
                    min={availability.amountMin}
                    max={availability.amountMax}
                    unit={product.unit}
                  />
                ) : null}
                <AddToCartButton
                  forCredits={data.forCredits && shell.loggedIn}
                  amount={amount}
                  variantId={product.variants.length > 1 ? variantId : null}
                  product={{
                    id: product.id,
                    name: product.name,
                    imagePath: variant?.imagePath ?? product.imagePath,
                    price: product.price,
                    isAvailable: product.availability.isAvailable,
                    saleable: product.saleable,
                    defaultVariantId: product.defaultVariantId,
                    variants: product.variants,
                  }}
                />
              </div>
            ) : null}
            {data.forCredits ? (
              <p className="buy-box__credits" data-testid="for-credits">
                {shell.loggedIn ? (
                  t('catalog.detail.forCredits')
                ) : (
                  <a href={`/prihlasit?redirect=${encodeURIComponent(url)}`}>{t('catalog.detail.forCreditsLogin')}</a>
                )}
              </p>
            ) : null}
            {shell.loggedIn ? (
              <div className="buy-box__wishlist">
                <Suspense fallback={null}>
                  <WishlistHeart
                    productId={product.id}
                    variantId={variantId}
                    className="wishlist-heart--labelled"
                    list={{ productName: product.name, amount }}
                  />
                </Suspense>
              </div>
            ) : null}
            {!availability.isAvailable ? <WatchAvailability productId={product.id} /> : null}
          </div>
          {product.gifts.length ? (
            <div className="gifts">
              <p className="gifts__title">{t('catalog.detail.gifts')}</p>
              <ul>
                {product.gifts.map((g) => (
                  <li key={g.id} className={g.isAvailable ? '' : 'muted'}>
                    <CdnImage path={g.imagePath} alt="" size={IMAGE_SIZES.thumbnail} style="thumbnail" />
                    <span>{g.name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </RenderedOnce>
      </div>

      <RenderedOnce as="div" hostProps={{ className: 'product-sections' }} memoKey={perPage('sections')}>
        {product.description.length ? (
          <section className="product-section">
            <h2 className="section-title">{t('catalog.detail.description')}</h2>
            {product.description.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ) : null}
        <section className="product-section">
          <h2 className="section-title">{t('catalog.detail.parameters')}</h2>
          <dl className="parameters">
            {product.parameters.map((p) => (
              <div key={p.entityId} className="parameters__row">
                <dt>{p.name}</dt>
                <dd>
                  {p.values.map((v, i) => (
                    <span key={v.id} className="parameters__value">
                      {v.hex ? (
                        <span className="swatch" style={{ background: v.swatch ?? v.hex }} aria-hidden="true" />
                      ) : null}
                      {data.brand && p.values.length === 1 && v.title === data.brand.title ? (
                        <a href={data.brand.href}>{v.title}</a>
                      ) : (
                        v.title
                      )}
                      {i < p.values.length - 1 ? ', ' : ''}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
            {product.ean ? (
              <div className="parameters__row">
                <dt>EAN</dt>
                <dd>{product.ean}</dd>
              </div>
            ) : null}
          </dl>
          {data.materials.map((m) => (
            <div key={m.id} className="material">
              <p>
                <strong>
                  {t('catalog.detail.material')}: {m.title}
                </strong>
              </p>
              <p className="muted">
                {t('catalog.detail.hygiene')}: {m.hygiene ? '✓' : '–'} · {t('catalog.detail.lubricants')}:{' '}
                {m.lubricants}
              </p>
            </div>
          ))}
        </section>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static markup React rendered in the loader from the content's facts (safety-section.tsx), every text escaped */}
        <div className="product-safety-host" dangerouslySetInnerHTML={{ __html: data.safetyHtml }} />
        <ProductExtras product={product} alternativeIds={data.alternativeIds} delivery={data.delivery} />
        <ProductVisit
          product={product}
          buyBar={
            availability.isAvailable && product.saleable
              ? { name: product.name, price: formatMoney(price.withTax, currency) }
              : null
          }
        />
      </RenderedOnce>
    </div>
  );
}
