/**
 * Contract tests of the demo content API: every REST endpoint and every GraphQL document of
 * shared/contracts/content-queries.ts answers, and the answer parses with its schema.
 * Until demo-backend/src/index.ts mounts the content app at /content, requests go to the app directly.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MENU_CODES, MenuObjectSchema, RedirectAnswerSchema, UrlRewriteSchema } from '../../shared/contracts/content';
import { CONTENT_OPERATIONS, graphqlEnvelope } from '../../shared/contracts/content-queries';
import { contentApp } from '../../demo-backend/src/content/content-app';
import { REDIRECTS } from '../../demo-backend/src/seed/content-redirects';

let mounted = false;
beforeAll(async () => {
  const r = await SELF.fetch('https://demo/content/menu-object/mainMenu');
  mounted = r.status === 200;
});

function content(path: string, init?: RequestInit): Promise<Response> {
  return mounted ? SELF.fetch(`https://demo/content${path}`, init) : Promise.resolve(contentApp.request(path, init));
}

async function gql(
  operationName: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const op = CONTENT_OPERATIONS[operationName];
  if (!op) throw new Error(`no operation ${operationName}`);
  const r = await content('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ operationName, query: op.document, variables }),
  });
  return { status: r.status, body: (await r.json()) as { data?: unknown; errors?: { message: string }[] }, op };
}

/** Variables that hit seeded content, per operation (sk unless stated). */
const VARIABLES: Record<string, Record<string, unknown>> = {
  BrandsByIds: { ids: ['2001', '2002'] },
  Brands: {},
  MaterialsByIds: { ids: ['3001', '3002'] },
  ColorById: { id: '1003' },
  CategoryByStoreId: { id: 10 },
  VirtualCategoryBySlug: { slug: 'darceky-do-30-eur' },
  FilteredCategoryBySlug: { slug: 'cierna-bielizen' },
  FilteredCategoryByParameters: { storeCategoryId: 40, parameters: [{ entityId: 1, values: [1001] }] },
  TopCategoryConfig: {},
  Parameters: {},
  BranchBySlug: { slug: 'kosice' },
  BranchById: { id: 3 },
  BranchesByStoreIds: { storeIds: [1, 4] },
  PrimaryBranch: {},
  Branches: { skip: 0, limit: 10 },
  BranchMapData: {},
  PageBySlug: { slug: 'kontakt' },
  ContentPageBySlug: { slug: 'poradna' },
  AllPages: {},
  Homepage: {},
  Footer: {},
  Banners: {},
  WideBanners: {},
  TopBanner: {},
  InfoBoxes: {},
  ArticleBySlug: { slug: 'ako-vybrat-lubrikacny-gel' },
  Articles: { skip: 0, limit: 15 },
  ArticlesByCategory: { categoryId: 'acat-1', limit: 15 },
  ArticlesByTag: { tagId: 'tag-2' },
  ArticlesByAuthor: { authorId: 'author-1' },
  ArticleCategory: { slug: 'vztahy' },
  ArticleCategories: {},
  Tag: { slug: 'masaz' },
  Tags: {},
  Author: { slug: 'lucia-horvathova' },
  Authors: {},
  ArticleListConfiguration: {},
  Terms: {},
  TermBySlug: { slug: 'lubrikant' },
  Faq: {},
  Infomails: {},
  InfomailBySlug: { slug: 'jarna-inspiracia' },
  SearchContent: { q: 'masáž' },
};

describe('GraphQL: every allowed operation answers and parses', () => {
  test('the variables table covers every operation', () => {
    expect(Object.keys(VARIABLES).sort()).toEqual(Object.keys(CONTENT_OPERATIONS).sort());
  });
  for (const name of Object.keys(CONTENT_OPERATIONS)) {
    test(name, async () => {
      const { status, body, op } = await gql(name, VARIABLES[name]);
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      expect(status).toBe(200);
      const parsed = graphqlEnvelope(op.result as z.ZodType).safeParse(body);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      // Seeded content exists for every lookup: no null roots.
      for (const value of Object.values(body.data as Record<string, unknown>)) expect(value).not.toBeNull();
    });
  }
});

describe('GraphQL behaviour', () => {
  test('locale from argument and from header', async () => {
    const byArg = await gql('PageBySlug', { slug: 'obchodni-podminky', locale: 'cs' });
    expect((byArg.body.data as { page: { title: string } }).page.title).toBe('Obchodní podmínky');
    const byHeader = await gql('PageBySlug', { slug: 'obchodni-podminky' }, { 'x-inspishop-locale': 'cs' });
    expect((byHeader.body.data as { page: { title: string } }).page.title).toBe('Obchodní podmínky');
    const de = await gql('Homepage', { locale: 'de' });
    expect((de.body.data as { homepage: { title: string } }).homepage.title).toBe('Diskreter Shop für Wohlbefinden');
  });
  test('unknown locale is a user error', async () => {
    const r = await gql('Footer', { locale: 'xx' });
    expect(r.body.errors?.[0]?.message).toContain('unknown locale');
  });
  test('articles: newest first, future ones included, paging and total', async () => {
    const r = await gql('Articles', { skip: 0, limit: 30 });
    const { items, total } = (r.body.data as { articles: { items: { date_published: string }[]; total: number } })
      .articles;
    expect(total).toBe(30);
    const times = items.map((a) => Date.parse(a.date_published));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.filter((t) => t > Date.now()).length).toBeGreaterThanOrEqual(3);
    const page2 = await gql('Articles', { skip: 15, limit: 15 });
    expect((page2.body.data as { articles: { items: unknown[] } }).articles.items).toHaveLength(15);
  });
  test('bad paging is rejected', async () => {
    const r = await gql('Articles', { skip: -1, limit: 5000 });
    expect(r.body.errors?.length).toBeGreaterThan(0);
  });
  test('top banner: one, enabled for the Slovak site only, localised', async () => {
    const sk = (await gql('TopBanner', { locale: 'sk' })).body.data as {
      topBanner: { enabled: boolean; domains_enabled: string[]; text: string; link: string | null };
    };
    expect(sk.topBanner).toMatchObject({ enabled: true, domains_enabled: ['sk'], link: '/vsetko-o-nakupe' });
    const cs = (await gql('TopBanner', { locale: 'cs' })).body.data as { topBanner: { text: string } };
    expect(cs.topBanner.text).not.toBe(sk.topBanner.text);
  });
  test('brands sorted by weight descending', async () => {
    const r = await gql('Brands');
    const w = (r.body.data as { brands: { weight: number }[] }).brands.map((b) => b.weight);
    expect(w).toHaveLength(20);
    expect([...w].sort((a, b) => b - a)).toEqual(w);
  });
  test('home banners include active, expired and missing-date time-limited ones', async () => {
    const r = await gql('Banners');
    const banners = (
      r.body.data as {
        banners: { time_limited: boolean; time_limit_start: string | null; time_limit_end: string | null }[];
      }
    ).banners;
    const now = Date.now();
    const limited = banners.filter((b) => b.time_limited);
    expect(
      limited.some(
        (b) =>
          b.time_limit_start &&
          b.time_limit_end &&
          Date.parse(b.time_limit_start) < now &&
          now < Date.parse(b.time_limit_end),
      ),
    ).toBe(true);
    expect(limited.some((b) => b.time_limit_end && Date.parse(b.time_limit_end) < now)).toBe(true);
    expect(limited.some((b) => !b.time_limit_start || !b.time_limit_end)).toBe(true);
  });
  test('content pages use every block type; rich text uses every node and mark; hostile samples exist', async () => {
    const cp = await gql('ContentPageBySlug', { slug: 'ukazka-blokov' });
    const types = new Set(
      (cp.body.data as { contentPage: { content_blocks: { type: string }[] } }).contentPage.content_blocks.map(
        (b) => b.type,
      ),
    );
    expect([...types].sort()).toEqual([
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
    ]);
    const showcase = await gql('PageBySlug', { slug: 'ukazka-formatovania' });
    const json = JSON.stringify(showcase.body.data);
    for (const node of [
      'blockquote',
      'bullet_list',
      'ordered_list',
      'list_item',
      'button',
      'clearer',
      'doc',
      'hard_break',
      'heading',
      'image',
      'paragraph',
      'table',
      'table_row',
      'table_cell',
      'text',
    ])
      expect(json).toContain(`"type":"${node}"`);
    for (const mark of ['anchor', 'bold', 'em', 'italic', 'link', 'strike', 'subscript', 'superscript', 'underline'])
      expect(json).toContain(`{"type":"${mark}"`);
    const hostile = JSON.stringify((await gql('PageBySlug', { slug: 'test-bezpecnosti' })).body.data);
    expect(hostile).toContain('javascript:alert');
    expect(hostile).toContain('<script>');
    expect(hostile).toContain('"onerror"');
  });
  test('filtered category lookup needs an exact selection', async () => {
    const r = await gql('FilteredCategoryByParameters', {
      storeCategoryId: 40,
      parameters: [{ entityId: 1, values: [1001, 1002] }],
    });
    expect((r.body.data as { filteredCategoryByParameters: unknown }).filteredCategoryByParameters).toBeNull();
  });
  test('missing required variable is a 4xx or a GraphQL error', async () => {
    const r = await content('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CONTENT_OPERATIONS.ArticleBySlug?.document, variables: {} }),
    });
    const body = (await r.json()) as { errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe('REST', () => {
  test('menu-object: every code in every locale parses; mainMenu mirrors the category tree', async () => {
    for (const code of MENU_CODES) {
      for (const lang of ['sk', 'cs', 'de']) {
        const r = await content(`/menu-object/${code}?lang=${lang}`);
        expect(r.status).toBe(200);
        MenuObjectSchema.parse(await r.json());
      }
    }
    const main = MenuObjectSchema.parse(
      await (await content('/menu-object/mainMenu', { headers: { 'x-inspishop-locale': 'cs' } })).json(),
    );
    const oils = main.items.find((i) => i.id === 20);
    expect(oils?.path).toBe('/masazni-oleje');
    expect(oils?.children.map((c) => c.path)).toContain('/masazni-oleje/hrejive');
  });
  test('menu-object: unknown code 404, bad lang 400', async () => {
    expect((await content('/menu-object/nope')).status).toBe(404);
    expect((await content('/menu-object/mainMenu?lang=xx')).status).toBe(400);
  });
  test('url-rewrite: page and article answers; unknown 404; missing path 400', async () => {
    const r = await content('/url-rewrite?lang=sk&path=/kontakt');
    expect(r.status).toBe(200);
    const page = UrlRewriteSchema.parse(await r.json());
    expect(page.type).toBe('page');
    expect(page.page_meta.slug.sk).toBe('kontakt');
    const terms = UrlRewriteSchema.parse(await (await content('/url-rewrite?lang=cs&path=obchodni-podminky')).json());
    expect(terms.page_meta.slug).toMatchObject({ sk: 'obchodne-podmienky', cs: 'obchodni-podminky', de: 'agb' });
    const art = UrlRewriteSchema.parse(
      await (await content('/url-rewrite?lang=sk&path=/clanky/ako-vybrat-lubrikacny-gel')).json(),
    );
    expect(art.type).toBe('article');
    expect((await content('/url-rewrite?lang=sk&path=/neexistuje')).status).toBe(404);
    expect((await content('/url-rewrite?lang=sk')).status).toBe(400);
    expect((await content('/url-rewrite?lang=zz&path=/kontakt')).status).toBe(400);
  });
  test('redirect: seeds for a chain, a self-redirect and off-site targets', async () => {
    const hop = async (path: string) => {
      const r = await content(`/redirect?route=all&type=all&path=${encodeURIComponent(path)}`);
      return { status: r.status, body: RedirectAnswerSchema.parse(await r.json()) };
    };
    expect((await hop('/presmerovanie-a')).body.redirectPath).toBe('/presmerovanie-b');
    expect((await hop('/presmerovanie-b')).body.redirectPath).toBe('/presmerovanie-c');
    expect((await hop('/presmerovanie-c')).body.redirectPath).toBe('/kontakt');
    expect((await hop('/sam-na-seba')).body.redirectPath).toBe('/sam-na-seba');
    expect((await hop('/vonkajsi-odkaz')).body.redirectPath).toMatch(/^https:\/\/evil\.example\.com/);
    expect((await hop('/vonkajsi-odkaz-2')).body.redirectPath).toMatch(/^\/\//);
    const none = await hop('/nic-tu-nie-je');
    expect(none.status).toBe(404);
    expect(none.body.redirectPath).toBe('/nic-tu-nie-je');
    expect(REDIRECTS.length).toBeGreaterThanOrEqual(10);
  });
  test('redirect: missing path is 400', async () => {
    const r = await content('/redirect?route=all');
    expect(r.status).toBe(400);
    expect(((await r.json()) as { errors: { title: string }[] }).errors[0]?.title).toContain('path');
  });
});

describe('unmounted app', () => {
  test('GraphQL works when the app is used without the /content prefix', async () => {
    const op = CONTENT_OPERATIONS.Tags;
    const r = await contentApp.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'Tags', query: op?.document, variables: { locale: 'cs' } }),
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { data: { tags: unknown[] } }).data.tags).toHaveLength(8);
  });
});
