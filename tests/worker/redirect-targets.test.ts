// Issue 26.4: one function decides every redirect target taken from a request (shared/same-site-path.ts).
// The encoding corpus (./hostile-redirects.ts) goes through every taker: the preference forms' `back`
// and Referer, the login page's `?redirect=`, and CMS redirect targets. None may lead off the site.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { sameSiteRedirectTarget } from '../../worker/urls/same-site-target';
import { fakeUpstream, withContext } from './fake-upstream';
import { OFF_SITE_TARGETS } from './hostile-redirects';

const SK = 'https://www.eshop-demo.sk';

function preference(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${SK}/__preference`, {
    method: 'POST',
    headers: { origin: SK, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** A value a Referer header can carry (fetch refuses control characters in headers). */
const headerSafe = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

describe('every redirect taker refuses the off-site corpus (issue 26.4)', () => {
  test.each(OFF_SITE_TARGETS)('POST /__preference back=%j returns home', async (target) => {
    const res = await preference({ close: 'age-18', back: target });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  test.each(OFF_SITE_TARGETS.filter(headerSafe))('POST /__preference with Referer %j returns home', async (target) => {
    const referer = target.startsWith('/') ? `${SK}${target}` : target;
    const res = await preference({ close: 'age-18' }, { referer });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  test.each(OFF_SITE_TARGETS)('login page data ?redirect=%j keeps no target', async (target) => {
    const res = await SELF.fetch(`${SK}/__data/prihlasit?redirect=${encodeURIComponent(target)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { redirect: string | null } };
    expect(body.data.redirect).toBeNull();
  });

  test('a CMS redirect target leaves the site for none of them', async () => {
    const up = fakeUpstream();
    const targets = await withContext(up, `${SK}/x`, async (c) =>
      OFF_SITE_TARGETS.map((t) => [t, sameSiteRedirectTarget(c.get('domain'), t, new URL(c.req.url).host)]),
    );
    for (const [target, answer] of targets) expect(answer, target!).toBeNull();
  });

  test('same-site targets still work: back, Referer, CMS (absolute on this host)', async () => {
    expect((await preference({ close: 'age-18', back: '/kontakt?x=1' })).headers.get('location')).toBe('/kontakt?x=1');
    const viaReferer = await preference({ close: 'age-18' }, { referer: `${SK}/kosik` });
    expect(viaReferer.headers.get('location')).toBe('/kosik');
    const up = fakeUpstream();
    const cms = await withContext(up, `${SK}/x`, async (c) =>
      sameSiteRedirectTarget(c.get('domain'), 'https://www.eshop-demo.sk/Kontakt/', new URL(c.req.url).host),
    );
    expect(cms).toBe('/kontakt');
  });
});
