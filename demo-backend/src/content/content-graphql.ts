/**
 * The content API's GraphQL endpoint (graphql-yoga on Workers). Types come from the zod contracts
 * (content-graphql-sdl.ts); resolvers read the in-memory content seed. Arguments beyond GraphQL's own
 * type checks (paging bounds, locale) are validated with zod and answered as BAD_USER_INPUT errors.
 */
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import { z } from 'zod';
import type { Article, Branch } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { articleTeaser, contentSeed, type ContentSeed } from '../seed/content-seed';
import { searchArticles, foldText, searchWords } from './article-search';
import { buildObjectTypesSdl, QUERY_SDL } from './content-graphql-sdl';
import { LOCALE_HEADER, resolveLocale } from './content-locale';

export const GRAPHQL_ENDPOINT = '/content/graphql';

interface Ctx {
  request: Request;
}
type Args = Record<string, unknown> & { locale?: string | null };

function seedFor(args: Args, ctx: Ctx): ContentSeed {
  const r = resolveLocale(args.locale, ctx.request.headers.get(LOCALE_HEADER));
  if (!r.ok) throw new GraphQLError(r.message, { extensions: { code: 'BAD_USER_INPUT' } });
  return contentSeed(r.locale);
}

const PagingSchema = z.object({
  skip: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? 0),
  limit: z.number().int().min(1).max(1000).nullish(),
});
function paging(args: Args, defaultLimit: number): { skip: number; limit: number } {
  const parsed = PagingSchema.safeParse({ skip: args.skip, limit: args.limit });
  if (!parsed.success)
    throw new GraphQLError('skip must be >= 0 and limit between 1 and 1000', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return { skip: parsed.data.skip, limit: parsed.data.limit ?? defaultLimit };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bySlug = <T extends { page_meta: { slug: string } }>(items: T[], slug: unknown): T | null =>
  items.find((x) => x.page_meta.slug === str(slug)?.replace(/^\/+|\/+$/g, '')) ?? null;
const byPlainSlug = <T extends { slug: string }>(items: T[], slug: unknown): T | null =>
  items.find((x) => x.slug === str(slug)) ?? null;

const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Rich text, content blocks and other structured values, as plain JSON.',
  serialize: (v) => v,
  parseValue: (v) => v,
});

function sameSelection(
  a: { entityId: number; values: number[] }[],
  b: { entityId: number; values: number[] }[],
): boolean {
  const key = (s: { entityId: number; values: number[] }[]) =>
    s
      .map((x) => `${x.entityId}:${[...x.values].sort((m, n) => m - n).join(',')}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

function articleMatches(a: Article, args: Args): boolean {
  const cat = str(args.categoryId);
  const tag = str(args.tagId);
  const author = str(args.authorId);
  if (
    cat &&
    a.article_category?._id !== cat &&
    a.article_category?.slug !== cat &&
    a.article_category?.master_category?._id !== cat
  )
    return false;
  if (tag && !a.tag.some((t) => t._id === tag || t.slug === tag)) return false;
  if (author && a.author?._id !== author && a.author?.slug !== author) return false;
  return true;
}

const branchesByWeight = (bs: Branch[]) => [...bs].sort((a, b) => b.weight - a.weight);

const resolvers = {
  JSON: JsonScalar,
  Query: {
    brands: (_: unknown, args: Args, ctx: Ctx) => {
      const s = seedFor(args, ctx);
      const ids = args.ids as string[] | null | undefined;
      const sorted = [...s.brands].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title));
      const list = ids ? sorted.filter((b) => ids.includes(b._id)) : sorted;
      const { skip, limit } = paging(args, 1000);
      return list.slice(skip, skip + limit);
    },
    materials: (_: unknown, args: Args, ctx: Ctx) =>
      seedFor(args, ctx).materials.filter((m) => (args.ids as string[]).includes(m._id)),
    color: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).colors.find((c) => c._id === args._id) ?? null,
    category: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).categories.find((c) => c.id === args.id) ?? null,
    virtualCategory: (_: unknown, args: Args, ctx: Ctx) => byPlainSlug(seedFor(args, ctx).virtualCategories, args.slug),
    filteredCategory: (_: unknown, args: Args, ctx: Ctx) =>
      byPlainSlug(seedFor(args, ctx).filteredCategories, args.slug),
    filteredCategoryByParameters: (_: unknown, args: Args, ctx: Ctx) => {
      const wanted = args.parameters as { entityId: number; values: number[] }[];
      if (wanted.length === 0) return null; // spec 5: only with at least one filter selected
      return (
        seedFor(args, ctx).filteredCategories.find(
          (f) => f.store_category_id === args.storeCategoryId && sameSelection(f.parameters, wanted),
        ) ?? null
      );
    },
    topCategoryConfig: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).topCategoryConfig,
    parameters: (_: unknown, args: Args, ctx: Ctx) => {
      const ids = args.ids as number[] | null | undefined;
      const all = seedFor(args, ctx).parameters;
      return ids ? all.filter((p) => ids.includes(p.entity_id)) : all;
    },

    branch: (_: unknown, args: Args, ctx: Ctx) => {
      if (args.slug == null && args.id == null)
        throw new GraphQLError('branch needs slug or id', { extensions: { code: 'BAD_USER_INPUT' } });
      const bs = seedFor(args, ctx).branches;
      return (args.slug != null ? byPlainSlug(bs, args.slug) : bs.find((b) => b.id === args.id)) ?? null;
    },
    branches: (_: unknown, args: Args, ctx: Ctx) => {
      const storeIds = args.storeIds as number[] | null | undefined;
      const all = branchesByWeight(seedFor(args, ctx).branches).filter(
        (b) => !storeIds || storeIds.includes(b.store_id),
      );
      const { skip, limit } = paging(args, 100);
      return { items: all.slice(skip, skip + limit), total: all.length };
    },
    primaryBranch: (_: unknown, args: Args, ctx: Ctx) =>
      seedFor(args, ctx).branches.find((b) => b.branch_is_primary) ?? null,
    branchMap: (_: unknown, args: Args, ctx: Ctx) => {
      const { skip, limit } = paging(args, 500);
      return branchesByWeight(seedFor(args, ctx).branches).slice(skip, skip + limit);
    },

    page: (_: unknown, args: Args, ctx: Ctx) => {
      const pages = seedFor(args, ctx).pages;
      return (
        bySlug(pages, args.slug) ??
        pages.find((p) => p.url_rewrite !== null && p.url_rewrite === str(args.slug)) ??
        null
      );
    },
    contentPage: (_: unknown, args: Args, ctx: Ctx) => bySlug(seedFor(args, ctx).contentPages, args.slug),
    pages: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).pageList,
    homepage: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).homepage,
    footer: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).footer,
    banners: (_: unknown, args: Args, ctx: Ctx) => [...seedFor(args, ctx).banners].sort((a, b) => b.weight - a.weight),
    wideBanners: (_: unknown, args: Args, ctx: Ctx) =>
      seedFor(args, ctx)
        .wideBanners.filter((b) => b.enabled)
        .sort((a, b) => b.weight - a.weight),
    topBanner: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).topBanner,
    infoBoxes: (_: unknown, args: Args, ctx: Ctx) =>
      [...seedFor(args, ctx).infoBoxes].sort((a, b) => a.order - b.order),

    article: (_: unknown, args: Args, ctx: Ctx) => bySlug(seedFor(args, ctx).articles, args.slug),
    articles: (_: unknown, args: Args, ctx: Ctx) => {
      const { skip, limit } = paging(args, 15);
      const all = seedFor(args, ctx)
        .articles.filter((a) => articleMatches(a, args))
        .sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published));
      return { items: all.slice(skip, skip + limit), total: all.length };
    },
    articleCategory: (_: unknown, args: Args, ctx: Ctx) => {
      const cats = seedFor(args, ctx).articleCategories;
      if (args.slug == null && args.id == null)
        throw new GraphQLError('articleCategory needs slug or id', { extensions: { code: 'BAD_USER_INPUT' } });
      return cats.find((c) => (args.slug != null ? c.slug === args.slug : c._id === args.id)) ?? null;
    },
    articleCategories: (_: unknown, args: Args, ctx: Ctx) =>
      [...seedFor(args, ctx).articleCategories].sort((a, b) => b.weight - a.weight),
    tag: (_: unknown, args: Args, ctx: Ctx) => byPlainSlug(seedFor(args, ctx).tags, args.slug),
    tags: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).tags,
    author: (_: unknown, args: Args, ctx: Ctx) => byPlainSlug(seedFor(args, ctx).authors, args.slug),
    authors: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).authors,
    articleListConfiguration: (_: unknown, args: Args, ctx: Ctx) => seedFor(args, ctx).listConfiguration,

    terms: (_: unknown, args: Args, ctx: Ctx) => {
      const { limit } = paging(args, 1000);
      return [...seedFor(args, ctx).terms].sort((a, b) => a.title.localeCompare(b.title, 'sk')).slice(0, limit);
    },
    term: (_: unknown, args: Args, ctx: Ctx) => byPlainSlug(seedFor(args, ctx).terms, args.slug),
    faq: (_: unknown, args: Args, ctx: Ctx) => [...seedFor(args, ctx).faq].sort((a, b) => b.weight - a.weight),
    infomails: (_: unknown, args: Args, ctx: Ctx) =>
      [...seedFor(args, ctx).infomails].sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published)),
    infomail: (_: unknown, args: Args, ctx: Ctx) => byPlainSlug(seedFor(args, ctx).infomails, args.slug),
    searchContent: (_: unknown, args: Args, ctx: Ctx) => {
      const s = seedFor(args, ctx);
      const { limit } = paging(args, 10);
      const q = str(args.q) ?? '';
      const words = searchWords(q);
      const hit = (text: string) => words.length > 0 && words.every((w) => foldText(text).includes(w));
      const articleIds = new Set(searchArticles(s.locale as Locale, q, limit).map((a) => a._id));
      return {
        articles: s.articles.filter((a) => articleIds.has(a._id)).map(articleTeaser),
        pages: s.pageList.filter((p) => hit(p.title)).slice(0, limit),
        brands: s.brands.filter((b) => hit(b.title)).slice(0, limit),
        terms: s.terms
          .filter((t) => hit(`${t.title} ${t.perex ?? ''}`))
          .slice(0, limit)
          .map((t) => ({ _id: t._id, title: t.title, slug: t.slug })),
      };
    },
  },
};

type ContentYoga = YogaServerInstance<Record<string, never>, Record<string, never>>;
let yoga: ContentYoga | undefined;

/** One yoga instance per isolate: schema building is the expensive part. */
export function contentYoga(): ContentYoga {
  yoga ??= createYoga<Record<string, never>>({
    schema: createSchema<Record<string, never>>({ typeDefs: buildObjectTypesSdl() + QUERY_SDL, resolvers }),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    graphiql: false,
    landingPage: false,
    // Demo data only, but keep error texts for resolver GraphQLErrors and mask unexpected ones.
    maskedErrors: true,
  });
  return yoga;
}
