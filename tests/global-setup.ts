import { bundleDemoBackend } from '../scripts/bundle-demo-backend.mjs';

// Worker tests run the storefront beside a bundled copy of the demo backend: bundle it once per
// run, or not at all when the bundle in dist/ was made from the same sources (see the script).
export default function setup(): void {
  bundleDemoBackend();
}
