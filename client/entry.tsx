import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, SHELL_DATA_ELEMENT_ID, type PagePayload } from '../shared/page-payload';
import type { ShellView } from '../shared/shell-view';
import { App } from './app';
import { WishlistHeart } from './components/product/wishlist-heart-part';
import { preloadPage } from './router/page-registry';
import { startHydrating } from './router/hydration';
import { recoverFromChunkError } from './router/chunk-reload';
import { preloadShownParts } from './shell/server-rendered-parts';

function readJson<T>(id: string): T {
  const element = document.getElementById(id);
  if (!element?.textContent) throw new Error(`Missing #${id}`);
  return JSON.parse(element.textContent) as T;
}

/** The locale's message table, from the file the page names (preloaded from its head). */
async function readMessages(path: string): Promise<ShellView['messages']> {
  const res = await fetch(path);
  // The path names the failed file in the start-up error; the status is in the network log.
  if (!res.ok) throw new Error(path);
  return res.json();
}

// Module scripts run after the whole streamed document is parsed, so both data blocks are present.
async function start(): Promise<void> {
  const shellData = readJson<Omit<ShellView, 'messages'>>(SHELL_DATA_ELEMENT_ID);
  const payload = readJson<PagePayload>(PAGE_DATA_ELEMENT_ID);
  // The browser hides nonce attributes; the property still holds it, and hydration must match.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  // A logged-in page's hearts hydrate with it (their first tap counts); a heart chunk that fails
  // to load leaves them to their lazy boundary instead of holding up the page.
  const [messages] = await Promise.all([
    readMessages(shellData.messagesPath),
    preloadPage(payload.page),
    shellData.loggedIn ? WishlistHeart.preload().catch(() => {}) : null,
    // The gate or the cookie banner, shown in the server's HTML, hydrates with it.
    preloadShownParts(shellData),
  ]);
  const shell: ShellView = { ...shellData, messages };
  startHydrating();
  hydrateRoot(document, <App shell={shell} payload={payload} nonce={nonce} />, {
    onRecoverableError(error) {
      console.warn('Recoverable render error', error);
    },
    // A chunk that fails while rendering (a lazy part without its own fallback) reloads the page
    // once rather than leaving it blank.
    onUncaughtError(error) {
      if (!recoverFromChunkError(error)) console.error('Render failed', error);
    },
  });
}

// Without its page chunk the page stays as the server rendered it (links then load whole pages).
start().catch((error: unknown) => {
  if (!recoverFromChunkError(error)) console.error('Start-up failed', error);
});
