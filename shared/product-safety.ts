/**
 * The product-safety facts an online offer must show (GPSR, Regulation (EU) 2023/988 Art. 19):
 * the manufacturer's name, postal and electronic address; where it is established outside the EU,
 * its EU responsible person; what identifies the product (brand, model, EAN, picture: the page has
 * them); and its warnings and safety instructions in the page's language. Worked out from the content
 * API's entities (the brand's linked manufacturer, the materials' warnings) and the product's own
 * warnings, by the product page and by the ops listing of products that lack them (one rule for both).
 */
import type { Brand, Manufacturer, Material, PostalAddress, ResponsiblePerson } from './contracts/content';
import type { Product } from './contracts/store';

/** The 27 member states (ISO 3166 alpha-2). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/** An economic operator as the page shows it: one line of address, and the electronic addresses it has. */
export interface OperatorView {
  name: string;
  address: string;
  email: string | null;
  /** An http(s) URL (anything else the content holds there is dropped). */
  webForm: string | null;
}

export interface SafetyFacts {
  manufacturer: OperatorView | null;
  /** Shown when the manufacturer is outside the EU (null inside it, or when none is on file). */
  responsiblePerson: OperatorView | null;
  warnings: string[];
}

/** What can be missing for the facts to be complete: what an ops person fixes in the content. */
export const SAFETY_GAPS = [
  /** The brand links no manufacturer (or the product has no brand). */
  'manufacturer',
  'manufacturer_address',
  /** Neither an e-mail nor a web form. */
  'manufacturer_contact',
  /** A manufacturer outside the EU without a responsible person established in the EU. */
  'eu_responsible_person',
  'eu_responsible_person_contact',
  /** No warnings or safety instructions, neither the product's nor its materials'. */
  'warnings',
] as const;
export type SafetyGap = (typeof SAFETY_GAPS)[number];

const addressLine = (a: PostalAddress) =>
  [a.street, `${a.postcode} ${a.city}`.trim(), a.country].filter((part) => part.trim() !== '').join(', ');

const hasAddress = (a: PostalAddress) => a.street.trim() !== '' && a.city.trim() !== '';
/** A web form is an http(s) address the page links to; anything else is not a usable electronic address. */
const webForm = (value: string | null) => {
  const v = value?.trim() ?? '';
  return /^https?:\/\/[^\s"<>]+$/.test(v) ? v : null;
};
const hasContact = (o: { email: string | null; web_form: string | null }) =>
  Boolean(o.email?.trim() || webForm(o.web_form));

function operatorView(o: Manufacturer | ResponsiblePerson): OperatorView {
  return {
    name: o.name,
    address: addressLine(o.address),
    email: o.email?.trim() || null,
    webForm: webForm(o.web_form),
  };
}

/**
 * The facts of one product and what they lack. `brand` is the product's brand entity (its
 * `manufacturer` resolved), `materials` its material entities.
 */
export function productSafety(
  product: Pick<Product, 'content'>,
  brand: Pick<Brand, 'manufacturer'> | null,
  materials: readonly Pick<Material, 'safety_warnings'>[],
): { facts: SafetyFacts; gaps: SafetyGap[] } {
  const gaps: SafetyGap[] = [];
  const m = brand?.manufacturer ?? null;
  let responsiblePerson: OperatorView | null = null;
  if (!m) gaps.push('manufacturer');
  else {
    if (!hasAddress(m.address)) gaps.push('manufacturer_address');
    if (!hasContact(m)) gaps.push('manufacturer_contact');
    if (!EU_COUNTRIES.has(m.address.country_code)) {
      const rp = m.eu_responsible_person;
      if (!rp || !hasAddress(rp.address) || !EU_COUNTRIES.has(rp.address.country_code))
        gaps.push('eu_responsible_person');
      else if (!hasContact(rp)) gaps.push('eu_responsible_person_contact');
      if (rp) responsiblePerson = operatorView(rp);
    }
  }
  const warnings = [
    ...new Set(
      [...(product.content.safety_information ?? []), ...materials.flatMap((x) => x.safety_warnings)]
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
  if (warnings.length === 0) gaps.push('warnings');
  return { facts: { manufacturer: m ? operatorView(m) : null, responsiblePerson, warnings }, gaps };
}
