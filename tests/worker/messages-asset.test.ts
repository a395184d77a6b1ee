// The locale's message table is a file of its own, not part of every page's HTML: the page names
// it in its shell data and preloads it; the file is immutable under its hash.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { messagesFor } from '../../shared/i18n/dictionary';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function shellOf(url: string) {
  const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' } });
  const html = await res.text();
  const json = /<script type="application\/json" id="__shell_data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return { html, shell: JSON.parse(json) as { messagesPath?: string; messages?: unknown; locale: string } };
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('the message table', () => {
  test.each([
    [SK, 'sk'],
    [CZ, 'cs'],
  ])('%s names its locale’s table, preloads it and does not inline it', async (site, locale) => {
    const { html, shell } = await shellOf(`${site}/kontakt`);
    expect(shell.messages).toBeUndefined();
    expect(shell.messagesPath).toMatch(new RegExp(`^/__messages/${locale}\\.[0-9a-f]{8}\\.json$`));
    expect(html).toContain(`<link rel="preload" href="${shell.messagesPath}" as="fetch" crossorigin="anonymous"/>`);

    const file = await SELF.fetch(`${site}${shell.messagesPath}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await file.json()).toEqual(JSON.parse(JSON.stringify(messagesFor(locale as 'sk' | 'cs'))));
  });

  test('German on the Slovak site names the German table', async () => {
    const res = await SELF.fetch(`${SK}/kontakt`, { headers: { cookie: 'closed-modals=age-18; locale=de' } });
    expect(await res.text()).toMatch(/"messagesPath":"\/__messages\/de\.[0-9a-f]{8}\.json"/);
  });

  test('an old hash (a page cached before a deploy) gets today’s table, never cached', async () => {
    const res = await SELF.fetch(`${SK}/__messages/sk.00000000.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(messagesFor('sk'))));
  });

  test.each(['xx.00000000.json', 'sk.json', 'sk.0000000g.json', '..%2Fsk.00000000.json'])(
    '%s is a 404',
    async (file) => {
      expect((await SELF.fetch(`${SK}/__messages/${file}`)).status).toBe(404);
    },
  );
});
