// The shell's server-rendered parts (the 18+ gate, the cookie banner, the top banner, the footer
// widgets) are chunks of their own in the browser. On the server they must be in the HTML where
// they belong, also on an isolate's first page whose data comes after the shell has gone out:
// streamed behind the page in a hidden segment, they would need a script to appear (invisible with
// scripts blocked) and the top banner would push the page down after the first paint.
// Each file starts with fresh modules, so the requests below are this isolate's first renders.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { app } from '../../worker/app';
import { recordingUpstream } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

/** The demo backend, with the category list (the `/kategorie` page's only call) held until released. */
function heldCategoryList() {
  let release = () => {};
  const held = { released: new Promise<void>((r) => (release = r)) };
  const upstream = recordingUpstream({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/api/v1/product-categories') await held.released;
      return env.DEMO_BACKEND.fetch(request);
    },
  } as unknown as Fetcher);
  return {
    upstream,
    hold: () => {
      held.released = new Promise<void>((r) => (release = r));
    },
    release: () => release(),
  };
}

const { upstream, hold, release } = heldCategoryList();

/**
 * `/kategorie` (a fixed route: streamed after the short status wait) with its data held until the
 * response's headers are out, so the shell is flushed before the page's data exists, however fast
 * or loaded the machine is. Returns the document and its part before the first streamed segment.
 */
async function streamedPage(site: string, cookie: string): Promise<{ status: number; inline: string; whole: string }> {
  hold();
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${site}/kategorie`, { headers: { cookie } }),
    { ...env, DEMO_BACKEND: upstream.fetcher },
    ctx,
  );
  release();
  const whole = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, inline: whole.split('<div hidden id="S:')[0] ?? whole, whole };
}

/** The markers the HTML lacks (a short failure message instead of the whole document). */
const missingFrom = (html: string, markers: string[]) => markers.filter((m) => !html.includes(m));

beforeAll(async () => {
  // Migrates and seeds the demo backend without rendering a page in this isolate.
  await env.DEMO_BACKEND.fetch('https://demo-backend.internal/api/v1/globals');
});

describe('server-rendered shell parts on an isolate’s first, streamed page', { timeout: 60_000 }, () => {
  test('a first visit: the 18+ gate, the top banner and the footer widgets are inline', async () => {
    const { status, inline, whole } = await streamedPage(SK, '');
    expect(status).toBe(200);
    expect(whole).toContain('<div hidden id="S:'); // the page's data did stream behind the shell
    expect(
      missingFrom(inline, ['class="modal age-modal', 'data-testid="top-banner"', 'data-testid="footer-widgets"']),
    ).toEqual([]);
  });

  test('past the gate: the cookie banner is inline', async () => {
    const { inline, whole } = await streamedPage(CZ, 'closed-modals=age-18'); // not in the upstream cache yet
    expect(whole).toContain('<div hidden id="S:');
    expect(missingFrom(inline, ['class="cookie-consent"'])).toEqual([]);
  });
});
