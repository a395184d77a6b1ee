import { displayPrices, formatMoney, priceBoxClass, type CurrencyFormat } from '../../../shared/money';
import { type NetContents, unitPriceText } from '../../../shared/unit-price';
import { useShell, useT } from '../../shell-context';
import type { PriceView } from './product-box-view';

/** The shop's currency formats by code (the shell knows every currency of the site). */
export function useCurrencyFormat(code: string): CurrencyFormat {
  const shell = useShell();
  return shell.currencies.find((c) => c.code === code) ?? shell.currency;
}

interface PriceBoxProps {
  price: PriceView;
  /** Detail pages show the secondary (other VAT) price too; boxes keep to one line. */
  showSecondary?: boolean;
  /** The product's net contents when sold by volume or weight: the unit price follows the price. */
  contents?: NetContents | null;
  className?: string;
}

/**
 * Current price (with or without VAT per the display setting; 0 as the free text). A reduction shows
 * its prior price (the lowest of the 30 days before it, PriceView) struck through and named in full
 * beside it, wherever a price box shows it (boxes, product page, quick views, offers). For a product
 * sold by volume or weight, the contents and the price per litre or kilogram of the price shown
 * (shared/unit-price.ts). Layout widens for long numbers (SPEC 9: above 999 and 99999).
 */
export function PriceBox({ price, showSecondary = false, contents, className }: PriceBoxProps) {
  const shell = useShell();
  const t = useT();
  const currency = useCurrencyFormat(price.currencyCode);
  const vatExcluded = !shell.settings.pricesWithVat;
  const shown = displayPrices({ withTax: price.withTax, withoutTax: price.withoutTax }, currency, {
    bothPrices: showSecondary,
    vatExcluded,
  });
  const prior = shown.primary.kind === 'amount' ? (vatExcluded ? price.priorWithoutTax : price.priorWithTax) : null;
  const primaryAmount = vatExcluded ? price.withoutTax : price.withTax;
  const unitPrice = unitPriceText(primaryAmount, contents, currency);
  return (
    <div className={`price-box ${priceBoxClass(primaryAmount)} ${className ?? ''}`} data-testid="price">
      {prior !== null ? (
        // Struck through: the prior price the sentence below names (so read once, there).
        <s className="price-box__original" aria-hidden="true">
          {formatMoney(prior, currency)}
        </s>
      ) : null}
      <strong className={`price-box__current${prior !== null ? ' price-box__current--sale' : ''}`}>
        {shown.primary.kind === 'free' ? t(shown.primary.messageKey) : shown.primary.text}
      </strong>
      {prior !== null ? (
        <span className="price-box__prior" data-testid="prior-price">
          {t('catalog.price.lowest30d', { price: formatMoney(prior, currency) })}
        </span>
      ) : null}
      {shown.secondary?.kind === 'amount' ? (
        <span className="price-box__secondary">
          {t(shown.secondary.vat === 'with' ? 'catalog.price.priceWithVat' : 'catalog.price.priceWithoutVat', {
            price: shown.secondary.text,
          })}
        </span>
      ) : null}
      {unitPrice ? (
        <span className="price-box__unit" data-testid="unit-price">
          {t('catalog.price.unitPrice', { ...unitPrice })}
        </span>
      ) : null}
    </div>
  );
}
