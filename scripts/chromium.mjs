// Debian's Chromium, as every browser run of the project starts it (the Playwright journeys, the
// client-JS and Lighthouse benches, the screenshot script): one path and one set of flags.

/** Where Chromium is (CHROMIUM_PATH overrides Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless run on a build machine: no sandbox and no GPU (a container without either),
 * /tmp instead of a small /dev/shm, and nothing that reaches for the internet or first-run screens.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
