import { describe, expect, test } from 'vitest';
import { get, guestCart, mergeCookies, placeOrder, SK, storedOrder } from './order-journey';

// Issue 12: any subset of utm_* is kept (30 days), merged with what is stored, and sent with the
// order as `utm`; IDP still reaches the order; the affiliate cjevent goes in the order's `custom`.
const utmCookie = (jar: string) => {
  const raw = jar.split('; ').find((kv) => kv.startsWith('utm='));
  return raw ? (JSON.parse(decodeURIComponent(raw.slice(4))) as Record<string, string>) : undefined;
};

interface DeliveryData {
  data: { utm: Record<string, string>; idpCampaignCode: string | null; cjevent: string | null };
}
const deliveryData = async (jar: string) =>
  ((await (await get(SK, '/__data/kosik/dodacie-udaje', jar)).json()) as DeliveryData).data;

describe('campaign parameters', () => {
  test('a subset of utm_* is stored for 30 days and survives the next request', async () => {
    const landing = await get(SK, '/api/v1/cart?utm_source=newsletter&utm_medium=email&utm_campaign=bf');
    const line = landing.headers.getSetCookie().find((c) => c.startsWith('utm='));
    expect(line).toContain('Max-Age=2592000');
    const jar = mergeCookies('', landing);
    expect(utmCookie(jar)).toEqual({ source: 'newsletter', medium: 'email', campaign: 'bf' });
    // The very next request neither deletes nor rewrites it.
    const next = await get(SK, '/api/v1/cart', jar);
    expect(next.headers.getSetCookie().filter((c) => c.startsWith('utm='))).toEqual([]);
  });

  test('a later visit with other keys is merged over the stored ones', async () => {
    let jar = mergeCookies('', await get(SK, '/api/v1/cart?utm_source=newsletter&utm_campaign=bf'));
    jar = mergeCookies(jar, await get(SK, '/api/v1/cart?utm_campaign=xmas&utm_term=kabel', jar));
    expect(utmCookie(jar)).toEqual({ source: 'newsletter', campaign: 'xmas', term: 'kabel' });
    // The same values again write nothing.
    const same = await get(SK, '/api/v1/cart?utm_campaign=xmas', jar);
    expect(same.headers.getSetCookie().filter((c) => c.startsWith('utm='))).toEqual([]);
  });

  test('utm, IDP and cjevent reach the stored order', async () => {
    let jar = mergeCookies('', await get(SK, '/api/v1/cart?utm_source=newsletter&IDP=JAR2026'));
    jar = mergeCookies(jar, await get(SK, '/api/v1/cart?utm_medium=email&cjevent=cj-0001', jar));
    jar = await guestCart(SK, jar);
    const data = await deliveryData(jar);
    expect(data).toMatchObject({
      utm: { source: 'newsletter', medium: 'email' },
      idpCampaignCode: 'JAR2026',
      cjevent: 'cj-0001',
    });
    const placed = await placeOrder(SK, jar, {}, data);
    const order = await storedOrder(SK, placed.code);
    expect(order.attributes.utm).toEqual({ source: 'newsletter', medium: 'email' });
    expect(order.idpCampaignCode).toBe('JAR2026');
    expect(order.attributes.custom).toMatchObject({ cjevent: 'cj-0001', idpCampaignCode: 'JAR2026' });
  });
});
