/**
 * Category videos (issue 18 item 3): a privacy-friendly embed. Only YouTube videos are embedded,
 * from YouTube's no-cookie host, the one third-party frame the CSP allows (`frame-src`); any other
 * video stays a plain link. The player is built in the browser only after a click and consent.
 */
import { z } from 'zod';
import type { VideoView } from '../../client/components/catalog/category-video';

/** The only origin a page may frame (CSP `frame-src`). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VideoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/);

function youTubeId(url: URL): string | null {
  let candidate: string | null | undefined;
  if (url.hostname === 'youtu.be') candidate = url.pathname.slice(1);
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const embed = /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname);
    candidate = embed ? embed[1] : url.pathname === '/watch' ? url.searchParams.get('v') : null;
  }
  const parsed = VideoIdSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** The view of a CMS `category_video`; null when its URL is not an https URL. */
export function videoView(video: { title: string; video_url: string }, posterPath: string | null): VideoView | null {
  let url: URL;
  try {
    url = new URL(video.video_url.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const id = youTubeId(url);
  if (!id) return { title: video.title, watchUrl: url.href, embedUrl: null, posterPath };
  return {
    title: video.title,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `${VIDEO_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`,
    posterPath,
  };
}
