import { LEAVING_WATCH } from '../../client/router/chunk-reload';
import { EARLY_TAP } from '../../client/router/hydration';
import { consentModeState } from '../../shared/consent';

/**
 * Consent mode's `default`, every signal denied (issue 50), as script text: first in the head, so it
 * is in the dataLayer before any tag can be (the tag manager is started only after consent,
 * client/analytics/tag-manager.ts, which puts its `update` right behind it). A gtag-style Arguments
 * object, as the container expects. Here and not in shared/consent.ts: only the worker writes it.
 */
export const CONSENT_MODE_DEFAULT_SCRIPT = `window.dataLayer=window.dataLayer||[];(function(){dataLayer.push(arguments)})("consent","default",${JSON.stringify(consentModeState(null))})`;

/**
 * The document head's one inline script, run as the head is parsed, before the entry: consent
 * mode's default, every signal denied, before any tag can exist (above), whether the
 * page is being left (client/router/chunk-reload.ts) and the tap made before hydration
 * (client/router/hydration.ts). Passed to App by the worker only (AppProps.headScript). One
 * constant text: it goes out as bytes encoded once per isolate (page-app.tsx), under the nonce.
 */
export const HEAD_SCRIPT = `${CONSENT_MODE_DEFAULT_SCRIPT};${LEAVING_WATCH};${EARLY_TAP}`;
