// SPEC 2: the optional top banner (enabled + domain list, closed state in the
// closed-modals cookie), the footer badge widgets, and delivery dates computed by the loaders.
import { SELF } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { topBannerCloseId, topBannerView, footerWidgetsView } from '../../worker/render/shell-view';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function html(url: string, cookie = 'closed-modals=age-18') {
  const res = await SELF.fetch(url, { headers: { cookie }, redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.text();
}

async function data(url: string) {
  const u = new URL(url);
  const res = await SELF.fetch(`${u.origin}/__data${u.pathname}${u.search}`, {
    headers: { cookie: 'closed-modals=age-18', accept: 'application/json' },
  });
  return (await res.json()) as { page: string; data: any };
}

const closeId = topBannerCloseId({ _id: 'top-banner' });

describe('top banner (SPEC 2: only when enabled and the domain code is listed)', () => {
  test('the Slovak site renders it above the header, with its link and close button', async () => {
    const page = await html(`${SK}/`);
    expect(page).toContain('data-testid="top-banner"');
    expect(page).toContain('Doprava zadarmo pri nákupe nad 49\u00a0€');
    expect(page).toMatch(/class="top-banner__close"[^>]*aria-label="Zavrieť oznámenie"/);
    expect(page.indexOf('data-testid="top-banner"')).toBeLessThan(page.indexOf('class="site-header"'));
  });

  test('the Czech site is not in the enabled list: no banner', async () => {
    expect(await html(`${CZ}/`)).not.toContain('data-testid="top-banner"');
  });

  test('closed (cookie) → not rendered, so it never flashes', async () => {
    const page = await html(`${SK}/`, `closed-modals=age-18,${closeId}`);
    expect(page).not.toContain('data-testid="top-banner"');
    expect(page).toContain('class="site-header"');
  });

  test('the view rules: disabled, unlisted domain, closed, unsafe link, odd colour', () => {
    const banner = {
      _id: 'x',
      text: 'Hi',
      link: '/kontakt',
      enabled: true,
      domains_enabled: ['sk'],
      background_color: '#123456',
    };
    expect(topBannerView(banner, 'sk', [])).toEqual({
      closeId: 'tb-x',
      text: 'Hi',
      link: { href: '/kontakt', external: false },
      background: '#123456',
    });
    expect(topBannerView({ ...banner, enabled: false }, 'sk', [])).toBeNull();
    expect(topBannerView(banner, 'cz', [])).toBeNull();
    expect(topBannerView(banner, 'sk', ['tb-x'])).toBeNull();
    expect(topBannerView(null, 'sk', [])).toBeNull();
    expect(
      topBannerView({ ...banner, link: 'javascript:alert(1)', background_color: 'red;x:y' }, 'sk', []),
    ).toMatchObject({ link: null, background: null });
  });
});

describe('footer badge widgets (SPEC 2)', () => {
  test('badges as sized CDN images, payment icons and social links render in the footer', async () => {
    const page = await html(`${SK}/kontakt`);
    const footer = page.slice(page.indexOf('<footer'));
    expect(footer).toContain('data-testid="footer-widgets"');
    expect(footer).toMatch(
      /<img[^>]*src="\/image\/[^"]*badges\/heureka\.png"[^>]*alt="Overené zákazníkmi"[^>]*width="96"[^>]*height="48"/,
    );
    expect(footer).toContain('Mastercard');
    // The badge text is the page's language (issue 32: the Slovak alt was on every Czech and German page).
    const czech = await html('https://www.eshop-demo.cz/kontakt');
    expect(czech.slice(czech.indexOf('<footer'))).toMatch(/badges\/heureka\.png"[^>]*alt="Ověřeno zákazníky"/);
    const german = await html(`${SK}/kontaktformular`); // the contact page's German URL (issue 32)
    expect(german.slice(german.indexOf('<footer'))).toMatch(/badges\/heureka\.png"[^>]*alt="Von Kunden geprüft"/);
    expect(footer).toMatch(/<a href="https:\/\/www\.instagram\.com\/" target="_blank" rel="noopener">Instagram<\/a>/);
  });

  test('unsafe or non-https social links are dropped; an empty footer gives no widgets', () => {
    const footer = {
      _id: 'f',
      columns: [],
      contact: { phone: '', email: '', hours: '', address: '' },
      copyright: '',
      newsletter_text: null,
    };
    const view = footerWidgetsView({
      ...footer,
      badges: [],
      payment_icons: ['visa', '<b>'],
      social: [
        { network: 'x', url: 'javascript:alert(1)' },
        { network: 'y', url: 'http://y.example/' },
        { network: 'fb', url: 'https://fb.example/' },
      ],
    });
    expect(view).toEqual({
      badges: [],
      paymentIcons: ['visa'],
      social: [{ network: 'fb', href: 'https://fb.example/' }],
    });
    expect(footerWidgetsView({ ...footer, badges: [], payment_icons: [], social: [] })).toBeNull();
    expect(footerWidgetsView(null)).toBeNull();
  });
});

describe('delivery promise worded by the loaders (the browser only prints it)', () => {
  type Box = {
    href: string;
    availability: { isAvailable: boolean; delayDays: number; delivery: { iso: string; text: string } | null };
  };
  type StoreShipper = {
    code: string;
    hidden: boolean;
    delivery: { nearestDeliveryDate: string };
    prices: { withTax: number };
  };

  test('boxes and the product page name the fastest carrier with its price and the day checkout shows for it', async () => {
    const listing = await data(`${SK}/lubrikacne-gely`);
    const boxes = listing.data.listing.products as Box[];
    const available = boxes.find((b) => b.availability.isAvailable && b.availability.delayDays === 0)!;
    // What checkout lists: the store's shipper answers, each with its nearest delivery date.
    const shippers = ((await (await SELF.fetch(`${SK}/api/v1/shippers`)).json()) as { data: StoreShipper[] }).data
      .filter((s) => !s.hidden)
      .sort(
        (a, b) =>
          a.delivery.nearestDeliveryDate.localeCompare(b.delivery.nearestDeliveryDate) ||
          a.prices.withTax - b.prices.withTax,
      );
    const fastest = shippers[0]!;
    const delivery = available.availability.delivery!;
    expect(delivery.iso).toBe(fastest.delivery.nearestDeliveryDate);
    const carrierName = { EXPRESS: 'Expres', COURIER: 'Kuriér', PICKUP_POINT: 'Výdajné miesto', POST: 'Pošta' }[
      fastest.code
    ]!;
    expect(delivery.text.replaceAll('\u00a0', ' ')).toMatch(
      new RegExp(`^${carrierName} .+ za ${fastest.prices.withTax.toFixed(2).replace('.', ',')} €`),
    );
    expect(delivery.text).not.toMatch(/Doručíme/);
    for (const box of boxes.filter((b) => !b.availability.isAvailable)) expect(box.availability.delivery).toBeNull();

    const detail = await data(`${SK}${available.href}`);
    expect(detail.page).toBe('product');
    const product = detail.data.product as {
      availability: { delivery: { iso: string; text: string } | null };
      variants: { availability: { isAvailable: boolean; delivery: unknown } }[];
    };
    expect(product.availability.delivery).toEqual(delivery);
    for (const v of product.variants) expect(v.availability.delivery === null).toBe(!v.availability.isAvailable);
    // The after-load boxes (alternatives, last visited) are worded from the same carriers.
    expect(detail.data.delivery.carriers.map((c: { code: string }) => c.code).sort()).toEqual(
      shippers.map((s) => s.code).sort(),
    );
    const page = await html(`${SK}${available.href}`);
    expect(page).toContain(`class="delivery-date">${delivery.text}<`);
  });

  test('a promise follows the clock past a cut-off: a view one second later names the later day', async () => {
    // The worker words each second's promises once (worker/loaders/delivery.ts): the second after
    // the express courier's 11:00 cut-off must not be answered with the second before's words.
    // Wednesday 2 December 2026 in Bratislava (CET, UTC+1), a working day with no holiday near.
    const fastestOfAnAvailableBox = async () => {
      const listing = await data(`${SK}/lubrikacne-gely`);
      const box = (listing.data.listing.products as Box[]).find(
        (b) => b.availability.isAvailable && b.availability.delayDays === 0,
      )!;
      return box.availability.delivery!;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-02T09:59:59.000Z'));
      const before = [await fastestOfAnAvailableBox(), await fastestOfAnAvailableBox()];
      vi.setSystemTime(new Date('2026-12-02T10:00:00.000Z'));
      const after = await fastestOfAnAvailableBox();
      expect(before[0]).toEqual(before[1]);
      expect(before[0]!.iso).toBe('2026-12-02');
      expect(before[0]!.text).toMatch(/^Expres dnes /);
      expect(after.iso).toBe('2026-12-03');
      expect(after.text).not.toMatch(/dnes/);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a cached page that shows a promise is not kept past its cut-off, by the worker or by shared caches', async () => {
    const url = `${SK}/lubrikacne-gely?cutoff=1`;
    const view = () =>
      SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' } }).then(async (res) => ({
        cache: res.headers.get('x-page-cache'),
        cacheControl: res.headers.get('cache-control'),
        html: await res.text(),
      }));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Wednesday 2 December 2026, 10:59:50 in Bratislava: the express courier closes at 11:00.
      vi.setSystemTime(new Date('2026-12-02T09:59:50.000Z'));
      const first = await view();
      expect(first.html).toContain('Expres dnes');
      // Shared caches may keep it ten seconds, not the usual sixty.
      expect(first.cacheControl).toBe('public, max-age=0, s-maxage=10');
      let hit = await view();
      for (let i = 0; i < 20 && hit.cache !== 'hit'; i++) hit = await view();
      expect(hit.cache).toBe('hit');
      vi.setSystemTime(new Date('2026-12-02T09:59:55.000Z'));
      expect((await view()).cacheControl).toBe('public, max-age=0, s-maxage=5');
      // 11:00:00: the copy that says "today" is gone; the page is made again and says otherwise.
      vi.setSystemTime(new Date('2026-12-02T10:00:00.000Z'));
      const after = await view();
      expect(after.cache).toBe('miss');
      expect(after.html).not.toContain('Expres dnes');
    } finally {
      vi.useRealTimers();
    }
  });

  test('in the Czech shop with euros: Czech words, euro prices', async () => {
    const listing = await data(`${CZ}/masazni-oleje?currency=EUR`);
    const box = (listing.data.listing.products as Box[]).find((b) => b.availability.isAvailable)!;
    expect(box.availability.delivery!.text.replaceAll('\u00a0', ' ')).toMatch(
      /^(Expres|Kurýr|Výdejní místo|Pošta) .+ za \d+,\d\d €/,
    );
  });
});
