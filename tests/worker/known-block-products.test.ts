// Issue 13: the URL knowledge lists the products a content page's blocks name, so the catalogue
// call starts beside the read of the page. The blocks are what the page shows: ids the knowledge
// has wrong (a CMS edit not yet rebuilt) cost one more call for the missing ones, never a wrong list.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { UrlIndexAnswer } from '../../shared/contracts/url-index';
import { editedListingUpstream, fetchThrough, rebuildSlovakKnowledge } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const PAGE = '/ukazka-blokov';

const { switches, upstream } = editedListingUpstream();
/** Every content page's listed product ids replaced by `ids`. */
const listing = (ids: number[]) => (answer: UrlIndexAnswer) => {
  for (const entry of answer.entries)
    if (entry.products) for (const locale of Object.keys(entry.products)) entry.products[locale as 'sk'] = ids;
};
const page = (path: string) => fetchThrough(upstream, `${SK}${path}`, { headers: { cookie: 'closed-modals=age-18' } });
/** The product boxes as the shopper sees them: their links in order. */
const productLinks = (html: string) => [...html.matchAll(/href="(\/produkt\/[^"?#]+)"/g)].map((m) => m[1]);
/** The id lists the catalogue was asked for, in call order. */
const catalogueCalls = () =>
  upstream.calls
    .filter((c) => c.path === '/content/catalog/product')
    .map((c) => new URLSearchParams(c.search).get('ids') ?? '');

async function knowledgeBuiltWith(listed: number[] | null) {
  switches.edit = listed ? listing(listed) : null;
  await rebuildSlovakKnowledge(upstream);
}

beforeEach(() => upstream.reset());

describe('product ids of a content page in the URL knowledge', { timeout: 60_000 }, () => {
  test('the listed ids start the catalogue call; the page shows its blocks’ products', async () => {
    await knowledgeBuiltWith(null);
    const right = await page(PAGE);
    expect(right.res.status).toBe(200);
    const expected = productLinks(right.body);
    expect(expected.length).toBeGreaterThan(0);
    // The listing's own ids are the blocks' ids: one catalogue call, nothing asked for twice.
    expect(catalogueCalls()).toHaveLength(1);

    // Stale: the listing names two of the products and two that no block names any more.
    await knowledgeBuiltWith([1, 2, 250, 251]);
    const stale = await page(PAGE);
    expect(stale.res.status).toBe(200);
    // The stale ids started the call (it may go out after the page is done) ...
    await vi.waitFor(() => expect(catalogueCalls()).toContain('1,2,250,251'), { timeout: 20_000 });
    // ... the blocks' other products were asked for on their own ...
    const late = catalogueCalls().find((ids) => ids !== '1,2,250,251');
    expect(late?.split(',')).not.toContain('1');
    expect(late?.split(',')).toContain('3');
    // ... and the page lists exactly the blocks' products, in the blocks' order.
    expect(productLinks(stale.body)).toEqual(expected);
  });
});
