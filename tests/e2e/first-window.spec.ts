// The home page in one round trip (docs/performance.md, "What blocks the first paint"): its response, headers and
// compressed body together, fits the first window of a new connection (TCP's initial 10 segments of 1 460 B), so a
// phone has the whole page after one round trip, as it has a bare page. And every page's CSP lists each style hash
// once and needs none for a style attribute: the two things that made the home page's headers 3.5 KB.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from './origins';
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

// Brotli: what every browser asks for (the gzip twin is for clients that cannot read brotli).
test('the home page, headers and brotli body, fits the first window of a connection', async () => {
  const { headers, body, names } = await wire('/', 'br, gzip');
  expect(body).toBeGreaterThan(5000);
  expect(headers + body, `${headers} B of headers (${names}) + ${body} B of body`).toBeLessThanOrEqual(FIRST_WINDOW);
});

// The bench's category page and /offers/ too, with the other pages of offers that fit: their islands' data is
// published beside them (islands.json) and their CSS holds only what they show. Not yet in one round trip: the
// category pages that list the most offers (/pozyczki/, /pozyczki/1000-zl/, …), docs/performance.md says by how much.
const OFFER_PAGES_IN_ONE_ROUND_TRIP = [
  '/offers/',
  '/offers3/',
  '/pozyczki/na-dowod/',
  '/pozyczki/za-darmo/',
  '/pozyczki/na-30-dni/',
  '/pozyczki/dla-kazdego-bez-odmowy/',
];
for (const path of OFFER_PAGES_IN_ONE_ROUND_TRIP) {
  test(`${path}, headers and brotli body, fits the first window, its islands' data beside it`, async ({ request }) => {
    const { headers, body, names } = await wire(path, 'br, gzip');
    expect(body).toBeGreaterThan(5000);
    expect(headers + body, `${headers} B of headers (${names}) + ${body} B of body`).toBeLessThanOrEqual(FIRST_WINDOW);
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
