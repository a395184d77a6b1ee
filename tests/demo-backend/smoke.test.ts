import { SELF } from 'cloudflare:test';
import { expect, test } from 'vitest';
test('demo backend answers', async () => {
  const r = await SELF.fetch('https://demo/api/v1/globals');
  expect(r.status).toBe(200);
});
