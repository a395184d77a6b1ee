import { addToCartBlock } from '../../../shared/add-to-cart-rules';
import { IMAGE_SIZES } from '../../../shared/image-url';
import { pathFor } from '../../../shared/route-paths';
import { useT } from '../../shell-context';
import { Modal } from '../modal';
import { CdnImage } from '../image/cdn-image';
import type { AddedItem, AddToCartProduct } from './add-to-cart';
import { AvailabilityLabel } from './availability-label';
import { PriceBox } from './price-box';
import type { VariantView } from './product-box-view';

/** SPEC 4: the item-added modal, with the way on to the cart. */
export function ItemAddedModal({ item, onClose }: { item: AddedItem; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('catalog.itemAddedModal.title')} className="item-added-modal">
      <div className="item-added" data-testid="item-added-modal">
        <CdnImage path={item.imagePath} alt={item.name} size={IMAGE_SIZES.thumbnail} style="thumbnail" />
        <div className="item-added__text">
          <p className="item-added__name">
            {item.amount}× {item.name}
          </p>
          <PriceBox price={item.price} />
        </div>
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('catalog.itemAddedModal.continueShopping')}
        </button>
        <a className="button button--primary" href={pathFor('checkout')} onClick={onClose}>
          {t('catalog.itemAddedModal.goToCart')}
        </a>
      </div>
    </Modal>
  );
}

/** SPEC 4: choose the variant first when there is more than one. */
export function VariantChoiceModal({
  product,
  onClose,
  onChoose,
}: {
  product: AddToCartProduct;
  onClose: () => void;
  onChoose: (variant: VariantView) => void;
}) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('catalog.addToCart.chooseVariant')} className="variant-modal">
      <p className="variant-modal__product">{product.name}</p>
      <ul className="variant-modal__list">
        {product.variants.map((variant) => {
          const block = addToCartBlock({
            unitWithTax: variant.price.withTax,
            isAvailable: variant.availability.isAvailable,
          });
          return (
            <li key={variant.id}>
              <button
                type="button"
                className="variant-option"
                aria-disabled={block !== null}
                title={block ? t(`catalog.addToCart.${block}`) : undefined}
                onClick={() => (block ? undefined : onChoose(variant))}
                data-testid="variant-option"
              >
                {variant.colorHex ? (
                  <span
                    className="swatch"
                    style={{ background: variant.swatch ?? variant.colorHex }}
                    aria-hidden="true"
                  />
                ) : null}
                <span className="variant-option__name">{variant.name}</span>
                <AvailabilityLabel availability={variant.availability} />
                <PriceBox price={variant.price} />
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
