/**
 * The GraphQL documents the storefront sends to the content API (spec 7 "GraphQL (POST)"), each paired
 * with the zod schema of its `data`. Selections are generated from the entity schemas in content.ts
 * (`selectionOf`), so a document always asks for exactly the fields its result schema expects. The
 * demo backend builds its GraphQL types from the same schemas.
 *
 * Every root field takes an optional `locale` (sk | cs | de); without it the content API uses the
 * `x-inspishop-locale` header, then sk.
 *
 * Spec 6: a page, content page or article read by slug carries the permission-check flag
 * (`checkPermissions: true`), as the category read does (`catalog/category?checkPermissions=1`): the
 * content API may then hide an entity from shoppers outside its customer groups. The answer can
 * depend on the `x-inspishop-user-groups` header, which is part of every read-cache and page-cache key.
 *
 * `CONTENT_OPERATIONS` / `ALLOWED_CONTENT_OPERATION_NAMES`: the only operations the storefront's proxy
 * may forward from the browser.
 */
import { z } from '../zod';
import {
  ArticleCategorySchema,
  ArticleListConfigurationSchema,
  ArticleSchema,
  AuthorSchema,
  BranchMapPointSchema,
  BranchSchema,
  BrandSchema,
  CategoryContentSchema,
  ColorSchema,
  ContentPageSchema,
  FaqQuestionSchema,
  FilteredCategorySchema,
  FooterSchema,
  HomeBannerSchema,
  HomepageSchema,
  InfoBoxSchema,
  InfomailSchema,
  MaterialSchema,
  PageListItemSchema,
  PageSchema,
  ParameterSchema,
  SearchContentSchema,
  TagSchema,
  TermSchema,
  TopBannerSchema,
  TopCategoryConfigSchema,
  VirtualCategorySchema,
  WideBannerSchema,
} from './content';

// ---------------------------------------------------------------- selection generator

type AnyZod = z.core.$ZodType;
const WRAPPERS = new Set(['nullable', 'optional', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** Strip nullable/optional/default wrappers (they do not change which fields are selected). */
export function unwrapZod(schema: AnyZod): AnyZod {
  let s = schema;
  for (;;) {
    const def = s._zod.def as { type: string; innerType?: AnyZod };
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else return s;
  }
}

/** The object schema under arrays and wrappers, or null for a leaf (scalar, enum, or JSON: lazy, union, record). */
export function objectShapeOf(schema: AnyZod): Record<string, AnyZod> | null {
  let s = unwrapZod(schema);
  for (;;) {
    const def = s._zod.def as { type: string; element?: AnyZod; shape?: Record<string, AnyZod> };
    if (def.type === 'array' && def.element) s = unwrapZod(def.element);
    else if (def.type === 'object' && def.shape) return def.shape;
    else return null;
  }
}

/** `{ a b { c } }` for an object schema: every field, nested objects expanded, JSON leaves as plain fields. */
export function selectionOf(schema: AnyZod): string {
  const shape = objectShapeOf(schema);
  if (!shape) return '';
  const fields = Object.entries(shape).map(([name, field]) => {
    const nested = objectShapeOf(field);
    return nested ? `${name} ${selectionOf(field)}` : name;
  });
  return `{ ${fields.join(' ')} }`;
}

// ---------------------------------------------------------------- result schemas not in content.ts

/** Article lists leave out the body (`content`) to keep list answers small. */
export const ArticleListItemSchema = ArticleSchema.omit({ content: true });
export type ArticleListItem = z.infer<typeof ArticleListItemSchema>;
export const ArticleListPageSchema = z.object({ items: z.array(ArticleListItemSchema), total: z.number() });
export type ArticleListPage = z.infer<typeof ArticleListPageSchema>;
export const BranchListPageSchema = z.object({ items: z.array(BranchSchema), total: z.number() });
export type BranchListPage = z.infer<typeof BranchListPageSchema>;

export interface ContentQuery<R extends z.ZodType = z.ZodType> {
  operationName: string;
  document: string;
  result: R;
}
const q = <R extends z.ZodType>(operationName: string, document: string, result: R): ContentQuery<R> => ({
  operationName,
  document,
  result,
});

const brand = selectionOf(BrandSchema);
const branch = selectionOf(BranchSchema);
const article = selectionOf(ArticleSchema);
const articleListPage = selectionOf(ArticleListPageSchema);
const L = '$locale: String';
const l = 'locale: $locale';

// ---------------------------------------------------------------- catalogue

export const brandsByIdsQuery = q(
  'BrandsByIds',
  /* GraphQL */ `query BrandsByIds($ids: [String!]!, ${L}) { brands(ids: $ids, ${l}) ${brand} }`,
  z.object({ brands: z.array(BrandSchema) }),
);
/** All brands, weight descending (spec 7); brand list pages show 16 (spec 9), the storefront slices. */
export const brandsQuery = q(
  'Brands',
  /* GraphQL */ `query Brands($skip: Int, $limit: Int, ${L}) { brands(skip: $skip, limit: $limit, ${l}) ${brand} }`,
  z.object({ brands: z.array(BrandSchema) }),
);
export const materialsByIdsQuery = q(
  'MaterialsByIds',
  /* GraphQL */ `query MaterialsByIds($ids: [String!]!, ${L}) { materials(ids: $ids, ${l}) ${selectionOf(MaterialSchema)} }`,
  z.object({ materials: z.array(MaterialSchema) }),
);
export const colorByIdQuery = q(
  'ColorById',
  /* GraphQL */ `query ColorById($id: String!, ${L}) { color(_id: $id, ${l}) ${selectionOf(ColorSchema)} }`,
  z.object({ color: ColorSchema.nullable() }),
);
/**
 * Several colours in one request: SPEC 7 has only `color(_id)`, so the document asks it once per id,
 * each under an alias (`c0`, `c1`, …). Worker-only (the catalogue reference lists, by-id reads of the
 * product page); not one of the browser's CONTENT_OPERATIONS, as its document varies with the count.
 */
export function colorsByIdsQuery(ids: readonly string[]): { document: string; variables: Record<string, string> } {
  const color = selectionOf(ColorSchema);
  const variables: Record<string, string> = {};
  const fields = ids.map((id, i) => {
    variables[`c${i}`] = id;
    return `c${i}: color(_id: $c${i}, ${l}) ${color}`;
  });
  const declared = ids.map((_, i) => `$c${i}: String!`).join(', ');
  return { document: `query ColorsByIds(${declared}, ${L}) { ${fields.join(' ')} }`, variables };
}
/** The answer of colorsByIdsQuery: each alias a colour, or null for an id the CMS does not know. */
export const ColorsByIdsResultSchema = z.record(z.string(), ColorSchema.nullable());

export const categoryByStoreIdQuery = q(
  'CategoryByStoreId',
  /* GraphQL */ `query CategoryByStoreId($id: Int!, ${L}) { category(id: $id, ${l}) ${selectionOf(CategoryContentSchema)} }`,
  z.object({ category: CategoryContentSchema.nullable() }),
);
export const virtualCategoryBySlugQuery = q(
  'VirtualCategoryBySlug',
  /* GraphQL */ `query VirtualCategoryBySlug($slug: String!, ${L}) { virtualCategory(slug: $slug, ${l}) ${selectionOf(VirtualCategorySchema)} }`,
  z.object({ virtualCategory: VirtualCategorySchema.nullable() }),
);
export const filteredCategoryBySlugQuery = q(
  'FilteredCategoryBySlug',
  /* GraphQL */ `query FilteredCategoryBySlug($slug: String!, ${L}) { filteredCategory(slug: $slug, ${l}) ${selectionOf(FilteredCategorySchema)} }`,
  z.object({ filteredCategory: FilteredCategorySchema.nullable() }),
);
/** Spec 5 canonical lookup: exact match of parameter and value ids within one store category. */
export const filteredCategoryByParametersQuery = q(
  'FilteredCategoryByParameters',
  /* GraphQL */ `query FilteredCategoryByParameters($storeCategoryId: Int!, $parameters: [ParameterSelectionInput!]!, ${L}) { filteredCategoryByParameters(storeCategoryId: $storeCategoryId, parameters: $parameters, ${l}) ${selectionOf(FilteredCategorySchema)} }`,
  z.object({ filteredCategoryByParameters: FilteredCategorySchema.nullable() }),
);
export const topCategoryConfigQuery = q(
  'TopCategoryConfig',
  /* GraphQL */ `query TopCategoryConfig(${L}) { topCategoryConfig(${l}) ${selectionOf(TopCategoryConfigSchema)} }`,
  z.object({ topCategoryConfig: TopCategoryConfigSchema.nullable() }),
);
export const parametersQuery = q(
  'Parameters',
  /* GraphQL */ `query Parameters($ids: [Int!], ${L}) { parameters(ids: $ids, ${l}) ${selectionOf(ParameterSchema)} }`,
  z.object({ parameters: z.array(ParameterSchema) }),
);

// ---------------------------------------------------------------- branches

export const branchBySlugQuery = q(
  'BranchBySlug',
  /* GraphQL */ `query BranchBySlug($slug: String!, ${L}) { branch(slug: $slug, ${l}) ${branch} }`,
  z.object({ branch: BranchSchema.nullable() }),
);
export const branchByIdQuery = q(
  'BranchById',
  /* GraphQL */ `query BranchById($id: Int!, ${L}) { branch(id: $id, ${l}) ${branch} }`,
  z.object({ branch: BranchSchema.nullable() }),
);
export const branchesByStoreIdsQuery = q(
  'BranchesByStoreIds',
  /* GraphQL */ `query BranchesByStoreIds($storeIds: [Int!]!, ${L}) { branches(storeIds: $storeIds, limit: 500, ${l}) ${selectionOf(BranchListPageSchema)} }`,
  z.object({ branches: BranchListPageSchema }),
);
export const primaryBranchQuery = q(
  'PrimaryBranch',
  /* GraphQL */ `query PrimaryBranch(${L}) { primaryBranch(${l}) ${branch} }`,
  z.object({ primaryBranch: BranchSchema.nullable() }),
);
/** Weight descending. */
export const branchesQuery = q(
  'Branches',
  /* GraphQL */ `query Branches($skip: Int, $limit: Int, ${L}) { branches(skip: $skip, limit: $limit, ${l}) ${selectionOf(BranchListPageSchema)} }`,
  z.object({ branches: BranchListPageSchema }),
);
/** Spec 7/9: skip 0, limit 500. */
export const branchMapDataQuery = q(
  'BranchMapData',
  /* GraphQL */ `query BranchMapData($skip: Int = 0, $limit: Int = 500, ${L}) { branchMap(skip: $skip, limit: $limit, ${l}) ${selectionOf(BranchMapPointSchema)} }`,
  z.object({ branchMap: z.array(BranchMapPointSchema) }),
);

// ---------------------------------------------------------------- pages

export const pageBySlugQuery = q(
  'PageBySlug',
  /* GraphQL */ `query PageBySlug($slug: String!, ${L}) { page(slug: $slug, checkPermissions: true, ${l}) ${selectionOf(PageSchema)} }`,
  z.object({ page: PageSchema.nullable() }),
);
/** Content pages, also curated guides (/sprievodca/{slug}). */
export const contentPageBySlugQuery = q(
  'ContentPageBySlug',
  /* GraphQL */ `query ContentPageBySlug($slug: String!, ${L}) { contentPage(slug: $slug, checkPermissions: true, ${l}) ${selectionOf(ContentPageSchema)} }`,
  z.object({ contentPage: ContentPageSchema.nullable() }),
);
export const allPagesQuery = q(
  'AllPages',
  /* GraphQL */ `query AllPages(${L}) { pages(${l}) ${selectionOf(PageListItemSchema)} }`,
  z.object({ pages: z.array(PageListItemSchema) }),
);
export const homepageQuery = q(
  'Homepage',
  /* GraphQL */ `query Homepage(${L}) { homepage(${l}) ${selectionOf(HomepageSchema)} }`,
  z.object({ homepage: HomepageSchema }),
);
export const footerQuery = q(
  'Footer',
  /* GraphQL */ `query Footer(${L}) { footer(${l}) ${selectionOf(FooterSchema)} }`,
  z.object({ footer: FooterSchema }),
);
/** Home banners, all of them: the storefront hides time-limited ones outside their window (spec 4). */
export const bannersQuery = q(
  'Banners',
  /* GraphQL */ `query Banners(${L}) { banners(${l}) ${selectionOf(HomeBannerSchema)} }`,
  z.object({ banners: z.array(HomeBannerSchema) }),
);
/** Enabled wide banners only. */
export const wideBannersQuery = q(
  'WideBanners',
  /* GraphQL */ `query WideBanners(${L}) { wideBanners(${l}) ${selectionOf(WideBannerSchema)} }`,
  z.object({ wideBanners: z.array(WideBannerSchema) }),
);
/** The top banner (null when the CMS has none); the storefront checks `enabled` and `domains_enabled`. */
export const topBannerQuery = q(
  'TopBanner',
  /* GraphQL */ `query TopBanner(${L}) { topBanner(${l}) ${selectionOf(TopBannerSchema)} }`,
  z.object({ topBanner: TopBannerSchema.nullable() }),
);
export const infoBoxesQuery = q(
  'InfoBoxes',
  /* GraphQL */ `query InfoBoxes(${L}) { infoBoxes(${l}) ${selectionOf(InfoBoxSchema)} }`,
  z.object({ infoBoxes: z.array(InfoBoxSchema) }),
);

// ---------------------------------------------------------------- articles

export const articleBySlugQuery = q(
  'ArticleBySlug',
  /* GraphQL */ `query ArticleBySlug($slug: String!, ${L}) { article(slug: $slug, checkPermissions: true, ${l}) ${article} }`,
  z.object({ article: ArticleSchema.nullable() }),
);
/**
 * date_published descending; future-dated articles ARE returned (the storefront hides them, spec 4).
 * Optional filters: categoryId (article category _id), tagId, authorId.
 */
export const articlesQuery = q(
  'Articles',
  /* GraphQL */ `query Articles($skip: Int, $limit: Int, $categoryId: String, $tagId: String, $authorId: String, ${L}) { articles(skip: $skip, limit: $limit, categoryId: $categoryId, tagId: $tagId, authorId: $authorId, ${l}) ${articleListPage} }`,
  z.object({ articles: ArticleListPageSchema }),
);
export const articlesByCategoryQuery = q(
  'ArticlesByCategory',
  /* GraphQL */ `query ArticlesByCategory($categoryId: String!, $skip: Int, $limit: Int, ${L}) { articles(categoryId: $categoryId, skip: $skip, limit: $limit, ${l}) ${articleListPage} }`,
  z.object({ articles: ArticleListPageSchema }),
);
export const articlesByTagQuery = q(
  'ArticlesByTag',
  /* GraphQL */ `query ArticlesByTag($tagId: String!, $skip: Int, $limit: Int, ${L}) { articles(tagId: $tagId, skip: $skip, limit: $limit, ${l}) ${articleListPage} }`,
  z.object({ articles: ArticleListPageSchema }),
);
export const articlesByAuthorQuery = q(
  'ArticlesByAuthor',
  /* GraphQL */ `query ArticlesByAuthor($authorId: String!, $skip: Int, $limit: Int, ${L}) { articles(authorId: $authorId, skip: $skip, limit: $limit, ${l}) ${articleListPage} }`,
  z.object({ articles: ArticleListPageSchema }),
);
export const articleCategoryQuery = q(
  'ArticleCategory',
  /* GraphQL */ `query ArticleCategory($slug: String!, ${L}) { articleCategory(slug: $slug, ${l}) ${selectionOf(ArticleCategorySchema)} }`,
  z.object({ articleCategory: ArticleCategorySchema.nullable() }),
);
/** Weight descending. */
export const articleCategoriesQuery = q(
  'ArticleCategories',
  /* GraphQL */ `query ArticleCategories(${L}) { articleCategories(${l}) ${selectionOf(ArticleCategorySchema)} }`,
  z.object({ articleCategories: z.array(ArticleCategorySchema) }),
);
export const tagQuery = q(
  'Tag',
  /* GraphQL */ `query Tag($slug: String!, ${L}) { tag(slug: $slug, ${l}) ${selectionOf(TagSchema)} }`,
  z.object({ tag: TagSchema.nullable() }),
);
export const tagsQuery = q(
  'Tags',
  /* GraphQL */ `query Tags(${L}) { tags(${l}) ${selectionOf(TagSchema)} }`,
  z.object({ tags: z.array(TagSchema) }),
);
export const authorQuery = q(
  'Author',
  /* GraphQL */ `query Author($slug: String!, ${L}) { author(slug: $slug, ${l}) ${selectionOf(AuthorSchema)} }`,
  z.object({ author: AuthorSchema.nullable() }),
);
export const authorsQuery = q(
  'Authors',
  /* GraphQL */ `query Authors(${L}) { authors(${l}) ${selectionOf(AuthorSchema)} }`,
  z.object({ authors: z.array(AuthorSchema) }),
);
export const articleListConfigurationQuery = q(
  'ArticleListConfiguration',
  /* GraphQL */ `query ArticleListConfiguration(${L}) { articleListConfiguration(${l}) ${selectionOf(ArticleListConfigurationSchema)} }`,
  z.object({ articleListConfiguration: ArticleListConfigurationSchema.nullable() }),
);

// ---------------------------------------------------------------- glossary, faq, infomails, search

/** Spec 9: terms query limit 1000. */
export const termsQuery = q(
  'Terms',
  /* GraphQL */ `query Terms($limit: Int = 1000, ${L}) { terms(limit: $limit, ${l}) ${selectionOf(TermSchema)} }`,
  z.object({ terms: z.array(TermSchema) }),
);
export const termBySlugQuery = q(
  'TermBySlug',
  /* GraphQL */ `query TermBySlug($slug: String!, ${L}) { term(slug: $slug, ${l}) ${selectionOf(TermSchema)} }`,
  z.object({ term: TermSchema.nullable() }),
);
export const faqQuery = q(
  'Faq',
  /* GraphQL */ `query Faq(${L}) { faq(${l}) ${selectionOf(FaqQuestionSchema)} }`,
  z.object({ faq: z.array(FaqQuestionSchema) }),
);
export const infomailsQuery = q(
  'Infomails',
  /* GraphQL */ `query Infomails(${L}) { infomails(${l}) ${selectionOf(InfomailSchema)} }`,
  z.object({ infomails: z.array(InfomailSchema) }),
);
export const infomailBySlugQuery = q(
  'InfomailBySlug',
  /* GraphQL */ `query InfomailBySlug($slug: String!, ${L}) { infomail(slug: $slug, ${l}) ${selectionOf(InfomailSchema)} }`,
  z.object({ infomail: InfomailSchema.nullable() }),
);
export const searchContentQuery = q(
  'SearchContent',
  /* GraphQL */ `query SearchContent($q: String!, $limit: Int = 10, ${L}) { searchContent(q: $q, limit: $limit, ${l}) ${selectionOf(SearchContentSchema)} }`,
  z.object({ searchContent: SearchContentSchema }),
);

// ---------------------------------------------------------------- allow-list

/** Every query above by operation name: the proxy forwards only these, with this exact document. */
export const CONTENT_OPERATIONS = Object.fromEntries(
  [
    brandsByIdsQuery,
    brandsQuery,
    materialsByIdsQuery,
    colorByIdQuery,
    categoryByStoreIdQuery,
    virtualCategoryBySlugQuery,
    filteredCategoryBySlugQuery,
    filteredCategoryByParametersQuery,
    topCategoryConfigQuery,
    parametersQuery,
    branchBySlugQuery,
    branchByIdQuery,
    branchesByStoreIdsQuery,
    primaryBranchQuery,
    branchesQuery,
    branchMapDataQuery,
    pageBySlugQuery,
    contentPageBySlugQuery,
    allPagesQuery,
    homepageQuery,
    footerQuery,
    bannersQuery,
    wideBannersQuery,
    topBannerQuery,
    infoBoxesQuery,
    articleBySlugQuery,
    articlesQuery,
    articlesByCategoryQuery,
    articlesByTagQuery,
    articlesByAuthorQuery,
    articleCategoryQuery,
    articleCategoriesQuery,
    tagQuery,
    tagsQuery,
    authorQuery,
    authorsQuery,
    articleListConfigurationQuery,
    termsQuery,
    termBySlugQuery,
    faqQuery,
    infomailsQuery,
    infomailBySlugQuery,
    searchContentQuery,
  ].map((query) => [query.operationName, query as ContentQuery]),
) as Readonly<Record<string, ContentQuery>>;

export const ALLOWED_CONTENT_OPERATION_NAMES: ReadonlySet<string> = new Set(Object.keys(CONTENT_OPERATIONS));

export function isAllowedContentOperation(operationName: unknown): operationName is string {
  return typeof operationName === 'string' && ALLOWED_CONTENT_OPERATION_NAMES.has(operationName);
}

/** Body of a content GraphQL request as the proxy accepts it from the browser. */
export const ContentGraphqlRequestSchema = z.object({
  operationName: z.string().refine((n) => ALLOWED_CONTENT_OPERATION_NAMES.has(n), 'operation not allowed'),
  query: z.string().optional(),
  variables: z.record(z.string(), z.unknown()).optional(),
});
export type ContentGraphqlRequest = z.infer<typeof ContentGraphqlRequestSchema>;

/** GraphQL envelope around a result schema. */
export const graphqlEnvelope = <R extends z.ZodType>(result: R) =>
  z.object({
    data: result.nullable().optional(),
    errors: z.array(z.object({ message: z.string() }).loose()).optional(),
  });
