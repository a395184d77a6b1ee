/**
 * Pages (rich text), content pages (content blocks, every block type used), curated guides, the home
 * page (banners: one active time-limited, one expired, one with a missing date, plus permanent ones),
 * info boxes, wide banners, unique selling points and the footer.
 */
import type {
  ContentBlock,
  ContentPage,
  Footer,
  HomeBanner,
  Homepage,
  InfoBox,
  Page,
  PageListItem,
  TopBanner,
  TopCategoryConfig,
  Usp,
  WideBanner,
  CuratedGuideTeaser,
} from '../../../shared/contracts/content';
import { RETURN_PERIOD_DAYS } from '../store/store-reference-data';
import type { Locale } from '../../../shared/i18n/locales';
import { CATEGORIES } from './catalog-constants';
import { pageMeta } from './content-page-meta';
import { daysFrom, servedLocale, slugsOf, tr, type L10n } from './content-random';
import {
  button,
  doc,
  docOf,
  h,
  hostileNodes,
  li,
  p,
  richTextShowcase,
  text,
  link,
  ul,
  table,
} from './content-rich-text';

const img = (path: string, alt: string | null = null) => ({ path, alt, title: null });

const USPS: [L10n, L10n, string][] = [
  [
    { sk: 'Diskrétne balenie', cs: 'Diskrétní balení', de: 'Diskrete Verpackung' },
    { sk: 'Neutrálny obal bez loga.', cs: 'Neutrální obal bez loga.', de: 'Neutrale Verpackung.' },
    'package',
  ],
  [
    // Thresholds are placeholders the storefront fills in the shopper's currency (shared/shop-amounts.ts).
    {
      sk: 'Doprava zadarmo od {{freeShippingAt}}',
      cs: 'Doprava zdarma od {{freeShippingAt}}',
      de: 'Gratisversand ab {{freeShippingAt}}',
    },
    { sk: 'Pri objednávke nad hranicu.', cs: 'Při objednávce nad hranici.' },
    'truck',
  ],
  [
    {
      sk: 'Odborné poradenstvo v predajniach v Bratislave, Košiciach, Prahe a Brne každý pracovný deň',
      cs: 'Odborné poradenství v prodejnách v Bratislavě, Košicích, Praze a Brně každý pracovní den',
    },
    { sk: 'Dlhý titulok overuje skrátenie na 80 znakov.', cs: 'Dlouhý titulek ověřuje zkrácení na 80 znaků.' },
    'chat',
  ],
  [
    {
      sk: `${RETURN_PERIOD_DAYS} dní na vrátenie`,
      cs: `${RETURN_PERIOD_DAYS} dní na vrácení`,
      de: `${RETURN_PERIOD_DAYS} Tage Rückgaberecht`,
    },
    { sk: 'Pri nepoužitom tovare.', cs: 'U nepoužitého zboží.' },
    'return',
  ],
];

export interface PagesSeed {
  pages: Page[];
  contentPages: ContentPage[];
  curatedGuides: CuratedGuideTeaser[];
  homepage: Homepage;
  banners: HomeBanner[];
  infoBoxes: InfoBox[];
  wideBanners: WideBanner[];
  topBanner: TopBanner;
  usps: Usp[];
  footer: Footer;
}

interface PageSeed {
  id: string;
  slug: L10n;
  title: L10n;
  body: (l: Locale) => ReturnType<typeof doc>;
  menu?: string;
  contact?: boolean;
  rewrite?: string;
}

export function allPages(pages: Page[]): PageListItem[] {
  return pages.map((x) => ({ _id: x._id, title: x.title, slug: x.page_meta.slug, url_rewrite: x.url_rewrite }));
}

/**
 * A quote keeps its author's wording: it has no German, so a German page shows it in the spec's
 * fallback locale, and the block says which (`lang`, issue 16 item 3).
 */
function quoteBlock(locale: Locale): ContentBlock {
  const quote: L10n = {
    sk: 'Pohoda začína tým, že si dovolíte spomaliť.',
    cs: 'Pohoda začíná tím, že si dovolíte zpomalit.',
  };
  const position: L10n = { sk: 'psychologička', cs: 'psycholožka' };
  const lang = servedLocale([quote, position], locale);
  return {
    _id: 'block-quote',
    type: 'quote',
    ...(lang !== locale ? { lang } : {}),
    quote: tr(quote, locale),
    author: 'Mgr. Lucia Horváthová',
    author_position: tr(position, locale),
    image: img('authors/author-1.jpg'),
  };
}

export function buildPages(locale: Locale, anchor: number, topCategoryConfig: TopCategoryConfig): PagesSeed {
  /** A store category's path in this locale, by its Slovak slug (banners link each site's own slugs). */
  const categoryPath = (skSlug: string): string => {
    const category = CATEGORIES.find((x) => x.slug.sk === skSlug);
    return category ? `/${tr(category.slug, locale)}` : `/${skSlug}`;
  };

  const usps: Usp[] = USPS.map(([title, description, icon], i) => ({
    _id: `usp-${i + 1}`,
    title: tr(title, locale),
    description: tr(description, locale),
    icon,
    path: i === 1 ? '/vsetko-o-nakupe' : null,
  }));
  const t = (v: L10n) => tr(v, locale);

  const PAGE_SEEDS: PageSeed[] = [
    {
      id: 'page-contact',
      slug: { sk: 'kontakt', cs: 'kontakt' },
      title: { sk: 'Kontakt', cs: 'Kontakt', de: 'Kontakt' },
      contact: true,
      body: () =>
        doc(
          h(2, t({ sk: 'Zákaznícka linka', cs: 'Zákaznická linka' })),
          p(
            text('+421 2 555 000 00', link('tel:+421255500000')),
            ' · ',
            text('info@example.sk', link('mailto:info@example.sk')),
          ),
          p(t({ sk: 'Pondelok – piatok 8:00 – 16:00.', cs: 'Pondělí – pátek 8:00 – 16:00.' })),
        ),
    },
    {
      id: 'page-purchase',
      slug: { sk: 'vsetko-o-nakupe', cs: 'vsetko-o-nakupe' },
      title: { sk: 'Všetko o nákupe', cs: 'Vše o nákupu' },
      menu: 'footerHelp',
      body: () =>
        doc(
          h(2, t({ sk: 'Doprava a platba', cs: 'Doprava a platba' })),
          table([
            [t({ sk: 'Doprava', cs: 'Doprava' }), t({ sk: 'Cena', cs: 'Cena' })],
            ['Packeta', '2,90 €'],
            [t({ sk: 'Kuriér', cs: 'Kurýr' }), '4,90 €'],
            [t({ sk: 'Osobný odber', cs: 'Osobní odběr' }), '0 €'],
          ]),
          p(t({ sk: 'Všetky zásielky balíme diskrétne.', cs: 'Všechny zásilky balíme diskrétně.' })),
        ),
    },
    {
      id: 'page-shipping',
      slug: { sk: 'vsetko-o-nakupe/doprava', cs: 'vsetko-o-nakupe/doprava' },
      title: { sk: 'Doprava', cs: 'Doprava' },
      menu: 'footerHelp',
      body: () =>
        docOf(t({ sk: 'Objednávky odosielame každý pracovný deň.', cs: 'Objednávky odesíláme každý pracovní den.' })),
    },
    {
      id: 'page-complaint',
      slug: { sk: 'reklamacia', cs: 'reklamacia' },
      title: { sk: 'Reklamácia', cs: 'Reklamace' },
      contact: true,
      body: () =>
        doc(
          p(t({ sk: 'Reklamáciu vybavíme do 30 dní.', cs: 'Reklamaci vyřídíme do 30 dnů.' })),
          button({ title: t({ sk: 'Formulár', cs: 'Formulář' }), href: { sk: '/kontakt', cs: '/kontakt' } }),
        ),
    },
    {
      id: 'page-return',
      slug: { sk: 'vratenie-tovaru', cs: 'vratenie-tovaru' },
      title: { sk: 'Vrátenie tovaru', cs: 'Vrácení zboží' },
      body: () =>
        doc(
          p(
            t({
              sk: `Nepoužitý tovar môžete vrátiť do ${RETURN_PERIOD_DAYS} dní.`,
              cs: `Nepoužité zboží můžete vrátit do ${RETURN_PERIOD_DAYS} dnů.`,
              de: `Unbenutzte Ware können Sie innerhalb von ${RETURN_PERIOD_DAYS} Tagen zurückgeben.`,
            }),
          ),
          ul(
            li(t({ sk: 'Vyplňte formulár.', cs: 'Vyplňte formulář.' })),
            li(t({ sk: 'Zašlite balík.', cs: 'Zašlete balík.' })),
          ),
        ),
    },
    {
      id: 'page-sizes',
      slug: { sk: 'tabulka-velkosti', cs: 'tabulka-velkosti' },
      title: { sk: 'Tabuľka veľkostí', cs: 'Tabulka velikostí' },
      body: () =>
        doc(
          table(
            [
              [
                t({ sk: 'Veľkosť', cs: 'Velikost' }),
                t({ sk: 'Obvod hrudníka (cm)', cs: 'Obvod hrudníku (cm)' }),
                t({ sk: 'Obvod bokov (cm)', cs: 'Obvod boků (cm)' }),
              ],
              ['XS', '76–80', '84–88'],
              ['S', '80–84', '88–92'],
              ['M', '84–88', '92–96'],
              ['L', '88–94', '96–102'],
              ['XL', '94–100', '102–108'],
            ],
            [80, 160, 160],
          ),
        ),
    },
    {
      id: 'page-terms',
      slug: { sk: 'obchodne-podmienky', cs: 'obchodni-podminky', de: 'agb' },
      title: { sk: 'Obchodné podmienky', cs: 'Obchodní podmínky', de: 'AGB' },
      menu: 'footerAbout',
      body: () =>
        docOf(
          t({
            sk: 'Tieto obchodné podmienky upravujú nákup v našom e-shope.',
            cs: 'Tyto obchodní podmínky upravují nákup v našem e-shopu.',
            de: 'Diese AGB regeln den Einkauf in unserem Shop.',
          }),
        ),
    },
    {
      id: 'page-privacy',
      slug: { sk: 'ochrana-osobnych-udajov', cs: 'ochrana-osobnich-udaju' },
      title: { sk: 'Ochrana osobných údajov', cs: 'Ochrana osobních údajů' },
      menu: 'footerAbout',
      body: () =>
        docOf(
          t({
            sk: 'Vaše údaje spracúvame len v nevyhnutnom rozsahu.',
            cs: 'Vaše údaje zpracováváme jen v nezbytném rozsahu.',
          }),
        ),
    },
    {
      id: 'page-showcase',
      slug: { sk: 'ukazka-formatovania', cs: 'ukazka-formatovani' },
      title: { sk: 'Ukážka formátovania', cs: 'Ukázka formátování' },
      rewrite: '/o-nas',
      body: (l) => richTextShowcase(tr({ sk: 'Ukážka formátovania', cs: 'Ukázka formátování' }, l)),
    },
    {
      id: 'page-hostile',
      slug: { sk: 'test-bezpecnosti', cs: 'test-bezpecnosti' },
      title: { sk: 'Test bezpečnosti obsahu', cs: 'Test bezpečnosti obsahu' },
      body: () => doc(...hostileNodes()),
    },
  ];
  const pages: Page[] = PAGE_SEEDS.map((s) => ({
    _id: s.id,
    title: t(s.title),
    content: s.body(locale),
    custom_menu_code: s.menu ?? null,
    contact_box: s.contact
      ? {
          title_frontend: t({ sk: 'Potrebujete poradiť?', cs: 'Potřebujete poradit?' }),
          description: t({ sk: 'Napíšte nám, odpovieme do 24 hodín.', cs: 'Napište nám, odpovíme do 24 hodin.' }),
          show_button: true,
        }
      : null,
    // The hostile sample and the formatting showcase test the renderer: no pages for search engines.
    page_meta: pageMeta(locale, slugsOf(s.title, s.slug), s.title, null, {
      noindex: s.id === 'page-hostile' || s.id === 'page-showcase',
    }),
    url_rewrite: s.rewrite ?? null,
  }));

  const tops = CATEGORIES.filter((c) => c.parentId === null).slice(0, 6);
  const everyBlock: ContentBlock[] = [
    {
      _id: 'block-big-title',
      type: 'big_title',
      title: t({ sk: 'Sprievodca pohodou', cs: 'Průvodce pohodou', de: 'Wohlfühl-Ratgeber' }),
      text: t({ sk: 'Vyberte si s rozvahou.', cs: 'Vyberte si s rozvahou.' }),
      background_color: '#f6efe9',
      text_color: '#3b2f2f',
    },
    {
      _id: 'block-text',
      type: 'text',
      content: doc(
        h(2, t({ sk: 'Úvod', cs: 'Úvod' })),
        p(t({ sk: 'Tento sprievodca vám pomôže zorientovať sa.', cs: 'Tento průvodce vám pomůže zorientovat se.' })),
      ),
    },
    {
      _id: 'block-benefit',
      type: 'benefit',
      title: t({ sk: 'Prečo u nás', cs: 'Proč u nás' }),
      benefit_body: [
        { icon_type: 'check', content: docOf(t({ sk: 'Overené značky.', cs: 'Ověřené značky.' })) },
        { icon_type: 'exclamation', content: docOf(t({ sk: 'Čítajte návod.', cs: 'Čtěte návod.' })) },
        { icon_type: 'question', content: docOf(t({ sk: 'Opýtajte sa nás.', cs: 'Zeptejte se nás.' })) },
        { icon_type: 'quotes', content: docOf(t({ sk: '„Skvelé služby.“', cs: '„Skvělé služby.“' })) },
      ],
    },
    {
      _id: 'block-categories',
      type: 'categories',
      block_title: t({ sk: 'Kategórie', cs: 'Kategorie' }),
      colors: { background_color: '#ffffff', text_color: '#222222' },
      top_categories: tops.map((c) => ({
        category_id: c.id,
        title: t(c.name),
        path: `/${t(c.slug)}`,
        image: img(`top-categories/${c.id}.jpg`, t(c.name)),
      })),
    },
    {
      _id: 'block-collapsible',
      type: 'collapsible',
      title: t({ sk: 'Ako sa starať o pomôcky?', cs: 'Jak pečovat o pomůcky?' }),
      text: docOf(
        t({ sk: 'Umyte ich vlažnou vodou a nechajte vyschnúť.', cs: 'Umyjte je vlažnou vodou a nechte oschnout.' }),
      ),
    },
    {
      _id: 'block-guide-products',
      type: 'curated_guide_products',
      title: t({ sk: 'Naše tipy', cs: 'Naše tipy' }),
      content: docOf(t({ sk: 'Výber od našich poradkýň.', cs: 'Výběr od našich poradkyň.' })),
      benefit_line: [
        t({ sk: 'Jemné k pokožke', cs: 'Jemné k pokožce' }),
        t({ sk: 'Bez parfumácie', cs: 'Bez parfemace' }),
      ],
      products_list_title: t({ sk: 'Odporúčané produkty', cs: 'Doporučené produkty' }),
      product_reference: [1, 2, 3, 4].map((product_id) => ({ product_id })),
    },
    {
      _id: 'block-guides',
      type: 'curated_guides',
      block_title: t({ sk: 'Ďalší sprievodcovia', cs: 'Další průvodci' }),
      guides: [],
    },
    {
      _id: 'block-newsletter',
      type: 'newsletter',
      newsletter_type: 'with_text',
      title: t({ sk: 'Tipy a inšpirácia do e-mailu', cs: 'Tipy a inspirace do e-mailu' }),
      text: docOf(t({ sk: 'Raz za mesiac, bez spamu.', cs: 'Jednou za měsíc, bez spamu.' })),
    },
    {
      _id: 'block-products',
      type: 'products',
      block_title: t({ sk: 'Najpredávanejšie', cs: 'Nejprodávanější' }),
      product_reference: [5, 6, 7, 8, 9, 10].map((product_id) => ({ product_id })),
    },
    quoteBlock(locale),
    {
      _id: 'block-text-boxes',
      type: 'text_boxes',
      block_title: t({ sk: 'Pre koho', cs: 'Pro koho' }),
      images: [img('text-boxes/1.jpg')],
      background_color: '#faf7f5',
      boxes: [
        {
          title: t({ sk: 'Pre páry', cs: 'Pro páry' }),
          text: docOf(t({ sk: 'Spoločný čas a dôvera.', cs: 'Společný čas a důvěra.' })),
          image: img('text-boxes/couples.jpg'),
          background_color: '#ffffff',
          text_color: null,
          buttons: [
            {
              text: t({ sk: 'Zobraziť', cs: 'Zobrazit' }),
              link: categoryPath('masazne-pomocky/pre-pary'),
              background_color: '#6a3d9a',
              text_color: '#ffffff',
              style: 'primary',
            },
          ],
        },
        {
          title: t({ sk: 'Pre seba', cs: 'Pro sebe' }),
          text: null,
          image: null,
          background_color: null,
          text_color: '#222222',
          buttons: [
            {
              text: t({ sk: 'Wellness', cs: 'Wellness' }),
              link: categoryPath('wellness'),
              background_color: null,
              text_color: null,
              style: 'outline',
            },
            {
              text: t({ sk: 'Články', cs: 'Články' }),
              link: '/nakupny-radca',
              background_color: null,
              text_color: null,
              style: 'link',
            },
          ],
        },
      ],
    },
    { _id: 'block-usp', type: 'usp', block_title: null, items: usps },
  ];
  const guides: { id: string; slug: L10n; title: L10n; perex: L10n }[] = [
    {
      id: 'guide-1',
      slug: { sk: 'prvy-nakup', cs: 'prvni-nakup' },
      title: { sk: 'Sprievodca prvým nákupom', cs: 'Průvodce prvním nákupem' },
      perex: { sk: 'Čo vedieť pred prvou objednávkou.', cs: 'Co vědět před první objednávkou.' },
    },
    {
      id: 'guide-2',
      slug: { sk: 'masaz-pre-dvoch', cs: 'masaz-pro-dva' },
      title: { sk: 'Masáž pre dvoch', cs: 'Masáž pro dva' },
      perex: { sk: 'Oleje, sviečky a atmosféra.', cs: 'Oleje, svíčky a atmosféra.' },
    },
  ].map((g) => ({ ...g, slug: slugsOf(g.title, g.slug) }));
  const curatedGuides: CuratedGuideTeaser[] = guides.map((g) => ({
    _id: g.id,
    title: t(g.title),
    slug: t(g.slug),
    perex: t(g.perex),
    image: img(`guides/${g.id}.jpg`, t(g.title)),
  }));
  const withGuides = (blocks: ContentBlock[]): ContentBlock[] =>
    blocks.map((b) => (b.type === 'curated_guides' ? { ...b, guides: curatedGuides } : b));

  const contentPages: ContentPage[] = [
    {
      _id: 'content-page-advice',
      title: t({ sk: 'Poradňa', cs: 'Poradna', de: 'Beratung' }),
      pagination: true,
      blocks_per_page: 6,
      content_blocks: withGuides(everyBlock),
      background_image: img('content-pages/advice-bg.jpg'),
      page_meta: pageMeta(
        locale,
        { sk: 'poradna', cs: 'poradna', de: 'beratung' },
        { sk: 'Poradňa', cs: 'Poradna', de: 'Beratung' },
      ),
    },
    {
      _id: 'content-page-blocks',
      title: t({ sk: 'Ukážka blokov', cs: 'Ukázka bloků' }),
      pagination: false,
      blocks_per_page: 50,
      content_blocks: withGuides(everyBlock),
      background_image: null,
      page_meta: pageMeta(
        locale,
        { sk: 'ukazka-blokov', cs: 'ukazka-bloku' },
        { sk: 'Ukážka blokov', cs: 'Ukázka bloků' },
        null,
        { noindex: true },
      ),
    },
    ...guides.map(
      (g, i): ContentPage => ({
        _id: g.id,
        title: t(g.title),
        pagination: false,
        blocks_per_page: 20,
        content_blocks: withGuides(
          [everyBlock[0], everyBlock[1], everyBlock[5], everyBlock[4], everyBlock[i === 0 ? 6 : 7]].filter(
            (b): b is ContentBlock => b !== undefined,
          ),
        ),
        background_image: null,
        page_meta: pageMeta(locale, g.slug, g.title, g.perex),
      }),
    ),
  ];

  const banner = (
    n: number,
    title: L10n,
    kind: 'permanent' | 'active' | 'expired' | 'missing' | 'future',
  ): HomeBanner => ({
    _id: `home-banner-${n}`,
    title: t(title),
    url:
      n === 1
        ? categoryPath('masazne-oleje')
        : n === 2
          ? categoryPath('darcekove-sady')
          : n === 3
            ? `/${topCategoryConfig.virtual_categories[0]?.slug ?? ''}`
            : categoryPath('novinky'),
    weight: 100 - n * 10,
    texts: [
      t(title),
      t({
        sk: 'Diskrétne doručenie do 24 hodín',
        cs: 'Diskrétní doručení do 24 hodin',
        de: 'Diskrete Lieferung in 24 Stunden',
      }),
    ],
    button_text: t({ sk: 'Zobraziť ponuku', cs: 'Zobrazit nabídku', de: 'Angebot ansehen' }),
    images: {
      desktop: img(`home-banners/${n}-desktop.jpg`, t(title)),
      mobile: n === 2 ? null : img(`home-banners/${n}-mobile.jpg`, t(title)),
    },
    time_limited: kind !== 'permanent',
    time_limit_start:
      kind === 'active'
        ? daysFrom(anchor, -3)
        : kind === 'expired'
          ? daysFrom(anchor, -40)
          : kind === 'future'
            ? daysFrom(anchor, 5)
            : null,
    time_limit_end:
      kind === 'active'
        ? daysFrom(anchor, 7)
        : kind === 'expired'
          ? daysFrom(anchor, -10)
          : kind === 'missing'
            ? daysFrom(anchor, 30)
            : kind === 'future'
              ? daysFrom(anchor, 12)
              : null,
    item_id: `home-banner-${n}`,
    item_name: `${kind}: ${title.sk}`,
  });
  const banners: HomeBanner[] = [
    banner(1, { sk: 'Chvíľa pre seba', cs: 'Chvíle pro sebe', de: 'Zeit für sich' }, 'permanent'),
    banner(2, { sk: 'Darčeky, ktoré potešia', cs: 'Dárky, které potěší' }, 'active'),
    banner(3, { sk: 'Letný výpredaj (skončil)', cs: 'Letní výprodej (skončil)' }, 'expired'),
    banner(4, { sk: 'Banner bez dátumu začiatku', cs: 'Banner bez data začátku' }, 'missing'),
    banner(5, { sk: 'Pripravujeme', cs: 'Připravujeme' }, 'future'),
  ];
  const infoBoxes: InfoBox[] = [
    {
      _id: 'info-box-1',
      box_color: '#e8f4ea',
      order: 1,
      text: t({
        sk: 'Objednávky do 14:00 odosielame ešte dnes.',
        cs: 'Objednávky do 14:00 odesíláme ještě dnes.',
        de: 'Bestellungen bis 14 Uhr versenden wir heute.',
      }),
      link: '/vsetko-o-nakupe',
    },
    {
      _id: 'info-box-2',
      box_color: '#fdf1e6',
      order: 2,
      text: t({
        sk: 'Predajňa Košice bude mať počas sviatkov skrátené hodiny.',
        cs: 'Prodejna Brno bude mít o svátcích zkrácenou otevírací dobu.',
      }),
      link: '/pobocky',
    },
    {
      _id: 'info-box-3',
      box_color: '#eef0fb',
      order: 3,
      text: t({ sk: 'Diskrétne balenie je samozrejmosť.', cs: 'Diskrétní balení je samozřejmost.' }),
      link: null,
    },
  ];
  const wideBanners: WideBanner[] = [
    {
      _id: 'wide-banner-1',
      title: t({ sk: 'Wellness víkend doma', cs: 'Wellness víkend doma' }),
      url: categoryPath('wellness'),
      enabled: true,
      weight: 20,
      background_color: '#f3ebe4',
      image: img('wide-banners/1.jpg'),
      mobile_image: img('wide-banners/1-mobile.jpg'),
    },
    {
      _id: 'wide-banner-2',
      title: t({ sk: 'Nová kolekcia bielizne', cs: 'Nová kolekce prádla' }),
      url: categoryPath('spodna-bielizen'),
      enabled: true,
      weight: 10,
      background_color: null,
      image: img('wide-banners/2.jpg'),
      mobile_image: null,
    },
    {
      _id: 'wide-banner-3',
      title: t({ sk: 'Vypnutý banner', cs: 'Vypnutý banner' }),
      url: null,
      enabled: false,
      weight: 5,
      background_color: null,
      image: img('wide-banners/3.jpg'),
      mobile_image: null,
    },
  ];
  // Enabled for the Slovak site only: the Czech site shows no top banner (SPEC 2 domain list).
  const topBanner: TopBanner = {
    _id: 'top-banner',
    text: t({
      sk: 'Doprava zadarmo pri nákupe nad {{freeShippingAt}} – len do nedele',
      cs: 'Doprava zdarma při nákupu nad {{freeShippingAt}} – jen do neděle',
      de: 'Gratisversand ab {{freeShippingAt}} – nur bis Sonntag',
    }),
    link: '/vsetko-o-nakupe',
    enabled: true,
    domains_enabled: ['sk'],
    background_color: '#3b2a4a',
  };
  const homepage: Homepage = {
    _id: 'homepage',
    title: t({
      sk: 'Diskrétny obchod pre pohodu a vzťahy',
      cs: 'Diskrétní obchod pro pohodu a vztahy',
      de: 'Diskreter Shop für Wohlbefinden',
    }),
    page_meta: pageMeta(
      locale,
      { sk: '', cs: '', de: '' },
      {
        sk: 'Diskrétny obchod pre pohodu a vzťahy',
        cs: 'Diskrétní obchod pro pohodu a vztahy',
        de: 'Diskreter Shop für Wohlbefinden',
      },
      {
        sk: 'Wellness, masážne oleje, bielizeň a starostlivosť s diskrétnym doručením.',
        cs: 'Wellness, masážní oleje, prádlo a péče s diskrétním doručením.',
      },
    ),
    banners,
    info_boxes: infoBoxes,
    top_category_config: topCategoryConfig,
    usps,
    content_blocks: withGuides(
      [everyBlock[3], everyBlock[8], everyBlock[10], everyBlock[7]].filter((b): b is ContentBlock => b !== undefined),
    ),
  };

  const footer: Footer = {
    _id: 'footer',
    columns: [
      {
        title: t({ sk: 'Nákup', cs: 'Nákup', de: 'Einkauf' }),
        menu_code: 'footerShop',
        links: [
          {
            title: t({ sk: 'Všetko o nákupe', cs: 'Vše o nákupu' }),
            path: '/vsetko-o-nakupe',
            link_target_blank: false,
          },
          {
            title: t({ sk: 'Vrátenie tovaru', cs: 'Vrácení zboží' }),
            path: '/vratenie-tovaru',
            link_target_blank: false,
          },
          { title: t({ sk: 'Reklamácia', cs: 'Reklamace' }), path: '/reklamacia', link_target_blank: false },
        ],
      },
      {
        title: t({ sk: 'O nás', cs: 'O nás', de: 'Über uns' }),
        menu_code: 'footerAbout',
        links: [
          { title: t({ sk: 'Predajne', cs: 'Prodejny' }), path: '/pobocky', link_target_blank: false },
          { title: t({ sk: 'Kontakt', cs: 'Kontakt' }), path: '/kontakt', link_target_blank: false },
          {
            title: t({ sk: 'Obchodné podmienky', cs: 'Obchodní podmínky' }),
            path: `/${pages.find((x) => x._id === 'page-terms')?.page_meta.slug ?? ''}`,
            link_target_blank: false,
          },
        ],
      },
      {
        title: t({ sk: 'Pomoc', cs: 'Pomoc', de: 'Hilfe' }),
        menu_code: 'footerHelp',
        links: [
          { title: 'FAQ', path: '/najcastejsie-dotazy', link_target_blank: false },
          {
            title: t({ sk: 'Slovník pojmov', cs: 'Slovník pojmů' }),
            path: '/eroticky-vykladovy-slovnik',
            link_target_blank: false,
          },
          {
            title: t({ sk: 'Tabuľka veľkostí', cs: 'Tabulka velikostí' }),
            path: '/tabulka-velkosti',
            link_target_blank: false,
          },
        ],
      },
    ],
    contact: {
      phone: locale === 'cs' ? '+420 222 555 000' : '+421 2 555 000 00',
      email: locale === 'cs' ? 'info@example.cz' : 'info@example.sk',
      hours: t({ sk: 'Po – Pi 8:00 – 16:00', cs: 'Po – Pá 8:00 – 16:00', de: 'Mo – Fr 8:00 – 16:00' }),
      address: locale === 'cs' ? 'Vodičkova 20, 110 00 Praha 1' : 'Obchodná 12, 811 06 Bratislava',
    },
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'facebook', url: 'https://www.facebook.com/' },
    ],
    badges: [
      img('badges/heureka.png', t({ sk: 'Overené zákazníkmi', cs: 'Ověřeno zákazníky', de: 'Von Kunden geprüft' })),
      img('badges/secure.png', t({ sk: 'Bezpečný nákup', cs: 'Bezpečný nákup', de: 'Sicher einkaufen' })),
    ],
    payment_icons: ['visa', 'mastercard', 'applepay', 'googlepay'],
    copyright: `© ${new Date(anchor).getUTCFullYear()} Demo Shop s.r.o.`,
    newsletter_text: t({ sk: 'Tipy a inšpirácia raz mesačne.', cs: 'Tipy a inspirace jednou měsíčně.' }),
  };
  return { pages, contentPages, curatedGuides, homepage, banners, infoBoxes, wideBanners, topBanner, usps, footer };
}
