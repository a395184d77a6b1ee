// Issue 31: the default sort ("Doporučujeme") lists what the shop sells first. The Czech "Masážní
// oleje" opened on a product the store does not sell ("Vyprodáno", only a Detail button): the demo
// store ranked by stock alone, and a back-office stock change did not move a product at all.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const CZ = 'https://www.eshop-demo.cz';

interface Box {
  id: number;
  name: string;
  availability: { isAvailable: boolean };
}

async function listing(path: string): Promise<{ products: Box[]; lastPage: number }> {
  const res = await SELF.fetch(`${CZ}/__data${path}`, {
    headers: { cookie: 'closed-modals=age-18', accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { listing: { products: Box[]; lastPage: number } } }).data.listing;
}

/** Every page of a category under the default sort, in order. */
async function allBoxes(path: string): Promise<Box[]> {
  const first = await listing(path);
  const rest = [];
  for (let page = 2; page <= first.lastPage; page += 1) rest.push(listing(`${path}?page=${page}`));
  return [first, ...(await Promise.all(rest))].flatMap((l) => l.products);
}

/** Whether no product the shop sells comes after one it does not. */
function orderableFirst(boxes: Box[]): boolean {
  const firstUnorderable = boxes.findIndex((b) => !b.availability.isAvailable);
  return firstUnorderable === -1 || boxes.slice(firstUnorderable).every((b) => !b.availability.isAvailable);
}

async function changeStock(productId: number, inStock: boolean): Promise<void> {
  const res = await SELF.fetch(`${CZ}/__demo/catalog/change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId, inStock }),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as {
    data: { hook: { url: string; body: string; headers: Record<string, string> } };
  };
  // The store's signed webhook, delivered as the store would: the listing's cached reads go.
  const delivered = await SELF.fetch(`${CZ}/__hooks/catalog`, {
    method: 'POST',
    headers: data.hook.headers,
    body: data.hook.body,
  });
  expect(delivered.status).toBe(202);
}

describe('default sort: what the shop sells first', () => {
  test('"Masážní oleje" opens on a product the shop sells, and no sold-out product comes before one it sells', async () => {
    const boxes = await allBoxes('/masazni-oleje');
    expect(boxes.length).toBeGreaterThan(21);
    expect(boxes.some((b) => !b.availability.isAvailable)).toBe(true);
    expect(boxes[0]!.availability.isAvailable).toBe(true);
    expect(orderableFirst(boxes)).toBe(true);
  });

  test('a product sold out in the back office leaves the front of the listing, and comes back when restocked', async () => {
    const path = '/masazni-oleje/hrejive';
    const before = await allBoxes(path);
    // The first product that is stock-checked (without stock it is sold out; others stay orderable, on order).
    let soldOut: Box | undefined;
    for (const candidate of before.slice(0, 6)) {
      await changeStock(candidate.id, false);
      const after = await allBoxes(path);
      if (after.find((b) => b.id === candidate.id)!.availability.isAvailable) {
        await changeStock(candidate.id, true);
        continue;
      }
      soldOut = candidate;
      expect(orderableFirst(after)).toBe(true);
      expect(after[0]!.id).not.toBe(candidate.id);
      break;
    }
    expect(soldOut).toBeDefined();
    await changeStock(soldOut!.id, true);
    const restocked = await allBoxes(path);
    expect(restocked.findIndex((b) => b.id === soldOut!.id)).toBe(before.findIndex((b) => b.id === soldOut!.id));
  });
});
