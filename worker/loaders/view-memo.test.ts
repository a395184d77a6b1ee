import { describe, expect, test } from 'vitest';
import { isSharedView, objectId, sharedView } from './view-memo';

describe('views shared by what they are built from', () => {
  test('one view per answer and key: built once, then the same object; another key or answer builds again', () => {
    const answer = { price: 10 };
    let builds = 0;
    const build = () => ({ data: { price: answer.price, built: ++builds }, meta: { jsonLd: [{ a: 1 }] } });
    const first = sharedView(answer, 'sk /produkt/a', build);
    expect(sharedView(answer, 'sk /produkt/a', build)).toBe(first);
    expect(builds).toBe(1);
    expect(sharedView(answer, 'cs /produkt/a', build)).not.toBe(first);
    // A new answer (a price change, an expired copy) is a new object: nothing built from the old one answers.
    const changed = { price: 12 };
    const again = sharedView(changed, 'sk /produkt/a', () => ({ data: { price: changed.price } }));
    expect(again.data.price).toBe(12);
    expect(builds).toBe(2);
  });

  test('the view, its data and meta, and the meta’s JSON-LD are marked shared; deeper objects and others are not', () => {
    const view = sharedView({}, 'k', () => ({ data: { product: { id: 1 } }, meta: { jsonLd: [{ a: 1 }] } }));
    expect(isSharedView(view)).toBe(true);
    expect(isSharedView(view.data)).toBe(true);
    expect(isSharedView(view.meta.jsonLd)).toBe(true);
    expect(isSharedView(view.meta.jsonLd[0])).toBe(false);
    expect(isSharedView({ ...view.data })).toBe(false);
    expect(isSharedView(null)).toBe(false);
    expect(isSharedView('text')).toBe(false);
  });

  test('an answer keeps at most eight views: the oldest key goes first', () => {
    const answer = {};
    const views = Array.from({ length: 9 }, (_, i) => sharedView(answer, `/p?utm=${i}`, () => ({ i })));
    // The ninth pushed out the first: asking for it again builds a new one; the second is still kept.
    expect(sharedView(answer, '/p?utm=1', () => ({ i: -1 }))).toBe(views[1]);
    expect(sharedView(answer, '/p?utm=0', () => ({ i: 0 }))).not.toBe(views[0]);
  });

  test('object ids name one object each, for the isolate’s life', () => {
    const a = {};
    const b = {};
    expect(objectId(a)).toBe(objectId(a));
    expect(objectId(a)).not.toBe(objectId(b));
  });
});
