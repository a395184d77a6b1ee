/**
 * SPEC 4 checkout transitions for the shipping/payment choices and order gifts, as pure functions
 * over the persisted choice state (ids as strings, like the form holds them; '' = none):
 * - selecting another shipper clears the chosen branch (and time slot);
 * - a chosen payment is cleared if the shipper blocks it;
 * - a shipper or payment no longer offered is cleared;
 * - a chosen gift is removed if unavailable or if its threshold exceeds the discount-limit price.
 * Personal pickup is the default shipper and hidden from the list (SPEC 9).
 */

export interface ShipperLike {
  id: number;
  type: string;
  hidden?: boolean;
  hasBranches?: boolean;
  hasDeliveryTimes?: boolean;
  blockedPayments: readonly number[];
}

export interface PaymentLike {
  id: number;
}

export interface GiftLike {
  id: number;
  price_from: number;
  availability: { isAvailable: boolean };
}

export interface MethodChoices {
  shipper: string;
  shipperBranch: string;
  payment: string;
  deliveryTimeSlot: string;
}

const idOf = (v: string): number | null => (v === '' ? null : Number(v));

/** Shippers shown in the list: personal pickup (the hidden default) is left out. */
export function listedShippers<S extends ShipperLike>(shippers: readonly S[]): S[] {
  return shippers.filter((s) => s.type !== 'PERSONAL' && !s.hidden);
}

/** Payments the shipper allows (all when no shipper is chosen). */
export function allowedPayments<P extends PaymentLike>(payments: readonly P[], shipper: ShipperLike | undefined): P[] {
  if (!shipper) return [...payments];
  return payments.filter((p) => !shipper.blockedPayments.includes(p.id));
}

/** What changed when reconciling, so the UI can tell the shopper why a choice disappeared. */
export interface ChoiceChange {
  shipperCleared: boolean;
  paymentCleared: boolean;
}

/** Shopper picks a shipper: branch and time slot belong to the old one; a blocked payment goes. */
export function selectShipper(
  choices: MethodChoices,
  shipper: ShipperLike,
): { choices: MethodChoices; paymentCleared: boolean } {
  const same = choices.shipper === String(shipper.id);
  const paymentId = idOf(choices.payment);
  const paymentCleared = paymentId !== null && shipper.blockedPayments.includes(paymentId);
  return {
    choices: {
      shipper: String(shipper.id),
      shipperBranch: same ? choices.shipperBranch : '',
      deliveryTimeSlot: same ? choices.deliveryTimeSlot : '',
      payment: paymentCleared ? '' : choices.payment,
    },
    paymentCleared,
  };
}

/**
 * Clears choices the store no longer offers (after the shipper or payment lists load): a shipper not
 * in the list (with its branch and slot), a payment not offered or blocked by the shipper.
 */
export function reconcileChoices(
  choices: MethodChoices,
  shippers: readonly ShipperLike[],
  payments: readonly PaymentLike[],
): { choices: MethodChoices; change: ChoiceChange } {
  let next = { ...choices };
  const change: ChoiceChange = { shipperCleared: false, paymentCleared: false };
  const shipperId = idOf(next.shipper);
  const shipper = shipperId === null ? undefined : listedShippers(shippers).find((s) => s.id === shipperId);
  if (shipperId !== null && !shipper) {
    next = { ...next, shipper: '', shipperBranch: '', deliveryTimeSlot: '' };
    change.shipperCleared = true;
  }
  if (shipper && !shipper.hasBranches && next.shipperBranch !== '') next.shipperBranch = '';
  if (shipper && !shipper.hasDeliveryTimes && next.deliveryTimeSlot !== '') next.deliveryTimeSlot = '';
  const paymentId = idOf(next.payment);
  if (paymentId !== null) {
    const offered = payments.some((p) => p.id === paymentId);
    const blocked = shipper?.blockedPayments.includes(paymentId) ?? false;
    if (!offered || blocked) {
      next.payment = '';
      change.paymentCleared = true;
    }
  }
  return { choices: next, change };
}

/** Gifts the shopper may keep: still available and within the cart's discount-limit price. */
export function reconcileGifts(
  selected: readonly number[],
  gifts: readonly GiftLike[],
  discountLimitPriceWithVat: number,
): number[] {
  return selected.filter((id) => {
    const gift = gifts.find((g) => g.id === id);
    return gift?.availability.isAvailable && gift.price_from <= discountLimitPriceWithVat;
  });
}

/**
 * What the gift picker's hint says (issue 31: "Nakúpte ešte za 16,10 €" read as if no gift could be
 * chosen while the 30 € one already could): the next available gift the cart does not reach yet, and
 * whether one is selectable already. Null when every available gift is reached.
 */
export function giftHint<G extends GiftLike>(
  gifts: readonly G[],
  discountLimitPriceWithVat: number,
): { next: G; remaining: number; oneSelectable: boolean } | null {
  const available = gifts.filter((g) => g.availability.isAvailable);
  const next = available
    .filter((g) => g.price_from > discountLimitPriceWithVat)
    .sort((a, b) => a.price_from - b.price_from)[0];
  if (!next) return null;
  return {
    next,
    remaining: next.price_from - discountLimitPriceWithVat,
    oneSelectable: available.some((g) => g.price_from <= discountLimitPriceWithVat),
  };
}

/**
 * The consents the checkout offers, in this order (SPEC 3 checkout input fields). Zboží.cz is a Czech
 * price-comparison site: its review consent is offered on the Czech site only (issue 31: it was
 * asked on the Slovak site, where the shop is not listed there). Heureka runs in both countries.
 */
export function offeredConsents(domainCode: string) {
  return (
    ['newsletter', 'heurekaAllow', 'zboziczAllow', 'magazine', 'phoneNotification', 'cardRequest'] as const
  ).filter((field) => field !== 'zboziczAllow' || domainCode === 'cz');
}
