/**
 * The answers the shell needs before anything else may overlay the page (issue 31 item 2): the
 * 18+ gate, then the cookie banner. The first step of the one overlay rule (shared/overlay-rules.ts),
 * a module of its own so the entry carries only this step (the rest loads with the optional overlays).
 */
export type RequiredOverlay = 'age-gate' | 'cookie-consent';

export function requiredOverlay(gateAnswered: boolean, consentAnswered: boolean): RequiredOverlay | null {
  return !gateAnswered ? 'age-gate' : !consentAnswered ? 'cookie-consent' : null;
}
