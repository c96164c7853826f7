// Every page in one round trip (docs/performance.md, "What blocks the first paint"): its response, headers and
// compressed body together, fits the first window of a new connection (TCP's initial 10 segments of 1 460 B), so a
// phone has the whole page after one round trip, as it has a bare page; the few that do not yet are named with why.
// And every page's CSP lists only its own style hashes, each once, and needs none for a style attribute.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from './origins';
import { prerenderEntries } from '../../site/data';
import { ROUTES } from '../../site/routes';
import { CATEGORY_ROUTES, FIXED_ROUTES } from './routes';

const FIRST_WINDOW = 10 * 1460;

/** The bytes an HTTP/1.1 answer puts on the wire: status line, headers as sent, blank line, body as sent. */
function wire(path: string, encoding: string): Promise<{ headers: number; body: number; csp: string; names: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${SERVER_ORIGIN}${path}`,
      { headers: { 'accept-encoding': encoding, accept: 'text/html' } },
      (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => {
          const raw = res.rawHeaders;
          let headers = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < raw.length; i += 2) headers += Buffer.byteLength(`${raw[i]}: ${raw[i + 1]}\r\n`);
          resolve({
            headers,
            body,
            csp: String(res.headers['content-security-policy'] ?? ''),
            names: raw.filter((_, i) => i % 2 === 0).join(', '),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Pages whose document does not fit the first window yet, with why (docs/performance.md, "Every page's first round
 * trip"). Each is checked to be over still, so the list cannot outlive its reason. */
const NOT_IN_ONE_ROUND_TRIP: Record<string, string> = {
  '/landing/offers/': 'one island as a whole, its data inline (1.9 KB of brotli) and twelve cards: about 2.5 KB over',
  '/landing/offers2/': 'the same page as /landing/offers/',
};

/** Every prerendered route (SPEC §2's, the blog's and the legal documents' ids) and the 404 page. */
const PAGES = [...new Set(prerenderEntries(ROUTES).map((entry) => entry.path)), '/nie-ma/'];

// Brotli: what every browser asks for (the gzip twin is for clients that cannot read brotli).
for (const path of PAGES) {
  const over = NOT_IN_ONE_ROUND_TRIP[path];
  test(`${path}, headers and brotli body, ${over ? 'does not fit the first window yet' : 'fits the first window of a connection'}`, async () => {
    const { headers, body, names } = await wire(path, 'br, gzip');
    expect(body).toBeGreaterThan(4000);
    const said = `${headers} B of headers (${names}) + ${body} B of body`;
    if (over) expect(headers + body, `${said}: ${over}`).toBeGreaterThan(FIRST_WINDOW);
    else expect(headers + body, said).toBeLessThanOrEqual(FIRST_WINDOW);
  });
}

// The category pages, /offers/ and /partners-list/ publish their islands' data beside them (islands.json), not inline.
for (const path of [...CATEGORY_ROUTES.map(([p]) => p), '/offers/', '/offers3/', '/partners-list/']) {
  test(`${path} names its islands' data beside it, not in the HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('id="pz-data"');
    // An alias of /offers/ names the canonical route's data: the same page, the same document.
    const dataPath = path.startsWith('/offers') ? '/offers/' : path;
    expect(html).toContain(`"data":"${dataPath}islands.json"`);
    const islands = await request.get(`${dataPath}islands.json`);
    expect(islands.headers()['cache-control']).toBe('no-cache');
    expect(Object.keys(((await islands.json()) as { data: object }).data).length).toBeGreaterThan(0);
  });
}

test('a page’s CSP lists the hashes of its own <style>s and the banner’s, no other page’s', async ({ request }) => {
  const hashes = async (path: string) => {
    const { csp } = await wire(path, 'br');
    return (/(?:^|; )style-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ').filter((s) => s.startsWith("'sha256-"));
  };
  const home = await hashes('/');
  const category = await hashes('/pozyczki/');
  // The site's CSS, the page's own and the cookie banner's: three, two of them shared.
  expect(home).toHaveLength(3);
  expect(category).toHaveLength(3);
  expect(home.filter((hash) => category.includes(hash))).toHaveLength(2);
  const html = await (await request.get('/pozyczki/')).text();
  expect(html.match(/<style\b/g)).toHaveLength(2);
});

test('every page’s CSP lists each source once and allows no style attribute', async () => {
  const paths = [
    ...FIXED_ROUTES.map(([path]) => path),
    ...CATEGORY_ROUTES.map(([path]) => path),
    '/blog/co-to-jest-rrso/',
    '/nie-ma/',
  ];
  for (const path of paths) {
    const { csp } = await wire(path, 'br');
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(new Set(hashes).size, `${path}: a hash listed twice`).toBe(hashes.length);
    expect(csp, path).toMatch(/(^|; )style-src-attr 'none'(;|$)/);
    expect(csp, path).not.toContain('unsafe-hashes');
  }
});
