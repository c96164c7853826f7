// Makes sure Debian's Chromium (and its headless shell, for most e2e specs) is there for the browser tests. When one is
// missing and we are root on Debian, installs its package with apt; it never downloads a browser from anywhere else.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';

const canInstall = () =>
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/etc/debian_version');
const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const installArgs = (packages) => ['install', '-y', '-qq', '--no-install-recommends', ...packages];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (!canInstall()) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: APT_ENV });
  execFileSync('apt-get', installArgs(['chromium']), { stdio: 'inherit', env: APT_ENV });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt installed chromium, but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

/**
 * Both browsers of the e2e, installed in the background while the test command's lanes run (apt waits on the network
 * and the disk, not the CPU the lanes use). Resolves with what it did, for the run's log. A missing headless shell
 * that cannot be installed is no failure: playwright.config.ts then runs every spec on the full browser.
 */
export async function ensureBrowsers() {
  const missing = [
    ['chromium', CHROMIUM_PATH],
    ['chromium-headless-shell', HEADLESS_SHELL_PATH],
  ].filter(([, path]) => !existsSync(path));
  if (missing.length === 0) return 'Chromium and its headless shell are there';
  if (!canInstall()) {
    if (!existsSync(CHROMIUM_PATH)) ensureChromium(); // throws the message that says what to install
    return `no headless shell at ${HEADLESS_SHELL_PATH}: every e2e spec runs on ${CHROMIUM_PATH}`;
  }
  const packages = missing.map(([name]) => name);
  const run = promisify(execFile);
  await run('apt-get', ['update', '-qq'], { env: APT_ENV });
  await run('apt-get', installArgs(packages), { env: APT_ENV, maxBuffer: 64 * 1024 * 1024 });
  const still = missing.filter(([, path]) => !existsSync(path)).map(([name, path]) => `${name} (${path})`);
  if (still.length > 0) throw new Error(`apt installed ${packages.join(', ')}, but ${still.join(', ')} is missing`);
  return `installed ${packages.join(', ')} with apt`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ensureBrowsers());
