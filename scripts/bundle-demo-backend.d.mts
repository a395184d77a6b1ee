/** Types of ./bundle-demo-backend.mjs (plain JS so node scripts run it without a build). */
export function demoBackendInputsHash(): string;
export function bundleDemoBackend(): 'up to date' | 'bundled';
