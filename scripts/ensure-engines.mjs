// The cross-engine journey (tests/engines) drives Debian's Firefox ESR and WebKitGTK (WebKitWebDriver
// and MiniBrowser on an Xvfb display) besides Chromium. Install what is missing when we are root;
// otherwise stop with a clear message: the journey is never skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FIREFOX_PATH, miniBrowserPath } from '../tests/engines/engines.mjs';

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const missing = () => [
  ...(existsSync(FIREFOX_PATH) ? [] : ['firefox-esr']),
  ...(onPath('WebKitWebDriver') && miniBrowserPath() ? [] : ['webkit2gtk-driver']),
  ...(onPath('Xvfb') ? [] : ['xvfb']),
];

const packages = missing();
if (packages.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The cross-engine journey (Firefox ESR, WebKitGTK) needs Debian packages that are missing: ${packages.join(' ')}.\n` +
        `Install them (sudo apt-get install -y ${packages.join(' ')}) and run again, or point FIREFOX_PATH / ` +
        'MINIBROWSER_PATH at your own builds. The journey is part of `npm test` and is never skipped.',
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(' ')} (apt-get) …`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`apt-get could not install ${packages.join(' ')} (its output is above); stopping.`);
    process.exit(1);
  }
  const still = missing();
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.join(' ')} is still missing; stopping.`);
    process.exit(1);
  }
}
console.log(`Firefox: ${execSync(`${FIREFOX_PATH} --version`).toString().trim()}; WebKitGTK: ${miniBrowserPath()}`);
