import { z } from 'zod';

/**
 * The one `z` for code that runs in the browser (client/ and shared/; biome.json refuses a direct
 * `zod` import there). Jitless before any schema exists: zod 4 creates each object schema with a
 * probe, `new Function('')`, to see whether it may compile a faster parser. Under the shop's CSP
 * (no 'unsafe-eval') the probe is refused; zod swallows the error, but every engine still fires a
 * `securitypolicyviolation` (a CSP report, and a console error in Firefox) on each page that loads
 * a schema (issue 27). Every schema module imports `z` from here, so ES module order runs this
 * line before that module's first schema, in whatever chunk the bundler puts either. The
 * interpreted parser is what workerd uses anyway (zod never compiles under Cloudflare's runtime).
 */
z.config({ jitless: true });

export { z };
