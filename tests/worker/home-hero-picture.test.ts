// Issue 32 item 5: on a phone the home page downloaded the hidden desktop hero at high priority (two
// <picture>s, one hidden by CSS). The hero is one <picture>: the wide picture is a media source.
import { SELF } from 'cloudflare:test';
import { expect, test } from 'vitest';

test('the first home banner is one picture: desktop as a media source, one high-priority image', async () => {
  const res = await SELF.fetch('https://www.eshop-demo.sk/', { headers: { cookie: 'closed-modals=age-18' } });
  const html = await res.text();
  const high = [...html.matchAll(/<img[^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0]);
  expect(high).toHaveLength(1);
  expect(high[0]).toContain('1-mobile.jpg');
  const picture = /<picture[^>]*>((?:(?!<\/picture>)[\s\S])*1-mobile\.jpg(?:(?!<\/picture>)[\s\S])*)<\/picture>/.exec(
    html,
  )?.[1];
  expect(picture).toMatch(/<source media="\(min-width: 768px\)"[^>]*srcSet="[^"]*1-desktop\.jpg/);
}, 60_000);
