/**
 * Content API (CMS) entities, spec section 3, field names exactly as the CMS answers them (snake_case).
 * The storefront validates upstream answers with these; the demo backend's tests check its answers
 * against them; content-queries.ts builds its GraphQL selections from them, so a field added here is
 * asked for by the storefront and must be served by the demo backend's schema (generated from these too).
 *
 * GraphQL mapping rule (shared by content-queries.ts and the demo backend's SDL generator): objects,
 * arrays and scalars map to GraphQL types; anything recursive (z.lazy), any union, any record maps to a
 * JSON leaf. That is why rich text and content blocks travel as JSON values.
 */
import { z } from '../zod';
import { LocaleSchema } from '../i18n/locales';

const isoDate = z.string(); // ISO 8601; kept a string so the storefront compares times itself (spec 4)

// ---------------------------------------------------------------- common pieces

export const ImageSchema = z.object({ path: z.string(), alt: z.string().nullable(), title: z.string().nullable() });
export type Image = z.infer<typeof ImageSchema>;

export const FileRefSchema = z.object({ path: z.string() });
export type FileRef = z.infer<typeof FileRefSchema>;

export const CanonicalSlugSchema = z.object({ language: LocaleSchema, slug: z.string() });
export type CanonicalSlug = z.infer<typeof CanonicalSlugSchema>;

export const PageMetaSchema = z.object({
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  meta_nofollow: z.boolean(),
  meta_noindex: z.boolean(),
  /** The slug in the requested locale. */
  slug: z.string(),
  share_image: FileRefSchema.nullable(),
  /** The same entity's slug in every locale (hreflang alternates, canonical for virtual categories). */
  canonical_slugs: z.array(CanonicalSlugSchema),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** Parameter selection: parameter entity id plus its value ids (store parameter ids). */
export const ParameterSelectionSchema = z.object({ entityId: z.number(), values: z.array(z.number()) });
export type ParameterSelection = z.infer<typeof ParameterSelectionSchema>;

// ---------------------------------------------------------------- rich text (spec 3 "Rich text")

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const BUTTON_ICONS = ['arrow-left', 'arrow-right', 'goods', 'search'] as const;

export type RichTextMark =
  | { type: 'anchor'; attrs: { id: string } }
  | { type: 'bold' }
  | { type: 'em' }
  | { type: 'italic' }
  | { type: 'link'; attrs: { href: string; target: string | null; title: string | null } }
  | { type: 'strike' }
  | { type: 'subscript' }
  | { type: 'superscript' }
  | { type: 'underline' };

export const RichTextMarkSchema: z.ZodType<RichTextMark> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('anchor'), attrs: z.object({ id: z.string() }) }),
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('em') }),
  z.object({ type: z.literal('italic') }),
  z.object({
    type: z.literal('link'),
    attrs: z.object({ href: z.string(), target: z.string().nullable(), title: z.string().nullable() }),
  }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('subscript') }),
  z.object({ type: z.literal('superscript') }),
  z.object({ type: z.literal('underline') }),
]);

export type TextAlign = (typeof TEXT_ALIGNS)[number];
export type ButtonIcon = (typeof BUTTON_ICONS)[number];

export interface RichTextButtonAttrs {
  color: string;
  size: 'small' | 'large';
  float: 'left' | 'right' | 'block' | null;
  icon_left: ButtonIcon | null;
  icon_right: ButtonIcon | null;
  /** Per-locale target, e.g. { sk: '/kontakt', cs: '/kontakt' }. */
  href: Partial<Record<'sk' | 'cs' | 'de', string>>;
  file: string | null;
  link_target_blank: boolean;
  title: string;
}

export type RichTextNode =
  | { type: 'doc'; content: RichTextNode[] }
  | { type: 'paragraph'; attrs?: { textAlign: TextAlign | null }; content?: RichTextNode[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 | 5; textAlign?: TextAlign | null }; content?: RichTextNode[] }
  | { type: 'blockquote'; content: RichTextNode[] }
  | { type: 'bullet_list'; content: RichTextNode[] }
  | { type: 'ordered_list'; attrs?: { order: number }; content: RichTextNode[] }
  | { type: 'list_item'; content: RichTextNode[] }
  | { type: 'button'; attrs: RichTextButtonAttrs }
  | { type: 'clearer' }
  | { type: 'hard_break' }
  | {
      type: 'image';
      attrs: { src: string; alt: string | null; title: string | null; width?: number | null; height?: number | null };
    }
  | { type: 'table'; content: RichTextNode[] }
  | { type: 'table_row'; content: RichTextNode[] }
  | {
      type: 'table_cell';
      attrs: { colwidth: number[] | null; rowspan: number; colspan: number };
      content: RichTextNode[];
    }
  | { type: 'text'; text: string; marks?: RichTextMark[] };

const children = z.array(z.lazy((): z.ZodType<RichTextNode> => RichTextNodeSchema));
const alignSchema = z.enum(TEXT_ALIGNS).nullable();
const iconSchema = z.enum(BUTTON_ICONS).nullable();

export const RichTextButtonAttrsSchema: z.ZodType<RichTextButtonAttrs> = z.object({
  color: z.string(),
  size: z.enum(['small', 'large']),
  float: z.enum(['left', 'right', 'block']).nullable(),
  icon_left: iconSchema,
  icon_right: iconSchema,
  href: z.object({ sk: z.string().optional(), cs: z.string().optional(), de: z.string().optional() }),
  file: z.string().nullable(),
  link_target_blank: z.boolean(),
  title: z.string(),
});

export const RichTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('doc'), content: children }),
    z.object({
      type: z.literal('paragraph'),
      attrs: z.object({ textAlign: alignSchema }).optional(),
      content: children.optional(),
    }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({
        level: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
        textAlign: alignSchema.optional(),
      }),
      content: children.optional(),
    }),
    z.object({ type: z.literal('blockquote'), content: children }),
    z.object({ type: z.literal('bullet_list'), content: children }),
    z.object({ type: z.literal('ordered_list'), attrs: z.object({ order: z.number() }).optional(), content: children }),
    z.object({ type: z.literal('list_item'), content: children }),
    z.object({ type: z.literal('button'), attrs: RichTextButtonAttrsSchema }),
    z.object({ type: z.literal('clearer') }),
    z.object({ type: z.literal('hard_break') }),
    z.object({
      type: z.literal('image'),
      attrs: z.object({
        src: z.string(),
        alt: z.string().nullable(),
        title: z.string().nullable(),
        width: z.number().nullable().optional(),
        height: z.number().nullable().optional(),
      }),
    }),
    z.object({ type: z.literal('table'), content: children }),
    z.object({ type: z.literal('table_row'), content: children }),
    z.object({
      type: z.literal('table_cell'),
      attrs: z.object({ colwidth: z.array(z.number()).nullable(), rowspan: z.number(), colspan: z.number() }),
      content: children,
    }),
    z.object({ type: z.literal('text'), text: z.string(), marks: z.array(RichTextMarkSchema).optional() }),
  ]),
);

/** A whole rich-text field: always a `doc` node at the top. */
export const RichTextSchema = RichTextNodeSchema;
export type RichText = RichTextNode;

// ---------------------------------------------------------------- REST: menus, url rewrite, redirect

export interface MenuItem {
  id: number;
  title: string;
  /** Highlighted entry of the main menu. */
  main: boolean;
  parent: number | null;
  /** Path without locale prefix, e.g. `/masazne-oleje`; external links keep their scheme. */
  path: string;
  children: MenuItem[];
}
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    main: z.boolean(),
    parent: z.number().nullable(),
    path: z.string(),
    children: z.array(MenuItemSchema),
  }),
);

export const MENU_CODES = ['mainMenu', 'footerShop', 'footerAbout', 'footerHelp', 'userMenu'] as const;
export const MenuCodeSchema = z.enum(MENU_CODES);
export type MenuCode = z.infer<typeof MenuCodeSchema>;

export const MenuObjectSchema = z.object({
  code: MenuCodeSchema,
  title: z.string(),
  locale: LocaleSchema,
  items: z.array(MenuItemSchema),
});
export type MenuObject = z.infer<typeof MenuObjectSchema>;

export const URL_REWRITE_TYPES = [
  'page',
  'content_page',
  'branch',
  'article',
  'article_category',
  'author',
  'tag',
  'category',
  'virtual_category',
  'term',
] as const;
export const UrlRewriteTypeSchema = z.enum(URL_REWRITE_TYPES);

/** GET /url-rewrite?lang=&path= (spec 7: read type and page_meta.slug[locale]). */
export const UrlRewriteSchema = z.object({
  _id: z.string(),
  type: UrlRewriteTypeSchema,
  title: z.string(),
  page_meta: z.object({ slug: z.record(LocaleSchema, z.string()) }),
});
export type UrlRewrite = z.infer<typeof UrlRewriteSchema>;

/** GET /redirect?route=&path=&slug=&type= (spec 7: read redirectPath; may point off-site). */
export const RedirectAnswerSchema = z.object({ redirectPath: z.string() });
export type RedirectAnswer = z.infer<typeof RedirectAnswerSchema>;

// ---------------------------------------------------------------- catalogue content

/**
 * A postal address as the product-safety facts show it (GPSR, Regulation (EU) 2023/988 Art. 19):
 * `country` is the country's name in the answer's locale, `country_code` its ISO 3166 alpha-2 code
 * (what decides whether the operator is established in the EU).
 */
export const PostalAddressSchema = z.object({
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  country: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

/**
 * The EU responsible person of a manufacturer established outside the EU (GPSR Art. 16 and 19 b):
 * name, postal address and an electronic address (e-mail or web form; at least one).
 */
export const ResponsiblePersonSchema = z.object({
  name: z.string(),
  address: PostalAddressSchema,
  email: z.string().nullable(),
  web_form: z.string().nullable(),
});
export type ResponsiblePerson = z.infer<typeof ResponsiblePersonSchema>;

/**
 * The manufacturer behind a brand (GPSR Art. 19 a): name, postal address and an electronic address
 * (e-mail or web form), and its EU responsible person where it is established outside the EU.
 */
export const ManufacturerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: PostalAddressSchema,
  email: z.string().nullable(),
  web_form: z.string().nullable(),
  eu_responsible_person: ResponsiblePersonSchema.nullable(),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

export const BrandSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  image: ImageSchema.nullable(),
  link: z.string().nullable(),
  /** Slug of the virtual category showing this brand's products, if any. */
  linked_virtual_category: z.string().nullable(),
  weight: z.number(),
  /** The manufacturer entity the brand links to (resolved); null when the CMS has none for it. */
  manufacturer: ManufacturerSchema.nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const MaterialSchema = z.object({
  _id: z.string(),
  title: z.string(),
  material_hygiene: z.boolean(),
  material_lubricants: z.string(),
  description: RichTextSchema.nullable(),
  /** Warnings and safety instructions for every product of this material, in the answer's locale (GPSR Art. 19 d). */
  safety_warnings: z.array(z.string()),
});
export type Material = z.infer<typeof MaterialSchema>;

export const ColorSchema = z.object({
  _id: z.string(),
  title: z.string(),
  color_hex: z.string(),
  parameter_value_image: FileRefSchema.nullable(),
});
export type Color = z.infer<typeof ColorSchema>;

export const ParameterValueSchema = z.object({ _id: z.string(), value_id: z.number(), title: z.string() });
export type ParameterValue = z.infer<typeof ParameterValueSchema>;

export const ParameterSchema = z.object({
  _id: z.string(),
  entity_id: z.number(),
  title: z.string(),
  unit: z.string().nullable(),
  description: z.string().nullable(),
  values: z.array(ParameterValueSchema),
});
export type Parameter = z.infer<typeof ParameterSchema>;

export const CatalogSettingsParameterSchema = z.object({
  entityId: z.number(),
  importantFilter: z.boolean(),
  closedFilter: z.boolean(),
});
export const CatalogSettingsSchema = z.object({ parameters: z.array(CatalogSettingsParameterSchema) });

export const FaqQuestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: RichTextSchema,
  /** Group heading on the FAQ page. */
  group: z.string().nullable(),
  weight: z.number(),
});
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

export const SmallBannerSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  weight: z.number(),
  /** Customer group codes that see the banner; empty = everyone (spec 6). */
  customer_group_enabled: z.array(z.string()),
  link: z.string().nullable(),
  main_image: ImageSchema,
});
export type SmallBanner = z.infer<typeof SmallBannerSchema>;

export const CatalogBannerSchema = z.object({
  position: z.number(),
  image: ImageSchema,
  title: z.string(),
  url: z.string().nullable(),
  customer_group_enabled: z.array(z.string()),
  time_limited: z.boolean(),
  time_limit_start: isoDate.nullable(),
  time_limit_end: isoDate.nullable(),
  item_id: z.string(),
  item_name: z.string(),
});
export type CatalogBanner = z.infer<typeof CatalogBannerSchema>;

export const CategoryVideoSchema = z.object({ title: z.string(), video_url: z.string() });

export const ProductReferenceSchema = z.object({ product_id: z.number() });
export type ProductReference = z.infer<typeof ProductReferenceSchema>;

export const LimitedOfferSchema = z.object({
  _id: z.string(),
  type: z.enum(['countdown', 'daily_deal']),
  title: z.string(),
  active: z.boolean(),
  offer_datetime_from: isoDate.nullable(),
  offer_datetime: isoDate.nullable(),
  text_button: z.string(),
  domain_enabled: z.array(z.string()),
  product: ProductReferenceSchema,
});
export type LimitedOffer = z.infer<typeof LimitedOfferSchema>;

/** Article as referenced from other entities (lists, related articles, search). */
export const ArticleTeaserSchema = z.object({
  _id: z.string(),
  title: z.string(),
  short_title: z.string().nullable(),
  perex: z.string(),
  date_published: isoDate,
  image: ImageSchema.nullable(),
  slug: z.string(),
});
export type ArticleTeaser = z.infer<typeof ArticleTeaserSchema>;

/** Content of a store category (keyed by the store's category id). */
export const CategoryContentSchema = z.object({
  _id: z.string(),
  id: z.number(),
  title: z.string(),
  catalog_settings: CatalogSettingsSchema,
  content: RichTextSchema.nullable(),
  description: RichTextSchema.nullable(),
  text_below_products: RichTextSchema.nullable(),
  category_banner: FileRefSchema.nullable(),
  top_category_image: FileRefSchema.nullable(),
  page_meta: PageMetaSchema,
  faq_questions: z.array(FaqQuestionSchema),
  small_banners: z.array(SmallBannerSchema),
  related_articles: z.array(ArticleTeaserSchema),
  category_video: CategoryVideoSchema.nullable(),
  catalog_banners: z.array(CatalogBannerSchema),
  limited_offers: z.array(LimitedOfferSchema),
});
export type CategoryContent = z.infer<typeof CategoryContentSchema>;

export const PriceRangeSchema = z.object({
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  currency_code: z.string(),
});

export const VirtualCategorySchema = z.object({
  _id: z.string(),
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: RichTextSchema.nullable(),
  sliced_tags: z.array(z.string()),
  parameters: z.array(ParameterSelectionSchema),
  sliced_categories: z.array(z.number()),
  sliced_categories_excluded: z.array(z.number()),
  price_range: PriceRangeSchema.nullable(),
  page_meta: PageMetaSchema,
});
export type VirtualCategory = z.infer<typeof VirtualCategorySchema>;

/** A store category narrowed by a fixed parameter selection, with its own landing slug and SEO text (spec 5 canonical lookup). */
export const FilteredCategorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  store_category_id: z.number(),
  parameters: z.array(ParameterSelectionSchema),
  description: RichTextSchema.nullable(),
  page_meta: PageMetaSchema,
});
export type FilteredCategory = z.infer<typeof FilteredCategorySchema>;

export const EMBEDDED_LINK_TYPES = [
  'category',
  'article_category',
  'article_tag',
  'virtual_category',
  'custom_link',
] as const;
export const EmbeddedLinkSchema = z.object({
  title: z.string(),
  link_type: z.enum(EMBEDDED_LINK_TYPES),
  custom_link: z.string().nullable(),
  link_title: z.string().nullable(),
  link_target_blank: z.boolean(),
  /** Resolved target path for non-custom links (category slug, article category path, ...). */
  target_path: z.string().nullable(),
});
export type EmbeddedLink = z.infer<typeof EmbeddedLinkSchema>;

export const TopCategoryItemSchema = z.object({
  category_id: z.number(),
  title: z.string(),
  path: z.string(),
  image: ImageSchema.nullable(),
});
export type TopCategoryItem = z.infer<typeof TopCategoryItemSchema>;

export const TopVirtualCategoryItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  image: ImageSchema.nullable(),
});

export const TopCategoryConfigSchema = z.object({
  _id: z.string(),
  title: z.string(),
  item_type: z.enum(['category', 'virtual_category', 'mixed']),
  image: ImageSchema.nullable(),
  links: z.array(EmbeddedLinkSchema),
  top_categories: z.array(TopCategoryItemSchema),
  virtual_categories: z.array(TopVirtualCategoryItemSchema),
});
export type TopCategoryConfig = z.infer<typeof TopCategoryConfigSchema>;

// ---------------------------------------------------------------- articles

export const AuthorSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  perex: z.string().nullable(),
  author_has_page: z.boolean(),
  image: ImageSchema.nullable(),
  content: RichTextSchema.nullable(),
});
export type Author = z.infer<typeof AuthorSchema>;

export const MasterCategorySchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });

export const ArticleCategorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  menu_title: z.string(),
  slug: z.string(),
  weight: z.number(),
  perex: z.string().nullable(),
  image: ImageSchema.nullable(),
  master_category: MasterCategorySchema.nullable(),
  site_enabled: z.array(z.string()),
  page_meta: PageMetaSchema,
});
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

export const TagSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string(), page_meta: PageMetaSchema });
export type Tag = z.infer<typeof TagSchema>;

export const ArticleSchema = z.object({
  _id: z.string(),
  date_published: isoDate,
  created: isoDate,
  title: z.string(),
  short_title: z.string().nullable(),
  perex: z.string(),
  content: RichTextSchema,
  image: ImageSchema.nullable(),
  page_meta: PageMetaSchema,
  author: AuthorSchema.nullable(),
  article_category: ArticleCategorySchema.nullable(),
  tag: z.array(TagSchema),
  /** Domain codes (sk, cz) the article is published on. */
  site_enabled: z.array(z.string()),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleListConfigurationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  description: RichTextSchema.nullable(),
  image: ImageSchema.nullable(),
  page_meta: PageMetaSchema,
});
export type ArticleListConfiguration = z.infer<typeof ArticleListConfigurationSchema>;

// ---------------------------------------------------------------- branches

export const OpeningHoursSchema = z.object({
  /** ISO weekday 1 = Monday ... 7 = Sunday. */
  day: z.number(),
  day_title: z.string(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  note: z.string().nullable(),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const EmployeeSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photo: ImageSchema.nullable(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const BranchSchema = z.object({
  _id: z.string(),
  id: z.number(),
  /** The shop backend's branch id (StoreBranch.id), for joining the storeBranch record. */
  store_id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: RichTextSchema.nullable(),
  address: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2 country of the branch (structured data: Store addressCountry). */
  country_code: z.string().nullable(),
  /** The branch's own phone line. */
  phone: z.string().nullable(),
  opening_hours: z.array(OpeningHoursSchema),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  google_map_link: z.string(),
  branch_closed_from: isoDate.nullable(),
  branch_closed_to: isoDate.nullable(),
  branch_map_description: z.string().nullable(),
  branch_map_iframe: z.string().nullable(),
  branch_360_iframe: z.string().nullable(),
  images: z.array(ImageSchema),
  main_image: ImageSchema.nullable(),
  car_accessibility: z.string().nullable(),
  public_transportation_accessibility: z.string().nullable(),
  pay_with_card: z.boolean(),
  review_link: z.string().nullable(),
  region: z.string(),
  services: z.array(z.string()),
  weight: z.number(),
  branch_is_primary: z.boolean(),
  employees: z.array(EmployeeSchema),
  page_meta: PageMetaSchema,
  lastModified: isoDate,
});
export type Branch = z.infer<typeof BranchSchema>;

/** What the branch map needs (spec 7 "map data", limit 500). */
export const BranchMapPointSchema = z.object({
  _id: z.string(),
  id: z.number(),
  store_id: z.number(),
  title: z.string(),
  slug: z.string(),
  address: z.string(),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  branch_is_primary: z.boolean(),
});
export type BranchMapPoint = z.infer<typeof BranchMapPointSchema>;

// ---------------------------------------------------------------- pages and content blocks

export const UspSchema = z.object({
  _id: z.string(),
  /** Spec 9: cut at 80 characters (the storefront cuts; the CMS may send longer). */
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  path: z.string().nullable(),
});
export type Usp = z.infer<typeof UspSchema>;

export const BlockColorsSchema = z.object({
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
});

export const TextBoxButtonSchema = z.object({
  text: z.string(),
  link: z.string(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
  style: z.enum(['primary', 'secondary', 'outline', 'link']),
});

export const TextBoxSchema = z.object({
  title: z.string(),
  text: RichTextSchema.nullable(),
  image: ImageSchema.nullable(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
  buttons: z.array(TextBoxButtonSchema),
});

export const CuratedGuideTeaserSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  perex: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type CuratedGuideTeaser = z.infer<typeof CuratedGuideTeaserSchema>;

export const BENEFIT_ICON_TYPES = ['check', 'exclamation', 'question', 'quotes'] as const;

/**
 * `lang`: the locale of the block's texts when the CMS served it in its fallback locale because it
 * has no version in the one asked for (absent: the locale asked for).
 */
const blockBase = { _id: z.string(), lang: LocaleSchema.optional() };
export const BenefitBlockSchema = z.object({
  ...blockBase,
  type: z.literal('benefit'),
  title: z.string().nullable(),
  benefit_body: z.array(z.object({ icon_type: z.enum(BENEFIT_ICON_TYPES), content: RichTextSchema })),
});
export const BigTitleBlockSchema = z.object({
  ...blockBase,
  type: z.literal('big_title'),
  title: z.string(),
  text: z.string().nullable(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
});
export const CategoriesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('categories'),
  block_title: z.string(),
  colors: BlockColorsSchema,
  top_categories: z.array(TopCategoryItemSchema),
});
export const CollapsibleBlockSchema = z.object({
  ...blockBase,
  type: z.literal('collapsible'),
  title: z.string(),
  text: RichTextSchema,
});
export const CuratedGuideProductsBlockSchema = z.object({
  ...blockBase,
  type: z.literal('curated_guide_products'),
  title: z.string(),
  content: RichTextSchema.nullable(),
  benefit_line: z.array(z.string()),
  products_list_title: z.string(),
  product_reference: z.array(ProductReferenceSchema),
});
export const CuratedGuidesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('curated_guides'),
  block_title: z.string(),
  guides: z.array(CuratedGuideTeaserSchema),
});
export const NewsletterBlockSchema = z.object({
  ...blockBase,
  type: z.literal('newsletter'),
  newsletter_type: z.enum(['basic', 'with_text']),
  title: z.string().nullable(),
  text: RichTextSchema.nullable(),
});
export const ProductsBlockSchema = z.object({
  ...blockBase,
  type: z.literal('products'),
  block_title: z.string(),
  product_reference: z.array(ProductReferenceSchema),
});
export const QuoteBlockSchema = z.object({
  ...blockBase,
  type: z.literal('quote'),
  quote: z.string(),
  author: z.string().nullable(),
  author_position: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export const TextBlockSchema = z.object({ ...blockBase, type: z.literal('text'), content: RichTextSchema });
export const TextBoxesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('text_boxes'),
  block_title: z.string().nullable(),
  images: z.array(ImageSchema),
  background_color: z.string().nullable(),
  boxes: z.array(TextBoxSchema),
});
export const UspBlockSchema = z.object({
  ...blockBase,
  type: z.literal('usp'),
  block_title: z.string().nullable(),
  items: z.array(UspSchema),
});

export const CONTENT_BLOCK_TYPES = [
  'benefit',
  'big_title',
  'categories',
  'collapsible',
  'curated_guide_products',
  'curated_guides',
  'newsletter',
  'products',
  'quote',
  'text',
  'text_boxes',
  'usp',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

export const ContentBlockSchema = z.discriminatedUnion('type', [
  BenefitBlockSchema,
  BigTitleBlockSchema,
  CategoriesBlockSchema,
  CollapsibleBlockSchema,
  CuratedGuideProductsBlockSchema,
  CuratedGuidesBlockSchema,
  NewsletterBlockSchema,
  ProductsBlockSchema,
  QuoteBlockSchema,
  TextBlockSchema,
  TextBoxesBlockSchema,
  UspBlockSchema,
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

/**
 * A page's blocks: each validated on its own, and one the storefront does not know (a new CMS
 * block type, a malformed one) is dropped rather than failing the whole page (spec 8: a block that
 * cannot render renders nothing).
 */
export const ContentBlockListSchema = z.array(z.unknown()).transform((items): ContentBlock[] =>
  items.flatMap((item) => {
    const parsed = ContentBlockSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);
export type BenefitBlock = z.infer<typeof BenefitBlockSchema>;
export type BigTitleBlock = z.infer<typeof BigTitleBlockSchema>;
export type CategoriesBlock = z.infer<typeof CategoriesBlockSchema>;
export type CollapsibleBlock = z.infer<typeof CollapsibleBlockSchema>;
export type CuratedGuideProductsBlock = z.infer<typeof CuratedGuideProductsBlockSchema>;
export type CuratedGuidesBlock = z.infer<typeof CuratedGuidesBlockSchema>;
export type NewsletterBlock = z.infer<typeof NewsletterBlockSchema>;
export type ProductsBlock = z.infer<typeof ProductsBlockSchema>;
export type QuoteBlock = z.infer<typeof QuoteBlockSchema>;
export type TextBlock = z.infer<typeof TextBlockSchema>;
export type TextBoxesBlock = z.infer<typeof TextBoxesBlockSchema>;
export type UspBlock = z.infer<typeof UspBlockSchema>;

export const ContactBoxSchema = z.object({
  title_frontend: z.string(),
  description: z.string().nullable(),
  show_button: z.boolean(),
});

export const PageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: RichTextSchema,
  /** Side menu shown beside the page (a menu-object code), if any. */
  custom_menu_code: z.string().nullable(),
  contact_box: ContactBoxSchema.nullable(),
  page_meta: PageMetaSchema,
  url_rewrite: z.string().nullable(),
});
export type Page = z.infer<typeof PageSchema>;

/** "All pages" list item (sitemap, footer links). */
export const PageListItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  url_rewrite: z.string().nullable(),
});
export type PageListItem = z.infer<typeof PageListItemSchema>;

export const ContentPageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  pagination: z.boolean(),
  blocks_per_page: z.number(),
  content_blocks: ContentBlockListSchema,
  background_image: ImageSchema.nullable(),
  page_meta: PageMetaSchema,
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

// ---------------------------------------------------------------- home, banners, misc

export const HomeBannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  weight: z.number(),
  texts: z.array(z.string()),
  button_text: z.string().nullable(),
  images: z.object({ desktop: ImageSchema, mobile: ImageSchema.nullable() }),
  time_limited: z.boolean(),
  time_limit_start: isoDate.nullable(),
  time_limit_end: isoDate.nullable(),
  /** Tracking ids for promotion events. */
  item_id: z.string(),
  item_name: z.string(),
});
export type HomeBanner = z.infer<typeof HomeBannerSchema>;

export const InfoBoxSchema = z.object({
  _id: z.string(),
  box_color: z.string(),
  order: z.number(),
  text: z.string(),
  link: z.string().nullable(),
});
export type InfoBox = z.infer<typeof InfoBoxSchema>;

export const WideBannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  enabled: z.boolean(),
  weight: z.number(),
  background_color: z.string().nullable(),
  image: ImageSchema,
  mobile_image: ImageSchema.nullable(),
});
export type WideBanner = z.infer<typeof WideBannerSchema>;

/**
 * The optional strip above the header (SPEC 2 shared layout): shown only when `enabled` and the
 * current domain code (sk, cz) is in `domains_enabled`. `link` is a site path or an external URL.
 */
export const TopBannerSchema = z.object({
  _id: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  enabled: z.boolean(),
  domains_enabled: z.array(z.string()),
  background_color: z.string().nullable(),
});
export type TopBanner = z.infer<typeof TopBannerSchema>;

export const HomepageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_meta: PageMetaSchema,
  banners: z.array(HomeBannerSchema),
  info_boxes: z.array(InfoBoxSchema),
  top_category_config: TopCategoryConfigSchema.nullable(),
  usps: z.array(UspSchema),
  content_blocks: ContentBlockListSchema,
});
export type Homepage = z.infer<typeof HomepageSchema>;

export const TermSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** First letter for the glossary index (upper case, diacritics kept: Č, Š, Ž...). */
  letter: z.string(),
  perex: z.string().nullable(),
  content: RichTextSchema,
  page_meta: PageMetaSchema,
});
export type Term = z.infer<typeof TermSchema>;

export const InfomailSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  date_published: isoDate,
  perex: z.string().nullable(),
  content: RichTextSchema,
  page_meta: PageMetaSchema,
});
export type Infomail = z.infer<typeof InfomailSchema>;

export const FooterLinkSchema = z.object({ title: z.string(), path: z.string(), link_target_blank: z.boolean() });
export const FooterColumnSchema = z.object({
  title: z.string(),
  menu_code: z.string().nullable(),
  links: z.array(FooterLinkSchema),
});
export const FooterSchema = z.object({
  _id: z.string(),
  columns: z.array(FooterColumnSchema),
  contact: z.object({ phone: z.string(), email: z.string(), hours: z.string(), address: z.string() }),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  badges: z.array(ImageSchema),
  payment_icons: z.array(z.string()),
  copyright: z.string(),
  newsletter_text: z.string().nullable(),
});
export type Footer = z.infer<typeof FooterSchema>;

export const SearchContentSchema = z.object({
  articles: z.array(ArticleTeaserSchema),
  pages: z.array(PageListItemSchema),
  brands: z.array(BrandSchema),
  terms: z.array(z.object({ _id: z.string(), title: z.string(), slug: z.string() })),
});
export type SearchContent = z.infer<typeof SearchContentSchema>;

/** Result item of the demo backend's article search (the store engineer's /content/search uses it). */
export const ArticleSearchHitSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  perex: z.string(),
});
export type ArticleSearchHit = z.infer<typeof ArticleSearchHitSchema>;
