import { LEAVING_WATCH } from '../../client/router/chunk-reload';
import { EARLY_TAP } from '../../client/router/hydration';
import { CONSENT_MODE_DEFAULT_SCRIPT } from '../../shared/consent';

/**
 * The document head's one inline script, run as the head is parsed, before the entry: consent
 * mode's default, every signal denied, before any tag can exist (shared/consent.ts), whether the
 * page is being left (client/router/chunk-reload.ts) and the tap made before hydration
 * (client/router/hydration.ts). Passed to App by the worker only (AppProps.headScript). One
 * constant text: it goes out as bytes encoded once per isolate (page-app.tsx), under the nonce.
 */
export const HEAD_SCRIPT = `${CONSENT_MODE_DEFAULT_SCRIPT};${LEAVING_WATCH};${EARLY_TAP}`;
