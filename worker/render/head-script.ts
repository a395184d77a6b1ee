import { LEAVING_WATCH } from '../../client/router/chunk-reload';
import { EARLY_TAP } from '../../client/router/hydration';

/**
 * The document head's one inline script, run as the head is parsed, before the entry: whether the
 * page is being left (client/router/chunk-reload.ts) and the tap made before hydration
 * (client/router/hydration.ts). Passed to App by the worker only (AppProps.headScript).
 */
export const HEAD_SCRIPT = `${LEAVING_WATCH};${EARLY_TAP}`;
