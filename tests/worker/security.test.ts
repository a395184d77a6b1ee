import { describe, expect, test } from 'vitest';
import { callApp, fakeUpstream } from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';

describe('secure headers', () => {
  test('CSP with a fresh nonce per request, HSTS, nosniff, referrer policy, no framing', async () => {
    const a = await callApp(up, `${SK}/kontakt`);
    const b = await callApp(up, `${SK}/kontakt`);
    const csp = a.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(b.headers.get('content-security-policy')).not.toContain(nonce);
    expect(a.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
  });

  test('redirects and API answers carry them too', async () => {
    const redirect = await callApp(up, `${SK}/Kontakt`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('content-security-policy')).toContain('nonce-');
    const api = await callApp(up, `${SK}/api/v1/nope`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('every inline script the page carries has the nonce of its CSP', async () => {
    const res = await callApp(up, `${SK}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await res.text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      // Data blocks (type=application/json) do not execute; CSP does not govern them.
      if (/\bsrc=/.test(tag) || /type="application\/(?:ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });
});

describe('CSRF on mutating /api calls', () => {
  const post = (headers: Record<string, string>) =>
    callApp(up, `${SK}/api/v1/products/1/watchers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"email":"a@b.sk"}',
    });

  test('no Origin and no Sec-Fetch-Site → 403 JSON, no upstream call', async () => {
    up.reset();
    const res = await post({});
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errors: [{ title: 'Cross-site request refused', status: 403 }] });
    expect(up.calls).toHaveLength(0);
  });

  test('another Origin → 403', async () => {
    expect((await post({ origin: 'https://evil.example.com' })).status).toBe(403);
    expect((await post({ origin: 'https://www.eshop-demo.cz' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  test('same Origin or Sec-Fetch-Site: same-origin passes', async () => {
    expect((await post({ origin: SK })).status).not.toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).not.toBe(403);
  });

  test('reads need no proof', async () => {
    expect((await callApp(up, `${SK}/api/v1/products/1`)).status).toBe(200);
  });
});
