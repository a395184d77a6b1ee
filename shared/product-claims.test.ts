import { describe, expect, test } from 'vitest';
import type { Tag } from './contracts/store';
import { isEnvironmentalClaim, shownTags, unbackedClaims } from './product-claims';

const tag = (code: string, text: string, certification: Tag['certification'] = null): Tag => ({
  code,
  text,
  color: '#000',
  visibility: { catalog: true, content: true },
  certification,
});
const EU_ECOLABEL = {
  name: 'EU Ecolabel',
  url: 'https://environment.ec.europa.eu/topics/circular-economy/eu-ecolabel_en',
};

describe('environmental claims (Directive 2024/825)', () => {
  test('recognised by code or by text in sk, cs, de and English', () => {
    for (const [code, text] of [
      ['eco', 'Ekologické'],
      ['x1', 'Ekologické'],
      ['x2', 'Öko'],
      ['x3', 'Umweltfreundlich'],
      ['x4', 'Šetrné k životnímu prostředí, ekologický produkt'],
      ['x5', 'Udržateľné'],
      ['x6', 'Green choice'],
      ['x7', 'Klimaneutral'],
      ['x8', 'Bio'],
      ['x9', 'Uhlíkovo neutrálne'],
      ['x10', 'Nachhaltig'],
    ])
      expect(isEnvironmentalClaim({ code: code!, text: text! }), text).toBe(true);
    for (const text of ['Novinka', 'Akcia', 'Najpredávanejšie', 'Ekonomické balenie', 'Okouzlující', 'Bestseller'])
      expect(isEnvironmentalClaim({ code: 'other', text }), text).toBe(false);
  });

  test('shown only with the certification the store names, which goes with it', () => {
    expect(shownTags([tag('eco', 'Ekologické')], { reduced: false, offer: false })).toEqual([]);
    expect(shownTags([tag('eco', 'Ekologické', EU_ECOLABEL)], { reduced: false, offer: false })).toEqual([
      { code: 'eco', text: 'Ekologické', color: '#000', certification: EU_ECOLABEL },
    ]);
    expect(unbackedClaims([tag('eco', 'Ekologické'), tag('new', 'Novinka'), tag('x', 'Öko', EU_ECOLABEL)])).toEqual([
      tag('eco', 'Ekologické'),
    ]);
  });
});

describe('the sale tag announces a reduction', () => {
  test('shown with a reduction from the prior price or an N+1 offer, hidden otherwise', () => {
    const tags = [tag('sale', 'Akcia'), tag('new', 'Novinka')];
    expect(shownTags(tags, { reduced: false, offer: false }).map((t) => t.code)).toEqual(['new']);
    expect(shownTags(tags, { reduced: true, offer: false }).map((t) => t.code)).toEqual(['sale', 'new']);
    expect(shownTags(tags, { reduced: false, offer: true }).map((t) => t.code)).toEqual(['sale', 'new']);
  });

  test('tags hidden from the catalogue stay hidden', () => {
    const hidden = { ...tag('bestseller', 'Bestseller'), visibility: { catalog: false, content: true } };
    expect(shownTags([hidden], { reduced: true, offer: true })).toEqual([]);
  });
});
