// SWR imports `use-sync-external-store/shim`, a fallback for React < 18 that still ships its own
// implementation. React 19 has the hook built in: vite.config.ts aliases the shim to this file.
export { useSyncExternalStore } from 'react';
