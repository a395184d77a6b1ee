import { SELF } from 'cloudflare:test';
import { expect, test } from 'vitest';
test('worker reaches demo backend', async () => {
  const r = await SELF.fetch('https://www.example.sk/');
  expect(await r.text()).toContain('"ok":true');
});
