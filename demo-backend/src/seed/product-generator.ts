/**
 * Deterministic product generator. Each product's data comes from a PRNG seeded with its id, so product
 * 17 is the same whether 300 or 50,000 products are seeded; only alternatives depend on the catalogue
 * size (they pick from the same category). Texts are generic and tasteful (sk, cs, de).
 */
import {
  BRANDS,
  CATEGORIES,
  COLORS,
  MATERIALS,
  PARAMETER_IDS,
  SIZES,
  TAGS,
  WAREHOUSES,
  type SeedCategory,
} from './catalog-constants';
import { SeededRandom, seedFor } from './prng';
import { defaultSortRank, isOrderable, realStock } from './orderable';
import type { NetContents } from '../../../shared/unit-price';

export type Texts = { sk: string; cs: string; de: string };
export type SeedLocale = keyof Texts;

/** Value ids of the size (5) and meters (4) parameters, which have no content entities. */
export const SIZE_VALUE_IDS: Record<string, number> = Object.fromEntries(SIZES.map((s, i) => [s, 5001 + i]));
export const METER_VALUES = [
  { id: 4001, meters: 1 },
  { id: 4002, meters: 1.5 },
  { id: 4003, meters: 2 },
  { id: 4004, meters: 3 },
] as const;

/** Gift pieces (not sold on their own) that products and order gifts hand out. */
export const GIFT_ITEMS = [
  {
    id: 9001,
    variantId: 90010,
    name: { sk: 'Cestovné balenie gélu 10 ml', cs: 'Cestovní balení gelu 10 ml', de: 'Reisegröße Gel 10 ml' },
  },
  { id: 9002, variantId: 90020, name: { sk: 'Saténová taštička', cs: 'Saténová taštička', de: 'Satinbeutel' } },
  {
    id: 9003,
    variantId: 90030,
    name: { sk: 'Vzorka masážneho oleja', cs: 'Vzorek masážního oleje', de: 'Massageöl-Probe' },
  },
] as const;

export interface VariantDoc {
  id: number;
  code: string;
  ean: string;
  size: string | null;
  colorId: number | null;
  stock: { id: number; stock: number }[];
}

/** The stored (multilingual, multi-currency) product; src/store/product-view.ts turns it into a Product. */
export interface ProductDoc {
  id: number;
  categoryId: number;
  brandId: number;
  materialId: number | null;
  meterValueId: number | null;
  colorIds: number[];
  sizes: string[];
  name: Texts;
  slug: Texts;
  perex: Texts;
  description: Texts;
  unit: Texts;
  /** What one piece contains when it is sold by volume or weight ("50 ml", "300 g"), else null. */
  netContents: NetContents | null;
  code: string;
  ean: string;
  /** Current prices with VAT (EUR at SK 23 %, CZK at CZ 21 %). */
  priceEur: number;
  priceCzk: number;
  originalEur: number;
  originalCzk: number;
  discountPercent: number;
  /** Buy n, get one free (n+1), or null. */
  nPlusOne: number | null;
  quantityTiers: { from: number; percent: number }[];
  recommendedPrice: boolean;
  checkStock: boolean;
  delayDays: number;
  saleable: boolean;
  /** The average of the product's published reviews (0-100), null without any (seed-reviews.ts sets it). */
  rating: number | null;
  /** How many published reviews the rating averages. */
  ratingCount: number;
  /** How many of them are verified purchases (absent in docs written before it was kept: 0). */
  verifiedRatingCount?: number;
  tags: string[];
  giftIds: number[];
  images: string[];
  hoverImage: string | null;
  dateOfStorage: { date_of_storage: string; amount: number; embeddedUuid: string }[];
  variants: VariantDoc[];
  alternatives: number[];
  freeShippers: number[];
  createdAt: string;
  rank: number;
  rnd: number;
}

type NameSet = { noun: Texts; lines: readonly string[]; sizes?: readonly string[]; eur: [number, number] };

const SCENTS = [
  'Amber Nights',
  'Vanilla Dream',
  'Lavender Calm',
  'Jasmine',
  'Sandalwood',
  'Ylang Ylang',
  'Coconut Bliss',
  'Rose Garden',
];
const SOFT = [
  'Aqua Soft',
  'Silk Glide',
  'Pure Touch',
  'Natural Feel',
  'Sensitive',
  'Cool Breeze',
  'Warm Glow',
  'Comfort Plus',
];
const SHAPES = ['Wave', 'Pulse', 'Bloom', 'Pebble', 'Orbit', 'Breeze', 'Muse', 'Halo', 'Ripple', 'Nova'];
const STYLES = ['Elegance', 'Midnight', 'Romance', 'Classic', 'Delicate', 'Velvet Rose', 'Moonlight', 'Grace'];

/** Product names per leaf category: a generic noun per locale plus a line name. */
const NAMES: Record<number, NameSet> = {
  11: {
    noun: { sk: 'Lubrikačný gél', cs: 'Lubrikační gel', de: 'Gleitgel' },
    lines: SOFT,
    sizes: ['50 ml', '100 ml', '150 ml'],
    eur: [6, 19],
  },
  12: {
    noun: { sk: 'Silikónový gél', cs: 'Silikonový gel', de: 'Silikon-Gleitgel' },
    lines: SOFT,
    sizes: ['50 ml', '100 ml'],
    eur: [9, 25],
  },
  21: {
    noun: { sk: 'Hrejivý masážny olej', cs: 'Hřejivý masážní olej', de: 'Wärmendes Massageöl' },
    lines: SCENTS,
    sizes: ['100 ml', '200 ml'],
    eur: [8, 24],
  },
  22: {
    noun: { sk: 'Masážna sviečka', cs: 'Masážní svíčka', de: 'Massagekerze' },
    lines: SCENTS,
    sizes: ['120 g', '200 g'],
    eur: [12, 29],
  },
  31: { noun: { sk: 'Masážna hlavica', cs: 'Masážní hlavice', de: 'Massagestab' }, lines: SHAPES, eur: [29, 119] },
  32: {
    noun: { sk: 'Masážny prístroj pre páry', cs: 'Masážní přístroj pro páry', de: 'Massagegerät für Paare' },
    lines: SHAPES,
    eur: [39, 139],
  },
  33: {
    noun: { sk: 'Cestovný masážny prístroj', cs: 'Cestovní masážní přístroj', de: 'Reise-Massagegerät' },
    lines: SHAPES,
    eur: [19, 59],
  },
  41: { noun: { sk: 'Súprava bielizne', cs: 'Souprava prádla', de: 'Dessous-Set' }, lines: STYLES, eur: [19, 69] },
  42: { noun: { sk: 'Košieľka', cs: 'Košilka', de: 'Negligé' }, lines: STYLES, eur: [15, 59] },
  43: { noun: { sk: 'Pančuchy', cs: 'Punčochy', de: 'Strümpfe' }, lines: STYLES, eur: [7, 25] },
  51: {
    noun: { sk: 'Kúpeľová soľ', cs: 'Koupelová sůl', de: 'Badesalz' },
    lines: SCENTS,
    sizes: ['300 g', '500 g'],
    eur: [6, 18],
  },
  52: {
    noun: { sk: 'Aromatický difúzor', cs: 'Aromatický difuzér', de: 'Aromadiffusor' },
    lines: SCENTS,
    eur: [14, 45],
  },
  61: {
    noun: { sk: 'Intímny umývací gél', cs: 'Intimní mycí gel', de: 'Intim-Waschgel' },
    lines: SOFT,
    sizes: ['200 ml', '250 ml'],
    eur: [5, 14],
  },
  62: {
    noun: { sk: 'Telové mlieko', cs: 'Tělové mléko', de: 'Körpermilch' },
    lines: SCENTS,
    sizes: ['200 ml', '400 ml'],
    eur: [7, 19],
  },
  71: { noun: { sk: 'Saténová šatka', cs: 'Saténový šátek', de: 'Satintuch' }, lines: STYLES, eur: [6, 19] },
  72: {
    noun: { sk: 'Čistiaci sprej', cs: 'Čisticí sprej', de: 'Reinigungsspray' },
    lines: SOFT,
    sizes: ['50 ml', '150 ml'],
    eur: [5, 12],
  },
  81: {
    noun: { sk: 'Darčeková sada pre ňu', cs: 'Dárková sada pro ni', de: 'Geschenkset für sie' },
    lines: SCENTS,
    eur: [25, 79],
  },
  82: {
    noun: { sk: 'Darčeková sada pre neho', cs: 'Dárková sada pro něj', de: 'Geschenkset für ihn' },
    lines: SHAPES,
    eur: [25, 79],
  },
  91: {
    noun: { sk: 'Sada na cvičenie panvového dna', cs: 'Sada na cvičení pánevního dna', de: 'Beckenboden-Trainingsset' },
    lines: SHAPES,
    eur: [19, 49],
  },
  92: {
    noun: { sk: 'Výživový doplnok', cs: 'Doplněk stravy', de: 'Nahrungsergänzung' },
    lines: ['Vitality', 'Energy', 'Balance', 'Harmony'],
    sizes: ['30 kapsúl', '60 kapsúl'],
    eur: [9, 29],
  },
  101: {
    noun: { sk: 'Parfum s feromónmi', cs: 'Parfém s feromony', de: 'Pheromonparfum' },
    lines: SCENTS,
    sizes: ['15 ml', '30 ml'],
    eur: [15, 45],
  },
  102: {
    noun: { sk: 'Telový sprej', cs: 'Tělový sprej', de: 'Körperspray' },
    lines: SCENTS,
    sizes: ['100 ml'],
    eur: [8, 19],
  },
  111: {
    noun: { sk: 'Kondómy', cs: 'Kondomy', de: 'Kondome' },
    lines: ['Thin', 'Classic', 'Comfort', 'Natural'],
    sizes: ['3 ks', '12 ks'],
    eur: [3, 15],
  },
  112: {
    noun: { sk: 'Tehotenský test', cs: 'Těhotenský test', de: 'Schwangerschaftstest' },
    lines: ['Early', 'Digital', 'Classic'],
    eur: [3, 12],
  },
  121: { noun: { sk: 'Wellness sada', cs: 'Wellness sada', de: 'Wellness-Set' }, lines: SCENTS, eur: [19, 59] },
};

export const LEAF_CATEGORIES: SeedCategory[] = CATEGORIES.filter((c) => !CATEGORIES.some((x) => x.parentId === c.id));

const MATERIAL_BY_CATEGORY: Record<number, number[]> = {
  11: [3007],
  12: [3001],
  21: [3008],
  22: [3008],
  31: [3001, 3002, 3003],
  32: [3001],
  33: [3001],
  41: [3005, 3006, 3004],
  42: [3005, 3006],
  43: [3005, 3004],
  71: [3006],
  62: [3008],
  81: [3006, 3008],
  82: [3001],
};

/** Fixed "today" for the seed, so createdAt and tags do not drift between machines or days. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A size label's net contents ("50 ml" → 50 ml); null for counts ("30 kapsúl", "3 ks"). */
export function netContentsOf(sizeLabel: string | null): NetContents | null {
  const m = sizeLabel ? /^(\d+(?:[.,]\d+)?) (ml|l|g|kg)$/.exec(sizeLabel) : null;
  if (!m) return null;
  return { amount: Number(m[1]!.replace(',', '.')), unit: m[2] as NetContents['unit'] };
}

/** EAN-13 with a valid check digit (858 = Slovakia prefix). */
export function ean13(n: number): string {
  const body = `858${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** EUR to a CZK shelf price (whole crowns ending in 9). */
const toCzk = (eur: number) => Math.max(9, Math.round((eur * 25) / 10) * 10 - 1);

/** The leaf category of a product id: a pure function of the id (alternatives need it for every id). */
export function categoryOf(id: number): SeedCategory {
  return new SeededRandom(seedFor(id, 1)).pick(LEAF_CATEGORIES);
}

export function generateProduct(id: number, sameCategoryIds: readonly number[]): ProductDoc {
  const rng = new SeededRandom(seedFor(id));
  const category = categoryOf(id);
  const names = NAMES[category.id];
  if (!names) throw new Error(`no names for category ${category.id}`);
  const brand = rng.pick(BRANDS);
  const line = rng.pick(names.lines);
  const sizeLabel = names.sizes ? rng.pick(names.sizes) : null;
  const name: Texts = {
    sk: [brand.title, names.noun.sk, line, sizeLabel].filter(Boolean).join(' '),
    cs: [brand.title, names.noun.cs, line, sizeLabel?.replace('kapsúl', 'kapslí')].filter(Boolean).join(' '),
    de: [brand.title, names.noun.de, line, sizeLabel?.replace('kapsúl', 'Kapseln').replace('ks', 'Stk.')]
      .filter(Boolean)
      .join(' '),
  };
  const slug: Texts = {
    sk: `${slugify(name.sk)}-${id}`,
    cs: `${slugify(name.cs)}-${id}`,
    de: `${slugify(name.de)}-${id}`,
  };
  const perex: Texts = {
    sk: `${names.noun.sk} ${line} od značky ${brand.title}: jemný k pokožke, diskrétne balenie.`,
    cs: `${names.noun.cs} ${line} od značky ${brand.title}: jemný k pokožce, diskrétní balení.`,
    de: `${names.noun.de} ${line} von ${brand.title}: hautfreundlich, diskret verpackt.`,
  };
  const description: Texts = {
    sk: `<p>${name.sk} je súčasťou rady ${line}. Dermatologicky testované, vhodné na každodenné použitie.</p><p>Skladujte na suchom mieste mimo dosahu detí.</p>`,
    cs: `<p>${name.cs} je součástí řady ${line}. Dermatologicky testováno, vhodné pro každodenní použití.</p><p>Skladujte na suchém místě mimo dosah dětí.</p>`,
    de: `<p>${name.de} gehört zur Linie ${line}. Dermatologisch getestet, für den täglichen Gebrauch geeignet.</p><p>Trocken und außerhalb der Reichweite von Kindern lagern.</p>`,
  };

  // Prices: a shelf price in EUR ending in .90, CZK derived; some products discounted.
  const originalEur = round2(rng.int(names.eur[0], names.eur[1]) + 0.9);
  const originalCzk = toCzk(originalEur);
  const discountPercent = rng.chance(0.25) ? rng.pick([10, 15, 20, 25, 30, 40]) : 0;
  const priceEur = round2(originalEur * (1 - discountPercent / 100));
  const priceCzk = Math.round(originalCzk * (1 - discountPercent / 100));
  const nPlusOne = rng.chance(0.06) ? rng.pick([2, 3]) : null;
  const quantityTiers = rng.chance(0.15)
    ? [
        { from: 3, percent: 5 },
        { from: 6, percent: 10 },
      ]
    : [];

  // Variants: sizes for lingerie, colours for massage devices, a single variant otherwise.
  const materialChoices = MATERIAL_BY_CATEGORY[category.id];
  const materialId = materialChoices ? rng.pick(materialChoices) : null;
  let variantSpecs: { size: string | null; colorId: number | null }[];
  if (category.kind === 'lingerie') {
    const color = rng.pick(COLORS).id;
    const sizes = category.id === 43 ? (['S', 'M', 'L'] as const) : SIZES.slice(rng.int(0, 1), rng.int(3, 5));
    variantSpecs = sizes.map((size) => ({ size, colorId: color }));
  } else if (category.kind === 'toy' || category.id === 71) {
    variantSpecs = rng.sample(COLORS, rng.int(1, 3)).map((c) => ({ size: null, colorId: c.id }));
  } else {
    variantSpecs = [{ size: null, colorId: null }];
  }
  const checkStock = rng.chance(0.8);
  const variants: VariantDoc[] = variantSpecs.map((spec, k) => {
    const hasStock = rng.chance(0.75);
    const stock = WAREHOUSES.map((w) => ({
      id: w.id,
      stock: w.virtual ? rng.int(0, 40) : hasStock ? (w.id === 9 ? rng.int(0, 4) : rng.int(0, 12)) : 0,
    }));
    return {
      id: id * 10 + k,
      code: `DV-${id}-${k + 1}`,
      ean: ean13(id * 10 + k),
      size: spec.size,
      colorId: spec.colorId,
      stock,
    };
  });
  const onHand = variants.reduce((s, v) => s + realStock(v.stock), 0);
  const delayDays = onHand > 0 ? 0 : checkStock ? 0 : rng.int(3, 10);

  const createdAt = new Date(SEED_EPOCH - rng.int(0, 730) * 86_400_000).toISOString();
  const tags: string[] = [];
  if (SEED_EPOCH - Date.parse(createdAt) < 45 * 86_400_000) tags.push('new');
  if (discountPercent > 0 || nPlusOne) tags.push('sale');
  if (rng.chance(0.1)) tags.push('bestseller');
  if (materialId === 3008 || materialId === 3004 || rng.chance(0.05)) tags.push('eco');
  void TAGS; // tag codes above are the TAGS codes

  const imageCount = rng.int(1, 4);
  const images = Array.from({ length: imageCount }, (_, n) => `products/${id}-${n + 1}.jpg`);
  const rated = rng.chance(0.7);
  // Up to 3 other products of the same category (indices drawn directly: the group can be thousands long).
  // Own PRNG stream: the other fields then do not depend on the catalogue size.
  const altRng = new SeededRandom(seedFor(id, 3));
  const alternativeSet = new Set<number>();
  for (let tries = 0; tries < 12 && alternativeSet.size < 3 && sameCategoryIds.length > 1; tries++) {
    const other = sameCategoryIds[altRng.int(0, sameCategoryIds.length - 1)];
    if (other !== undefined && other !== id) alternativeSet.add(other);
  }
  const alternatives = [...alternativeSet].sort((a, b) => a - b);

  const doc: ProductDoc = {
    id,
    categoryId: category.id,
    brandId: brand.id,
    materialId,
    meterValueId: category.id === 71 ? rng.pick(METER_VALUES).id : null,
    colorIds: [...new Set(variants.map((v) => v.colorId).filter((c): c is number => c !== null))],
    sizes: variants.map((v) => v.size).filter((s): s is string => s !== null),
    name,
    slug,
    perex,
    description,
    unit: { sk: 'ks', cs: 'ks', de: 'Stk.' },
    netContents: netContentsOf(sizeLabel),
    code: `P${String(id).padStart(6, '0')}`,
    ean: ean13(id * 10),
    priceEur,
    priceCzk,
    originalEur,
    originalCzk,
    discountPercent,
    nPlusOne,
    quantityTiers,
    recommendedPrice: rng.chance(0.3),
    checkStock,
    delayDays,
    saleable: !rng.chance(0.02),
    rating: rated ? rng.int(12, 20) * 5 : null,
    ratingCount: rated ? rng.int(1, 40) : 0,
    tags,
    giftIds: rng.chance(0.1) ? [rng.pick(GIFT_ITEMS).id] : [],
    images,
    hoverImage: imageCount > 1 && rng.chance(0.5) ? (images[1] ?? null) : null,
    dateOfStorage: rng.chance(0.2)
      ? [
          {
            date_of_storage: new Date(SEED_EPOCH + rng.int(5, 40) * 86_400_000).toISOString().slice(0, 10),
            amount: rng.int(5, 50),
            embeddedUuid: rng.uuid(),
          },
        ]
      : [],
    variants,
    alternatives,
    freeShippers: rng.chance(0.05) ? [2] : [],
    createdAt,
    // The popularity score; DefaultSort's rank puts orderable products first (below).
    rank: rng.int(0, 999_999),
    rnd: rng.int(0, 2 ** 31 - 1),
  };
  doc.rank = defaultSortRank(isOrderable(doc), doc.rank);
  return doc;
}

/** Product ids grouped by their category, for alternatives. */
export function idsByCategory(total: number): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (let id = 1; id <= total; id++) {
    const c = categoryOf(id).id;
    const list = map.get(c);
    if (list) list.push(id);
    else map.set(c, [id]);
  }
  return map;
}

export const colorById = new Map<number, (typeof COLORS)[number]>(COLORS.map((c) => [c.id, c]));
export const materialById = new Map<number, (typeof MATERIALS)[number]>(MATERIALS.map((m) => [m.id, m]));
export const brandById = new Map<number, (typeof BRANDS)[number]>(BRANDS.map((b) => [b.id, b]));
export const categoryById = new Map<number, SeedCategory>(CATEGORIES.map((c) => [c.id, c]));
export { PARAMETER_IDS };
