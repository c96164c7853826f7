// Makes sure Debian's Chromium is there for the browser tests. When it is missing and we are root on Debian,
// installs the `chromium` package with apt; it never downloads a browser from anywhere else.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt installed chromium, but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
