// Checks that keep the written docs honest: no issue-tracker numbers anywhere in the tree (a reader of the code
// cannot follow them; say why in words), and every path ARCHITECTURE.md names still exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLICK_ID_PARAMS } from '../contracts/handoff';
import { CLICK_PATH, CLICK_UTM_PARAMS, PARTNER_PARAMS, PROVIDER_PARAM, PLACEMENT_PARAM } from '../contracts/affiliate';
import { CONSENT_EVENT, CONSENT_KEY, makeConsent } from '../contracts/consent';
import { CONTEXT_FIELDS, EVENT_PATH } from '../contracts/event';
import { LEAD_FIELDS, LEAD_PATH } from '../contracts/lead';
import { FRAME_PARAMS, LEAD_FRAME_PATH } from '../contracts/lead-frame';
import { LEAD_PARAM } from '../contracts/lead-retention';
import { OFFERS_API, TRANSITION_OFFER_PARAM, TRANSITION_PATH } from '../contracts/offer-links';
import { FEATURE_SETTING_FIELDS } from '../contracts/page-config-base';
import { POSTBACK_PARAMS, POSTBACK_PATH } from '../contracts/postback';
import { DELETE_TOKEN_ROUTE, PUSH_TOKEN_FIELDS, SET_TOKEN_ROUTE } from '../contracts/push-token';
import { CLICK_ID_COOKIE } from '../contracts/sbjs-cookie';
import { WEBHOOK_FIELDS, WEBHOOK_PATH } from '../contracts/webhook';

const ROOT = join(import.meta.dirname, '..');
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  'storybook-static',
  'test-results',
  'playwright-report',
  '.git',
  'data',
]);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|yml|yaml|sh)$|^run$/;

function files(dir = ROOT, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(dir, path);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

const WORD = 'issue';
const CAPITAL = 'Issue';
const HASH = '#';

/**
 * References to tracker numbers: the word issue (or PR) before a number, a hash before a number in prose, or
 * another project's `owner/repo#123`.
 */
const TRACKER_REFERENCE =
  /\b(?:issues?|PR|pull request|fix(?:es|ed)?|close[sd]?|see)\s*#?\d+\b|\(#\d+\)|\b[\w.-]+\/[\w.-]+#\d+\b/i;

/** The tracker references in a text, as "line: text". */
function trackerReferences(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (TRACKER_REFERENCE.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('trackerReferences', () => {
  it.each([
    // The samples are assembled from parts, so this file does not itself carry the references it must catch.
    [`// Push opt-in (${WORD} 7): the prompt`, 1],
    [`// ${CAPITAL} 6 endpoints`, 1],
    [`Fixed in ${HASH}12 last week; see ${HASH}12`, 1],
    ['a change (#40)', 1],
    [`its own choice (microsoft/playwright${HASH}32230)`, 1],
    ['docs/api.md#how-input-is-checked and a/b#top', 0],
    ['color: #333; background: #0b5d3b;', 0],
    ['/partners-list/#kasomir and page 2 of 5', 0],
    ['the known issue with Safari', 0],
  ])('%s → %d', (line, count) => {
    expect(trackerReferences(line)).toHaveLength(count);
  });
});

describe('the tree', () => {
  const all = files();

  it('names no issue or pull-request numbers in code, comments or docs', () => {
    expect(all.length).toBeGreaterThan(100);
    const found = all
      .filter((path) => path !== 'scripts/docs.test.ts')
      .flatMap((path) => trackerReferences(readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${path}:${hit}`));
    expect(found).toEqual([]);
  });
});

describe('one copy', () => {
  const code = files().filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !/\.test\.tsx?$/.test(path));
  const declaring = (pattern: RegExp) => code.filter((path) => pattern.test(readFileSync(join(ROOT, path), 'utf8')));

  it('of the lender type: contracts/lenders.ts', () => {
    expect(declaring(/\b(?:interface|type)\s+\w*Lender\b/)).toEqual(['contracts/lenders.ts']);
  });

  it('of the Polish money and percent formats: contracts/format.ts, with the percent in contracts/format-pct.ts', () => {
    // Intl's currency style, or the digits of contracts/polish-digits.ts followed by "zł" or used for a rounded
    // percent.
    expect(declaring(/style:\s*'currency'|\$\{NBSP\}zł`|(?:format|polishDigits)\(roundPct\(/)).toEqual([
      'contracts/format-pct.ts',
      'contracts/format.ts',
    ]);
  });
});

/**
 * Every message that crosses a process or origin boundary, with its paths (or storage key and event name) and its
 * field names, as the one module in contracts/ declares them. `fields`: the names a list of this format has; `least`:
 * how many of them make a list in other code a copy (enough that a list of something else sharing a name or two,
 * such as the consent banner's categories, is not one).
 */
const WIRE_FORMATS: { name: string; paths: readonly string[]; fields: readonly string[]; least: number }[] = [
  {
    name: 'the /set-token record (contracts/push-token.ts)',
    paths: [SET_TOKEN_ROUTE, DELETE_TOKEN_ROUTE],
    fields: PUSH_TOKEN_FIELDS.filter((f) => !f.startsWith('utm_')),
    least: 3,
  },
  { name: 'the event (contracts/event.ts)', paths: [EVENT_PATH], fields: CONTEXT_FIELDS, least: 3 },
  {
    name: 'the abandoned-visit webhook (contracts/webhook.ts)',
    paths: [WEBHOOK_PATH],
    fields: WEBHOOK_FIELDS,
    least: 2,
  },
  { name: 'the lead (contracts/lead.ts)', paths: [LEAD_PATH], fields: LEAD_FIELDS, least: 3 },
  {
    name: 'the lead frame (contracts/lead-frame.ts)',
    paths: [LEAD_FRAME_PATH],
    fields: Object.values(FRAME_PARAMS),
    least: 3,
  },
  {
    name: 'the transition link (contracts/offer-links.ts)',
    paths: [TRANSITION_PATH],
    fields: [TRANSITION_OFFER_PARAM, PROVIDER_PARAM, PLACEMENT_PARAM, LEAD_PARAM],
    least: 3,
  },
  { name: 'the partner values (contracts/affiliate.ts)', paths: [], fields: PARTNER_PARAMS, least: 3 },
  {
    name: 'the click query (contracts/affiliate.ts)',
    paths: [CLICK_PATH],
    fields: [...CLICK_ID_PARAMS, ...CLICK_UTM_PARAMS, PROVIDER_PARAM, PLACEMENT_PARAM, LEAD_PARAM],
    least: 4,
  },
  {
    name: 'the stored consent (contracts/consent.ts)',
    paths: [CONSENT_KEY, CONSENT_EVENT],
    fields: Object.keys(makeConsent({ analytics: false, marketing: false }, 1, new Date(0))),
    least: 4,
  },
  {
    name: 'the lender postback (contracts/postback.ts)',
    paths: [POSTBACK_PATH],
    fields: Object.values(POSTBACK_PARAMS),
    least: 4,
  },
  { name: 'the ad click id cookie (contracts/sbjs-cookie.ts)', paths: [CLICK_ID_COOKIE], fields: [], least: 1 },
  { name: 'the offers answer (contracts/offer-links.ts)', paths: [OFFERS_API], fields: [], least: 1 },
  // SPEC §3's names of window.pageConfig, and the features' settings blocks (contracts/page-config-base.ts).
  {
    name: 'the page config (contracts/page-config.ts)',
    paths: [],
    fields: [
      'countryId',
      'providerId',
      'customText',
      'customAcceptText',
      'customDeclineText',
      'customImg',
      'src',
      'mdm',
      'cmp',
      'cnt',
      'trm',
      ...FEATURE_SETTING_FIELDS,
    ],
    least: 3,
  },
];

/** Lists in these files share a format's names without being the format (paths are still checked in them). */
const NOT_A_COPY: Record<string, { formats: string[]; why: string }> = {
  'server/log.ts': {
    formats: ['the /set-token record', 'the lead'],
    why: 'the field names the log censors, from every format',
  },
  'server/storage/sqlite.ts': {
    formats: ['the event', 'the click query'],
    why: "the events table's columns, which the migrations define",
  },
};

/** Code the two ends run: the site, the loader, the widgets and the server, without tests, stories and test doubles. */
const END = /^(loader|widgets|site|server)\//;
const TOOLING = /\.(test|spec|stories)\.tsx?$|\/testing\//;

/** The text without comments (a `//` right after a colon or a quote is part of a URL or a string). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The wire formats a text declares again: a path as a string literal, or a list with `least` of a format's fields. */
export function wireCopies(text: string, exempt: readonly string[] = []): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  const lists = [...code.matchAll(/\[([^[\]]*)\]/g)].map(
    (m) => new Set([...m[1]!.matchAll(/(['"`])([\w-]+)\1/g)].map((q) => q[2]!)),
  );
  for (const format of WIRE_FORMATS) {
    for (const path of format.paths) {
      if (new RegExp(`(['"\`])${escape(path)}(?:\\1|[?#/]|\\$\\{)`).test(code)) found.push(`${format.name}: ${path}`);
    }
    if (exempt.some((name) => format.name.startsWith(name))) continue;
    const list = lists.find((names) => format.fields.filter((field) => names.has(field)).length >= format.least);
    if (list) found.push(`${format.name}: [${format.fields.filter((field) => list.has(field)).join(', ')}]`);
  }
  return found;
}

describe('wireCopies', () => {
  it.each<[string, string, number]>([
    ['a path literal', `fetch(host + '${SET_TOKEN_ROUTE}', init)`, 1],
    ['a path with its query', 'const href = `' + TRANSITION_PATH + '?offer=${id}`;', 1],
    ['a path under it', `app.get('${CLICK_PATH}/:offer', handler)`, 1],
    ['a storage key', `localStorage.getItem("${CONSENT_KEY}")`, 1],
    ['a field list', "const FIELDS = ['token', 'ga_client_id', 'domain', 'lead_id'] as const;", 1],
    ['a field list of partner values', "for (const name of ['sub1', 'sub2', 'aff_id']) read(name);", 1],
    ['the imported constant', 'fetch(host + SET_TOKEN_ROUTE)', 0],
    ['a comment naming the path', `// POST ${SET_TOKEN_ROUTE}: the token record\n/* see ${CLICK_PATH} */`, 0],
    ['a longer path that starts alike', `const PATH = '${WEBHOOK_PATH}s-log';`, 0],
    ['a list sharing one or two names', "const CATEGORIES = ['necessary', 'analytics', 'marketing'];", 0],
    ['a URL in a string', "const url = 'https://example.com/'; // '/set-token'", 0],
  ])('%s', (_name, text, count) => expect(wireCopies(text)).toHaveLength(count));
});

describe('one home per wire format', () => {
  it('no path, storage key or field list of a message that crosses a boundary is declared outside contracts/', () => {
    const ends = files().filter((path) => END.test(path) && /\.(ts|tsx|mjs)$/.test(path) && !TOOLING.test(path));
    expect(ends.length).toBeGreaterThan(100);
    expect(
      ends.flatMap((path) =>
        wireCopies(readFileSync(join(ROOT, path), 'utf8'), NOT_A_COPY[path]?.formats).map((copy) => `${path}: ${copy}`),
      ),
    ).toEqual([]);
  });
});

/** Paths ARCHITECTURE.md names in backticks: `site/app/router.ts`, `loader/features/`, `scripts/aliases.mjs`. */
function namedPaths(markdown: string): string[] {
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return [
    ...new Set(
      paths.filter(
        (p) =>
          /^(contracts|loader|widgets|site|server|scripts|tests|public|docs|types|\.storybook|\.ci)\//.test(p) ||
          /^[\w.-]+\.(md|mjs|json|ts|cjs)$/.test(p),
      ),
    ),
  ]
    .map((p) => p.replace(/[.,;:]$/, ''))
    .filter((p) => !/[*{}<>]/.test(p));
}

describe('ARCHITECTURE.md', () => {
  it('names only folders and files that exist', () => {
    const named = namedPaths(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('reads paths from backticks only, with globs and placeholders left out', () => {
    expect(
      namedPaths(
        '`loader/boot.ts`, `site/pages/` and `dist/{route}/index.html`, `widgets/*/Name.tsx`, `npm test`, `README.md`',
      ),
    ).toEqual(['loader/boot.ts', 'site/pages/', 'README.md']);
  });
});
