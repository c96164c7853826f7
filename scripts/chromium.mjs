// Where Debian's Chromium lives, and the flags it needs on these machines (DESIGN.md, Testing; STACK.md, trap 6).
// Shared by playwright.config.ts, the bench and the test command; CHROMIUM_PATH overrides the location.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
