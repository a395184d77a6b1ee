import { Suspense, useState, type ReactNode } from 'react';
import { IMAGE_SIZES } from '../../../shared/image-url';
import { showsFreeShippingTag } from '../../../shared/money';
import { preselectVariant } from '../../../shared/variant-preselection';
import { colourSwatches } from '../../../shared/colour-swatches';
import { WishlistHeart } from './wishlist-heart-part';
import { useShell, useT } from '../../shell-context';
import { CdnImage } from '../image/cdn-image';
import { AddToCartButton } from './add-to-cart';
import { AvailabilityLabel, DeliveryDateLabel } from './availability-label';
import { PriceBox } from './price-box';
import type { ProductBoxView } from './product-box-view';
import { QuantityStepper } from '../quantity-stepper';
import { RenderedOnce } from '../../shell/rendered-once';
import { requestCompare, useComparedIds } from '../../compare/compare-store';
import { TagBadge } from './tag-badge';

export type { ProductBoxView } from './product-box-view';
// The comparison's chunk (client/compare/compare-dock.tsx) takes the compare store from here, not
// from its module: both then reach it the same way, and the bundler keeps it in the product box's
// chunk instead of a chunk of its own (one file less, ~110 B gzip less on category and home pages).
export {
  comparedIds,
  publishComparedIds,
  subscribeCompare,
  takeCompareRequests,
  useComparedIds,
} from '../../compare/compare-store';

/** A variant's link: the box's product URL (product-href.ts built it, wildcard or not) with the variant preselected. */
const variantHref = (href: string, variantId: number) => `${href}?variant_id=${variantId}`;

export interface ProductBoxProps {
  product: ProductBoxView;
  /** The first visible box: its image loads eagerly with high priority (LCP). */
  priority?: boolean;
  /** Parameter value ids chosen in the catalogue filters: preselect the best-matching variant (SPEC 4). */
  selectedValues?: readonly number[];
  /** Show the quantity stepper (SPEC 2); off in narrow carousels. */
  showQuantity?: boolean;
  /** Extra controls in the image corner (the favourites engineer's wishlist toggle). */
  actions?: ReactNode;
  /** Heading level of the name inside the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The product box (SPEC 2): image with hover image, tags, discount badge, name, category, availability,
 * description (the store's perex, plain text), delivery date, prices, add to cart (or Detail), colour
 * variants (hover shows the variant), quantity.
 */
/**
 * A short key per view object, for the isolate's life: the worker's views are shared and read-only,
 * one per product answer and delivery promises (product-box-view.ts), so a view is what its box
 * shows. The key had been the view's whole JSON (1-2 KB): each box of each page built it into a new
 * string that the fragment memo then hashed and compared again (a category page's render spent
 * 5 % in it, 11-27). Keys are never reused, so a key always names the view it was made for.
 */
const viewKeys = new WeakMap<ProductBoxView, string>();
let nextViewKey = 0;
function keyOf(product: ProductBoxView): string {
  let key = viewKeys.get(product);
  if (key === undefined) viewKeys.set(product, (key = `v${nextViewKey++}`));
  return key;
}

export function ProductBox(props: ProductBoxProps) {
  const { product, priority = false, selectedValues = [], showQuantity = true, actions, headingLevel = 3 } = props;
  return (
    <RenderedOnce
      as="article"
      hostProps={{ className: 'product-box', 'data-testid': 'product-box', 'data-product-id': product.id }}
      // Everything the box shows comes from these and the shell; extra controls (`actions`) cannot be keyed.
      memoKey={() =>
        actions === undefined
          ? `product-box ${JSON.stringify([priority, selectedValues, showQuantity, headingLevel])} ${keyOf(product)}`
          : null
      }
    >
      <ProductBoxContent {...props} />
    </RenderedOnce>
  );
}

function ProductBoxContent({
  product,
  priority,
  selectedValues = [],
  showQuantity = true,
  actions,
  headingLevel = 3,
}: ProductBoxProps) {
  const t = useT();
  const shell = useShell();
  const preselected =
    product.variants.length > 1 ? preselectVariant(product.variants, selectedValues, product.defaultVariantId) : null;
  const [hovered, setHovered] = useState<number | null>(null);
  const [amount, setAmount] = useState(product.availability.amountMin || 1);
  const shownVariant = product.variants.find((v) => v.id === (hovered ?? (selectedValues.length ? preselected : null)));
  const imagePath = shownVariant?.imagePath ?? product.imagePath;
  const href = shownVariant ? variantHref(product.href, shownVariant.id) : product.href;
  const colours = colourSwatches(product.variants);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const freeShipping =
    shell.settings.showFreeDeliveryTag && showsFreeShippingTag(product.price.withTax, shell.settings.freeShippingAt);
  const price = shownVariant?.price ?? product.price;
  const availability = shownVariant?.availability ?? product.availability;

  return (
    <>
      <div className="product-box__media">
        {/* biome-ignore lint/a11y/useAnchorContent: the image repeats the title link beside it, so it is hidden from assistive tech and the tab order */}
        <a href={href} className="product-box__image-link" tabIndex={-1} aria-hidden="true">
          <CdnImage
            path={imagePath}
            alt={product.imageAlt}
            size={IMAGE_SIZES.box}
            style="box"
            priority={priority}
            sizes="(max-width: 480px) 50vw, 255px"
            className="product-box__image"
          />
          {product.hoverImagePath && !shownVariant ? (
            <CdnImage
              path={product.hoverImagePath}
              alt=""
              size={IMAGE_SIZES.box}
              style="box"
              className="product-box__hover-image"
              sizes="(max-width: 480px) 50vw, 255px"
            />
          ) : null}
        </a>
        <div className="product-box__badges">
          {product.discountPercent ? (
            <span className="badge badge--discount">
              {t('catalog.productBox.discount', { percent: product.discountPercent })}
            </span>
          ) : null}
          {product.tags.map((tag) => (
            <TagBadge key={tag.code} tag={tag} />
          ))}
          {freeShipping ? <span className="badge badge--shipping">{t('catalog.delivery.freeShipping')}</span> : null}
        </div>
        {actions ? (
          <div className="product-box__actions">{actions}</div>
        ) : shell.loggedIn ? (
          <div className="product-box__actions">
            <Suspense fallback={null}>
              <WishlistHeart
                productId={product.id}
                variantId={(selectedValues.length ? preselected : null) ?? product.defaultVariantId}
                list={{ productName: product.name, compact: true }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      <div className="product-box__body">
        <span className="product-box__category">{product.categoryName}</span>
        <Heading className="product-box__name">
          <a href={href}>{product.name}</a>
        </Heading>
        {product.perex ? <p className="product-box__description">{product.perex}</p> : null}
        {colours.length > 1 ? (
          <ul
            className="product-box__colours"
            aria-label={t('catalog.productBox.colors')}
            onMouseLeave={() => setHovered(null)}
          >
            {colours.slice(0, 6).map((v) => (
              <li key={v.id}>
                {/* biome-ignore lint/a11y/useAnchorContent: a colour swatch link, named by aria-label */}
                <a
                  href={variantHref(product.href, v.id)}
                  className={`swatch swatch--link${v.id === shownVariant?.id ? ' swatch--active' : ''}`}
                  style={{ background: v.swatch ?? v.colorHex ?? undefined }}
                  title={v.colorName ?? v.name}
                  aria-label={v.colorName ?? v.name}
                  onMouseEnter={() => setHovered(v.id)}
                  onFocus={() => setHovered(v.id)}
                />
              </li>
            ))}
            {colours.length > 6 ? (
              <li className="product-box__more-colours">
                {t('catalog.productBox.moreVariants', { count: colours.length - 6 })}
              </li>
            ) : null}
          </ul>
        ) : product.variants.length > 1 ? (
          <span className="product-box__variant-count">
            {t('catalog.productBox.variants', { count: product.variants.length })}
          </span>
        ) : null}
        <div className="product-box__availability">
          <AvailabilityLabel availability={availability} />
          {availability.delivery ? <DeliveryDateLabel delivery={availability.delivery} /> : null}
        </div>
        {shell.settings.compare ? <CompareButton productId={product.id} /> : null}
        <PriceBox price={price} contents={product.contents} className="product-box__price" />
        <div className="product-box__buy">
          {product.variants.length > 1 || !product.availability.isAvailable ? null : showQuantity ? (
            <QuantityStepper
              value={amount}
              onChange={setAmount}
              min={product.availability.amountMin}
              max={product.availability.amountMax}
              unit={product.unit}
            />
          ) : null}
          {product.saleable ? (
            <AddToCartButton
              compact
              amount={product.variants.length > 1 ? 1 : amount}
              product={{
                id: product.id,
                name: product.name,
                imagePath: product.imagePath,
                price: product.price,
                isAvailable: product.availability.isAvailable,
                saleable: product.saleable,
                defaultVariantId: product.defaultVariantId,
                variants: product.variants,
              }}
            />
          ) : (
            <a className="button button--ghost" href={href}>
              {t('catalog.productBox.detail')}
            </a>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * SPEC 2/4 compare button (with the store's comparison on): a tap adds or removes the product and
 * opens the comparison (client/compare/). Not pressed in the server's markup, which is the same for
 * every shopper (RenderedOnce); pressed once the comparison's chunk has read the stored ids.
 */
function CompareButton({ productId }: { productId: number }) {
  const t = useT();
  return (
    <button
      type="button"
      className="product-box__compare"
      aria-pressed={useComparedIds().includes(productId)}
      data-testid="compare-button"
      onClick={() => requestCompare(productId)}
    >
      {t('catalog.productBox.compare')}
    </button>
  );
}
