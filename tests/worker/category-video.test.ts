// Issue 18 item 3: the category video is a facade (the shop's poster and a play button); the server
// sends no player frame, the link to the video stays, and the CSP frames YouTube's no-cookie host alone.
import { SELF } from 'cloudflare:test';
import { beforeAll, expect, test } from 'vitest';
import { videoView } from '../../worker/render/video-embed';

const SK = 'https://www.eshop-demo.sk';
const headers = {
  cookie: 'closed-modals=age-18; cookie-consent=all',
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
};

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

test('a category with a video renders the facade: poster, play button, the link, no frame', async () => {
  const res = await SELF.fetch(`${SK}/masazne-pomocky`, { headers });
  expect(res.status).toBe(200);
  const html = await res.text();
  const section = /<section class="category-video">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(section).toContain('class="category-video__frame"');
  expect(section).toMatch(/<picture class="cdn-image category-video__poster[^"]*">[\s\S]*?<img /);
  expect(section).toMatch(/<button type="button" class="category-video__play"/);
  expect(section).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  expect(html).not.toContain('<iframe');
});

test('the CSP frames only the no-cookie host', async () => {
  const res = await SELF.fetch(`${SK}/masazne-pomocky`, { headers });
  await res.body?.cancel();
  const csp = res.headers.get('content-security-policy') ?? '';
  const frameSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-src'));
  expect(frameSrc).toBe('frame-src https://www.youtube-nocookie.com');
  expect(csp).toContain("frame-ancestors 'none'");
});

test.each([
  ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
])('a YouTube URL (%s) becomes the no-cookie player and the watch link', (url, id) => {
  const view = videoView({ title: 'T', video_url: url }, null);
  expect(view?.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);
  expect(view?.watchUrl).toBe(`https://www.youtube.com/watch?v=${id}`);
});

test('other videos stay links; non-https or malformed URLs are dropped', () => {
  expect(videoView({ title: 'T', video_url: 'https://vimeo.com/1234' }, null)).toMatchObject({
    embedUrl: null,
    watchUrl: 'https://vimeo.com/1234',
  });
  expect(videoView({ title: 'T', video_url: 'https://evil.example/embed/dQw4w9WgXcQ' }, null)?.embedUrl).toBeNull();
  expect(videoView({ title: 'T', video_url: 'javascript:alert(1)' }, null)).toBeNull();
  expect(videoView({ title: 'T', video_url: 'not a url' }, null)).toBeNull();
  expect(videoView({ title: 'T', video_url: 'https://www.youtube.com/embed/x"onload=1' }, null)?.embedUrl).toBeNull();
});
