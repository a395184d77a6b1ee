// Playwright drives Debian's Chromium (no browser download works here). Install it when missing
// and we are root; otherwise stop with a clear message — never skip the browser tests silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian chromium (apt-get) …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM)) {
    console.error('apt-get finished but Chromium is still missing; stopping.');
    process.exit(1);
  }
}
console.log(`Chromium: ${execSync(`${CHROMIUM} --version`).toString().trim()}`);
