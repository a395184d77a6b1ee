/**
 * Builds the content API's GraphQL object types from the zod entity schemas of shared/contracts, so the
 * server can never drift from what content-queries.ts selects. Mapping (the same rule selectionOf uses):
 * objects → named types (the export name without `Schema`, or Parent_field for inline objects), arrays →
 * lists, strings/enums → String, numbers → Float, booleans → Boolean, and anything recursive, union or
 * record (rich text, content blocks, per-locale maps) → the JSON scalar.
 */
import type { z } from 'zod';
import * as contentSchemas from '../../../shared/contracts/content';
import {
  ArticleListItemSchema,
  ArticleListPageSchema,
  BranchListPageSchema,
  unwrapZod,
} from '../../../shared/contracts/content-queries';

type AnyZod = z.core.$ZodType;

function isZodObject(v: unknown): v is AnyZod {
  return typeof v === 'object' && v !== null && '_zod' in v && (v as AnyZod)._zod.def.type === 'object';
}

export function buildObjectTypesSdl(): string {
  const names = new Map<AnyZod, string>();
  for (const [exportName, value] of Object.entries(contentSchemas)) {
    if (exportName.endsWith('Schema') && isZodObject(value)) names.set(value, exportName.slice(0, -'Schema'.length));
  }
  names.set(ArticleListItemSchema, 'ArticleListItem');
  names.set(ArticleListPageSchema, 'ArticleListPage');
  names.set(BranchListPageSchema, 'BranchListPage');

  const emitted = new Map<string, string>();

  const isOptional = (schema: AnyZod): boolean => {
    let s = schema;
    for (;;) {
      const def = s._zod.def as { type: string; innerType?: AnyZod };
      if (def.type === 'nullable' || def.type === 'optional') return true;
      if (def.innerType) s = def.innerType;
      else return false;
    }
  };

  const typeRef = (schema: AnyZod, parent: string, field: string): string => {
    const inner = unwrapZod(schema);
    const def = inner._zod.def as { type: string; element?: AnyZod; values?: unknown[] };
    let ref: string;
    switch (def.type) {
      case 'array':
        ref = `[${typeRef(def.element as AnyZod, parent, field)}]`;
        break;
      case 'object':
        ref = objectType(inner, `${parent}_${field}`);
        break;
      case 'string':
      case 'enum':
        ref = 'String';
        break;
      case 'number':
        ref = 'Float';
        break;
      case 'boolean':
        ref = 'Boolean';
        break;
      case 'literal': {
        const first = def.values?.[0];
        ref = typeof first === 'number' ? 'Float' : typeof first === 'boolean' ? 'Boolean' : 'String';
        break;
      }
      default:
        ref = 'JSON';
    }
    return isOptional(schema) ? ref : `${ref}!`;
  };

  const objectType = (schema: AnyZod, fallback: string): string => {
    const name = names.get(schema) ?? fallback;
    if (emitted.has(name)) return name;
    emitted.set(name, ''); // reserve first: guards against self-reference
    const shape = (schema._zod.def as unknown as { shape: Record<string, AnyZod> }).shape;
    const fields = Object.entries(shape).map(([f, s]) => `  ${f}: ${typeRef(s, name, f)}`);
    emitted.set(name, `type ${name} {\n${fields.join('\n')}\n}`);
    return name;
  };

  for (const [schema, name] of names) objectType(schema, name);
  return [...emitted.values()].join('\n\n');
}

export const QUERY_SDL = /* GraphQL */ `
scalar JSON

input ParameterSelectionInput {
  entityId: Int!
  values: [Int!]!
}

type Query {
  brands(ids: [String!], skip: Int, limit: Int, locale: String): [Brand!]!
  materials(ids: [String!]!, locale: String): [Material!]!
  color(_id: String!, locale: String): Color
  category(id: Int!, locale: String): CategoryContent
  virtualCategory(slug: String!, locale: String): VirtualCategory
  filteredCategory(slug: String!, locale: String): FilteredCategory
  filteredCategoryByParameters(storeCategoryId: Int!, parameters: [ParameterSelectionInput!]!, locale: String): FilteredCategory
  topCategoryConfig(locale: String): TopCategoryConfig
  parameters(ids: [Int!], locale: String): [Parameter!]!

  branch(slug: String, id: Int, locale: String): Branch
  branches(storeIds: [Int!], skip: Int, limit: Int, locale: String): BranchListPage!
  primaryBranch(locale: String): Branch
  branchMap(skip: Int, limit: Int, locale: String): [BranchMapPoint!]!

  page(slug: String!, checkPermissions: Boolean, locale: String): Page
  contentPage(slug: String!, checkPermissions: Boolean, locale: String): ContentPage
  pages(locale: String): [PageListItem!]!
  homepage(locale: String): Homepage!
  footer(locale: String): Footer!
  banners(locale: String): [HomeBanner!]!
  wideBanners(locale: String): [WideBanner!]!
  topBanner(locale: String): TopBanner
  infoBoxes(locale: String): [InfoBox!]!

  article(slug: String!, checkPermissions: Boolean, locale: String): Article
  articles(skip: Int, limit: Int, categoryId: String, tagId: String, authorId: String, locale: String): ArticleListPage!
  articleCategory(slug: String, id: String, locale: String): ArticleCategory
  articleCategories(locale: String): [ArticleCategory!]!
  tag(slug: String!, locale: String): Tag
  tags(locale: String): [Tag!]!
  author(slug: String!, locale: String): Author
  authors(locale: String): [Author!]!
  articleListConfiguration(locale: String): ArticleListConfiguration

  terms(limit: Int, locale: String): [Term!]!
  term(slug: String!, locale: String): Term
  faq(locale: String): [FaqQuestion!]!
  infomails(locale: String): [Infomail!]!
  infomail(slug: String!, locale: String): Infomail
  searchContent(q: String!, limit: Int, locale: String): SearchContent!
}
`;
