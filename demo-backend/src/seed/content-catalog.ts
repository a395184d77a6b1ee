/**
 * Catalogue-side content: brand, colour and material entities and parameters (ids from catalog-constants
 * so they agree with the store seed), content for every store category, virtual categories, filtered
 * categories and the top-category configuration.
 */
import type {
  ArticleTeaser,
  Brand,
  CatalogBanner,
  CategoryContent,
  Color,
  FaqQuestion,
  FilteredCategory,
  Material,
  Parameter,
  TopCategoryConfig,
  VirtualCategory,
} from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { BRANDS, CATEGORIES, COLORS, MATERIALS, PARAMETER_IDS, PARAMETER_NAMES, SIZES } from './catalog-constants';
import { pageMeta } from './content-page-meta';
import { brandManufacturer, materialWarnings } from './content-product-safety';
import { fnv1a32 } from '../../../shared/fnv1a-hash';
import { daysFrom, pickSome, seededRandom, slugsOf, tr, type L10n } from './content-random';
import { doc, docOf, h, li, link, p, text, bold, ul } from './content-rich-text';

const VIRTUAL = [
  {
    id: 1,
    title: { sk: 'Darčeky do 30 €', cs: 'Dárky do 800 Kč', de: 'Geschenke bis 30 €' },
    slug: { sk: 'darceky-do-30-eur', cs: 'darky-do-800-kc', de: 'geschenke-bis-30' },
    tags: [],
    categories: [80, 81, 82],
    excluded: [],
    params: [],
    price: { price_from: null, price_to: 30, currency_code: 'EUR' },
  },
  {
    id: 2,
    title: { sk: 'Novinky v akcii', cs: 'Novinky v akci' },
    slug: { sk: 'novinky-v-akcii', cs: 'novinky-v-akci' },
    tags: ['new', 'sale'],
    categories: [],
    excluded: [110, 111, 112],
    params: [],
    price: null,
  },
  {
    id: 3,
    title: { sk: 'Silikónové pomôcky Velvetia', cs: 'Silikonové pomůcky Velvetia' },
    slug: { sk: 'velvetia-silikon', cs: 'velvetia-silikon' },
    tags: [],
    categories: [30],
    excluded: [],
    params: [
      { entityId: PARAMETER_IDS.brand, values: [2001] },
      { entityId: PARAMETER_IDS.material, values: [3001] },
    ],
    price: null,
  },
].map((v) => ({ ...v, slug: slugsOf(v.title, v.slug) }));

/** Filtered categories: a store category with fixed parameters, at a slug of their own. */
const FILTERED = [
  {
    id: 'fcat-1',
    cat: 30,
    params: [{ entityId: PARAMETER_IDS.material, values: [3001] }],
    title: { sk: 'Silikónové masážne pomôcky', cs: 'Silikonové masážní pomůcky' },
    slug: { sk: 'masazne-pomocky-silikonove', cs: 'masazni-pomucky-silikonove' },
  },
  {
    id: 'fcat-2',
    cat: 40,
    params: [{ entityId: PARAMETER_IDS.color, values: [1001] }],
    title: { sk: 'Čierna bielizeň', cs: 'Černé prádlo' },
    slug: { sk: 'cierna-bielizen', cs: 'cerne-pradlo' },
  },
  {
    id: 'fcat-3',
    cat: 40,
    params: [
      { entityId: PARAMETER_IDS.color, values: [1003] },
      { entityId: PARAMETER_IDS.material, values: [3005] },
    ],
    title: { sk: 'Červená čipkovaná bielizeň', cs: 'Červené krajkové prádlo' },
    slug: { sk: 'cervena-cipkovana-bielizen', cs: 'cervene-krajkove-pradlo' },
  },
].map((f) => ({ ...f, slug: slugsOf(f.title, f.slug) }));

const catPath = (id: number, locale: Locale): string => {
  const c = CATEGORIES.find((x) => x.id === id);
  return c ? `/${tr(c.slug, locale)}` : '/';
};

export interface CatalogContentSeed {
  brands: Brand[];
  colors: Color[];
  materials: Material[];
  parameters: Parameter[];
  categories: CategoryContent[];
  virtualCategories: VirtualCategory[];
  filteredCategories: FilteredCategory[];
  topCategoryConfig: TopCategoryConfig;
}

export function buildCatalogContent(
  locale: Locale,
  anchor: number,
  teasers: ArticleTeaser[],
  faq: FaqQuestion[],
): CatalogContentSeed {
  const virtualCategories: VirtualCategory[] = VIRTUAL.map((v) => ({
    _id: `vcat-${v.id}`,
    id: v.id,
    title: tr(v.title, locale),
    slug: tr(v.slug, locale),
    description: docOf(
      tr({ sk: `Výber: ${v.title.sk}.`, cs: `Výběr: ${v.title.cs}.`, de: `Auswahl: ${tr(v.title, 'de')}.` }, locale),
    ),
    sliced_tags: [...v.tags],
    parameters: v.params.map((x) => ({ entityId: x.entityId, values: [...x.values] })),
    sliced_categories: [...v.categories],
    sliced_categories_excluded: [...v.excluded],
    price_range: v.price
      ? {
          ...v.price,
          currency_code: locale === 'cs' ? 'CZK' : 'EUR',
          price_to: locale === 'cs' ? 800 : v.price.price_to,
        }
      : null,
    page_meta: pageMeta(locale, v.slug, v.title, null, { noindex: v.id === 2, nofollow: v.id === 2 }),
  }));

  const brands: Brand[] = BRANDS.map((b, i) => ({
    _id: String(b.id),
    title: b.title,
    slug: b.slug,
    image: { path: `brands/${b.slug}.png`, alt: b.title, title: b.title },
    link: i % 4 === 0 ? `https://www.example.com/${b.slug}` : null,
    linked_virtual_category: b.id === 2001 ? (virtualCategories[2]?.slug ?? null) : null,
    weight: 100 - ((i * 37) % 100),
    manufacturer: brandManufacturer(b.id, locale),
  }));

  const colors: Color[] = COLORS.map((c) => ({
    _id: String(c.id),
    title: tr(c.name, locale),
    color_hex: c.hex,
    parameter_value_image: c.id === 1008 ? { path: 'colors/gold-texture.png' } : null,
  }));

  const materials: Material[] = MATERIALS.map((m) => ({
    _id: String(m.id),
    title: tr(m.name, locale),
    material_hygiene: m.hygiene,
    material_lubricants: m.lubricants,
    description: doc(
      p(
        text(tr(m.name, locale), bold),
        tr(
          {
            sk: ' – materiál vhodný na každodenné použitie. Dodržiavajte pokyny výrobcu.',
            cs: ' – materiál vhodný pro každodenní použití. Dodržujte pokyny výrobce.',
          },
          locale,
        ),
      ),
    ),
    safety_warnings: materialWarnings(m.id, locale),
  }));

  const values = (key: keyof typeof PARAMETER_IDS): Parameter['values'] => {
    switch (key) {
      case 'brand':
        return BRANDS.map((b) => ({ _id: String(b.id), value_id: b.id, title: b.title }));
      case 'color':
        return COLORS.map((c) => ({ _id: String(c.id), value_id: c.id, title: tr(c.name, locale) }));
      case 'material':
        return MATERIALS.map((m) => ({ _id: String(m.id), value_id: m.id, title: tr(m.name, locale) }));
      case 'size':
        return SIZES.map((s, i) => ({ _id: `size-${s}`, value_id: 5001 + i, title: s }));
      case 'meters':
        return [];
    }
  };
  const parameters: Parameter[] = (Object.keys(PARAMETER_IDS) as (keyof typeof PARAMETER_IDS)[]).map((key) => ({
    _id: String(PARAMETER_IDS[key]),
    entity_id: PARAMETER_IDS[key],
    title: tr(PARAMETER_NAMES[key], locale),
    unit: key === 'meters' ? 'm' : null,
    description: null,
    values: values(key),
  }));

  const categories: CategoryContent[] = CATEGORIES.map((c) => {
    const rnd = seededRandom(fnv1a32(`category-${c.id}`));
    const name = tr(c.name, locale);
    const top = c.parentId === null;
    const banner = (n: number, kind: 'active' | 'expired' | 'missing' | 'always'): CatalogBanner => ({
      position: 3 + n * 6,
      image: { path: `catalog-banners/${c.id}-${n}.jpg`, alt: name, title: null },
      title: `${name} ${n + 1}`,
      url: catPath(c.id, locale),
      customer_group_enabled: n === 1 ? ['b2b'] : [],
      time_limited: kind !== 'always',
      time_limit_start: kind === 'active' ? daysFrom(anchor, -5) : kind === 'expired' ? daysFrom(anchor, -30) : null,
      time_limit_end:
        kind === 'active'
          ? daysFrom(anchor, 20)
          : kind === 'expired'
            ? daysFrom(anchor, -2)
            : kind === 'missing'
              ? daysFrom(anchor, 10)
              : null,
      item_id: `catalog-banner-${c.id}-${n}`,
      item_name: `${name} ${n + 1}`,
    });
    return {
      _id: `category-${c.id}`,
      id: c.id,
      title: name,
      catalog_settings: {
        parameters: [
          { entityId: PARAMETER_IDS.brand, importantFilter: true, closedFilter: false },
          {
            entityId: PARAMETER_IDS.color,
            importantFilter: c.kind === 'lingerie' || c.kind === 'toy',
            closedFilter: false,
          },
          { entityId: PARAMETER_IDS.material, importantFilter: false, closedFilter: true },
          ...(c.kind === 'lingerie'
            ? [{ entityId: PARAMETER_IDS.size, importantFilter: true, closedFilter: false }]
            : []),
        ],
      },
      content: top
        ? doc(
            h(2, name),
            p(
              tr(
                {
                  sk: 'Vybrali sme pre vás to najlepšie z kategórie ',
                  cs: 'Vybrali jsme pro vás to nejlepší z kategorie ',
                  de: 'Das Beste aus der Kategorie ',
                },
                locale,
              ),
              text(name, bold),
              '.',
            ),
            // The category's filtered selections, linked from the category they narrow.
            ...FILTERED.filter((f) => f.cat === c.id).map((f) =>
              p(
                tr({ sk: 'Obľúbený výber: ', cs: 'Oblíbený výběr: ', de: 'Beliebte Auswahl: ' }, locale),
                text(tr(f.title, locale), link(`/${tr(f.slug, locale)}`)),
              ),
            ),
          )
        : null,
      description: docOf(
        tr(
          {
            sk: `${name}: kvalitné výrobky s diskrétnym doručením.`,
            cs: `${name}: kvalitní výrobky s diskrétním doručením.`,
            de: `${name}: Qualitätsprodukte, diskret geliefert.`,
          },
          locale,
        ),
      ),
      text_below_products: doc(
        h(3, tr({ sk: 'Ako vybrať', cs: 'Jak vybrat', de: 'Auswahl' }, locale)),
        ul(
          li(tr({ sk: 'Sledujte zloženie a materiál.', cs: 'Sledujte složení a materiál.' }, locale)),
          li(tr({ sk: 'Pri otázkach nás kontaktujte.', cs: 'S dotazy nás kontaktujte.' }, locale)),
        ),
      ),
      category_banner: top ? { path: `category-banners/${c.id}.jpg` } : null,
      top_category_image: top ? { path: `top-categories/${c.id}.jpg` } : null,
      page_meta: pageMeta(locale, c.slug as L10n, c.name as L10n, {
        sk: `${c.name.sk} v diskrétnom e-shope.`,
        cs: `${c.name.cs} v diskrétním e-shopu.`,
        de: `${c.name.de} im diskreten Shop.`,
      }),
      faq_questions: top ? pickSome(rnd, faq, 2) : [],
      small_banners: top
        ? [0, 1].map((n) => ({
            title: tr(
              {
                sk: n === 0 ? 'Doprava zadarmo' : 'Pre firemných zákazníkov',
                cs: n === 0 ? 'Doprava zdarma' : 'Pro firemní zákazníky',
              },
              locale,
            ),
            // The threshold is a placeholder the storefront fills in the shopper's currency.
            description: tr(
              { sk: 'Pri nákupe nad {{freeShippingAt}}.', cs: 'Při nákupu nad {{freeShippingAt}}.' },
              locale,
            ),
            weight: 10 - n,
            customer_group_enabled: n === 0 ? [] : ['b2b'],
            link: n === 0 ? '/vsetko-o-nakupe' : '/kontakt',
            main_image: { path: `small-banners/${c.id}-${n}.jpg`, alt: null, title: null },
          }))
        : [],
      related_articles: pickSome(rnd, teasers, 3),
      category_video:
        c.id === 30
          ? {
              title: tr({ sk: 'Ako vybrať masážnu pomôcku', cs: 'Jak vybrat masážní pomůcku' }, locale),
              video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
            }
          : null,
      catalog_banners: top
        ? [banner(0, 'active'), banner(1, 'always'), banner(2, 'expired'), banner(3, 'missing')]
        : [],
      limited_offers:
        c.id === 10
          ? [
              {
                _id: 'offer-10',
                type: 'countdown',
                title: tr({ sk: 'Ponuka dňa', cs: 'Nabídka dne' }, locale),
                active: true,
                offer_datetime_from: daysFrom(anchor, -1),
                offer_datetime: daysFrom(anchor, 2),
                text_button: tr({ sk: 'Chcem to', cs: 'Chci to' }, locale),
                domain_enabled: ['sk', 'cz'],
                product: { product_id: 1 },
              },
            ]
          : [],
    };
  });

  const filteredCategories: FilteredCategory[] = FILTERED.map((f) => ({
    _id: f.id,
    title: tr(f.title, locale),
    slug: tr(f.slug, locale),
    store_category_id: f.cat,
    parameters: f.params,
    description: docOf(tr(f.title, locale)),
    page_meta: pageMeta(locale, f.slug, f.title),
  }));

  const tops = CATEGORIES.filter((c) => c.parentId === null);
  const topCategoryConfig: TopCategoryConfig = {
    _id: 'top-category-config',
    title: tr({ sk: 'Obľúbené kategórie', cs: 'Oblíbené kategorie', de: 'Beliebte Kategorien' }, locale),
    item_type: 'mixed',
    image: null,
    links: [
      {
        title: tr({ sk: 'Všetky kategórie', cs: 'Všechny kategorie' }, locale),
        link_type: 'custom_link',
        custom_link: tr({ sk: '/kategorie', cs: '/kategorie', de: '/kategorien' }, locale),
        link_title: null,
        link_target_blank: false,
        target_path: null,
      },
      {
        title: tr(CATEGORIES[0]?.name as L10n, locale),
        link_type: 'category',
        custom_link: null,
        link_title: null,
        link_target_blank: false,
        target_path: catPath(10, locale),
      },
      {
        title: tr({ sk: 'Vzťahy', cs: 'Vztahy' }, locale),
        link_type: 'article_category',
        custom_link: null,
        link_title: null,
        link_target_blank: false,
        target_path: tr({ sk: '/nakupny-radca/vztahy', cs: '/nakupny-radca/vztahy' }, locale),
      },
      {
        title: tr({ sk: 'Masáž', cs: 'Masáž' }, locale),
        link_type: 'article_tag',
        custom_link: null,
        link_title: null,
        link_target_blank: false,
        target_path: '/clanky/tag/masaz',
      },
      {
        title: virtualCategories[0]?.title ?? '',
        link_type: 'virtual_category',
        custom_link: null,
        link_title: null,
        link_target_blank: false,
        target_path: `/${virtualCategories[0]?.slug ?? ''}`,
      },
      {
        title: 'Instagram',
        link_type: 'custom_link',
        custom_link: 'https://www.instagram.com/',
        link_title: 'Instagram',
        link_target_blank: true,
        target_path: null,
      },
    ],
    top_categories: tops.slice(0, 8).map((c) => ({
      category_id: c.id,
      title: tr(c.name, locale),
      path: catPath(c.id, locale),
      image: { path: `top-categories/${c.id}.jpg`, alt: tr(c.name, locale), title: null },
    })),
    virtual_categories: virtualCategories.map((v) => ({
      _id: v._id,
      title: v.title,
      slug: v.slug,
      image: { path: `virtual-categories/${v.id}.jpg`, alt: v.title, title: null },
    })),
  };

  return {
    brands,
    colors,
    materials,
    parameters,
    categories,
    virtualCategories,
    filteredCategories,
    topCategoryConfig,
  };
}
