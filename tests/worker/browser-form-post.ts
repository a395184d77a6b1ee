// A browser's own form post to a worker route, as the worker tests send it (login-form-post,
// register-form-post): what Chromium sends with a same-origin form post that navigates, each from
// an address of its own (so one test's per-address limits never touch another's), and the
// cross-site spellings the same-origin check must refuse.
import { SELF } from 'cloudflare:test';

export const SK = 'https://www.eshop-demo.sk';
const FORM = 'application/x-www-form-urlencoded';

let ip = 0;

/** Headers of a same-origin navigating form post from a fresh address (`net`: the first three octets). */
export function formHeaders(net: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': FORM,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    origin: SK,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
    'cf-connecting-ip': `${net}.${++ip}`,
    ...extra,
  };
}

/** The same post from another site: a foreign origin, an opaque one, none at all. */
export function crossSiteFormHeaders(net: string): Record<string, string>[] {
  const bare = formHeaders(net);
  delete bare.origin;
  delete bare['sec-fetch-site'];
  return [
    formHeaders(net, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    formHeaders(net, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
    bare,
  ];
}

/** Posts `fields` urlencoded to `path`, the redirect not followed. */
export function postFormTo(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
): Promise<Response> {
  return SELF.fetch(`${SK}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
