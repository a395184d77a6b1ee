import { preloadablePart } from '../router/chunk-reload';
import { AGE_GATE_MODAL_ID } from '../../shared/preference-form';
import type { ShellView } from '../../shared/shell-view';

/*
 * The shell's parts that are chunks of their own in the browser (most page views never need them)
 * but that the server renders into the first HTML when they apply. On the server each is loaded
 * once per isolate before the first render (`preloadServerRenderedParts`): a lazy part not loaded
 * yet would suspend, and on a page whose data streams behind the shell it would arrive after the
 * page in a hidden segment, shown only by a script (never with scripts blocked) and, for the top
 * banner, pushing the page down after the first paint.
 */

/** The 18+ modal: returning shoppers (most page views) never load its code. */
export const AgeModal = preloadablePart(() => import('./age-modal').then((m) => m.default));
/** The cookie banner: only visitors who have not answered yet load its code. */
export const CookieConsentView = preloadablePart(() => import('./cookie-consent-view').then((m) => m.default));
/** SPEC 2 optional top banner: its code loads only where the worker sent one. */
export const TopBannerView = preloadablePart(() => import('./top-banner-view').then((m) => m.default));
/** SPEC 2 footer badge widgets: static, below the fold. */
export const FooterWidgets = preloadablePart(() => import('./footer-widgets').then((m) => m.default));

let preloaded: Promise<void> | null = null;

/** Loads every server-rendered part once (server only: the browser loads each where it shows). */
export function preloadServerRenderedParts(): Promise<void> {
  preloaded ??= Promise.all([
    AgeModal.preload(),
    CookieConsentView.preload(),
    TopBannerView.preload(),
    FooterWidgets.preload(),
  ]).then(
    () => undefined,
    (error: unknown) => {
      preloaded = null; // tried again by the next render; this one renders them lazily
      console.error('[render] shell parts failed to load', error);
    },
  );
  return preloaded;
}

/**
 * The browser: loads the overlay this server-rendered page shows (the gate or the cookie banner)
 * before `hydrateRoot`, so it hydrates with the page. A part whose code is still loading at hydration stays server HTML only
 * until its parent renders again (any state change above it); React then renders that boundary
 * afresh from its fallback, and the 18+ gate vanished for a moment and lost the first tap (issue 31).
 * Failures are left to the lazy boundary (it reloads once or renders nothing).
 */
export function preloadShownParts(shell: Pick<ShellView, 'closedModals' | 'cookieConsent'>) {
  const part = !shell.closedModals.includes(AGE_GATE_MODAL_ID)
    ? AgeModal
    : shell.cookieConsent
      ? null
      : CookieConsentView;
  return part?.preload().catch(() => undefined);
}
