import type { Context } from 'hono';
import type { AppEnv } from '../env';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** SPEC 2: when even the error page cannot render, a plain message with a link home. */
export function renderFallbackPage(c: Context<AppEnv>, status: number): Response {
  const t = c.get('t');
  const title = escapeHtml(t('errors.fallback.title'));
  const html = `<!doctype html><html lang="${escapeHtml(c.get('locale'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style nonce="${escapeHtml(c.get('nonce'))}">body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f1a1c;background:#faf8f7}main{text-align:center;padding:24px}a{color:#7a2e4d}</style></head><body><main><h1>${title}</h1><p>${escapeHtml(t('errors.fallback.text'))}</p><p><a href="/">${escapeHtml(t('errors.fallback.homeLink'))}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
