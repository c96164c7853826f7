// Disposable (throw-away) e-mail domains: a lead with one of these is held for review before it is payable. The list
// is the maintained `disposable-email-domains` package (about 120 000 domains plus a short list whose every subdomain
// counts), so a new throw-away service reaches us with `npm update`, not with a developer's memory.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const exact = require('disposable-email-domains') as readonly string[];
const wildcard = require('disposable-email-domains/wildcard.json') as readonly string[];

/** Lower-case domains; `isDisposableEmail` counts subdomains of a listed domain too. */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set(
  [...exact, ...wildcard].map((domain) => domain.toLowerCase()),
);
