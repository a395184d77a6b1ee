// SPEC 2 "Shared layout: cookie-consent banner (top or bottom)": the store's globals say where
// (settings.cookie_consent_position, optional, bottom unless "top"); the demo backend varies it per
// domain through /__demo/globals. End to end: demo backend → globals schema → shell → HTML.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { GlobalsSettingsSchema } from '../../shared/contracts/store';
import { setDemoGlobals, withDemoGlobals } from './demo-globals';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

/** A first visit past the 18+ gate: the cookie banner is the overlay on top. */
async function bannerOf(origin: string): Promise<{ section: string; beforeHeader: boolean }> {
  const res = await SELF.fetch(`${origin}/`, { headers: { cookie: 'closed-modals=age-18' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const at = html.indexOf('<section class="cookie-consent');
  expect(at).toBeGreaterThan(-1);
  return { section: html.slice(at, html.indexOf('>', at) + 1), beforeHeader: at < html.indexOf('<header') };
}

withDemoGlobals();

describe('cookie-consent banner position', () => {
  test('bottom when the store says nothing: the banner has no top modifier', async () => {
    const { section } = await bannerOf(SK);
    expect(section).toContain('class="cookie-consent"');
    expect(section).not.toContain('cookie-consent--top');
  });

  test('top when the store says so, for that site only; first in the page, before the header', async () => {
    const set = await setDemoGlobals({ domain: 'sk', cookie_consent_position: 'top' });
    expect(set.status).toBe(200);
    const sk = await bannerOf(SK);
    expect(sk.section).toContain('class="cookie-consent cookie-consent--top"');
    expect(sk.beforeHeader).toBe(true);
    expect((await bannerOf(CZ)).section).not.toContain('cookie-consent--top');
  });

  test('an unknown or missing value in the globals keeps the bottom; the demo backend refuses one', async () => {
    const position = GlobalsSettingsSchema.shape.cookie_consent_position;
    expect(position.parse(undefined)).toBe('bottom');
    expect(position.parse('left')).toBe('bottom');
    expect(position.parse('top')).toBe('top');
    const refused = await setDemoGlobals({ domain: 'sk', cookie_consent_position: 'left' });
    expect(refused.status).toBe(422); // the store's answer to a body that fails its schema
    expect((await bannerOf(SK)).section).not.toContain('cookie-consent--top');
  });
});
