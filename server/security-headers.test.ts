import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Source } from './csp';
import {
  EVENT_ANSWER_HEADERS,
  HSTS_VALUE,
  JSON_ANSWER_HEADERS,
  LEGACY_PAGE_HEADERS,
  PERMISSIONS_POLICY,
  securityHeaders,
} from './security-headers';
import { testApp, type TestApp } from './testing/app';

let fixture: TestApp;
let app: FastifyInstance;
let dist: string;
const page = (css: string, attr: string) =>
  `<!doctype html><html><head><style data-site-css>body{margin:0}</style><style data-page-css="x">${css}</style></head><body><p style="${attr}">x</p></body></html>`;

beforeAll(async () => {
  fixture = await testApp({
    files: {
      'index.html': page('.home{}', 'color:red'),
      '404.html': page('.missing{}', 'color:blue'),
      'offers/index.html': page('.offers{}', '--pz-fill:5.6%;'),
      'loader.js': '/* loader */',
      '_runtime-styles.json': JSON.stringify(['.banner{}']),
    },
  });
  ({ app, dist } = fixture);
});

afterAll(() => fixture.close());

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split('; ')
    .find((d) => d.split(' ')[0] === name) ?? '';

describe('security headers', () => {
  it("gives a page a CSP with its own CSS hashes, the banner's, and its own style attributes only", async () => {
    const res = await app.inject('/offers/');
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'style-src')).toBe(
      `style-src 'self' ${['body{margin:0}', '.offers{}', '.banner{}'].map(sha256Source).join(' ')}`,
    );
    expect(directive(csp, 'style-src-attr')).toBe(`style-src-attr 'unsafe-hashes' ${sha256Source('--pz-fill:5.6%;')}`);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('leaves the headers no current browser reads off pages only', async () => {
    const page = await app.inject('/');
    const json = await app.inject('/healthz');
    for (const name of LEGACY_PAGE_HEADERS) {
      expect(page.headers[name], name).toBeUndefined();
      expect(json.headers[name], name).toBe(JSON_ANSWER_HEADERS[name]);
    }
    expect(LEGACY_PAGE_HEADERS).toEqual([
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the 404 page the policy of 404.html', async () => {
    const res = await app.inject('/no-such-page/');
    expect(res.statusCode).toBe(404);
    expect(directive(res.headers['content-security-policy'], 'style-src-attr')).toContain(sha256Source('color:blue'));
  });

  it('sends Referrer-Policy, Permissions-Policy and nosniff everywhere; no HSTS over http', async () => {
    for (const url of ['/', '/loader.js', '/healthz']) {
      const res = await app.inject(url);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).not.toContain('notifications');
  });

  it('keeps the loader loadable from partner pages (CORP cross-origin) and locks JSON answers down', async () => {
    const loader = await app.inject('/loader.js');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['content-security-policy']).toBeUndefined();
    const health = await app.inject('/healthz');
    expect(health.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('gives every answer of the event route, which sets its own, the JSON answers’ CSP, framing, nosniff and CORP, and none of the document-only headers', async () => {
    const SECURITY =
      /^(content-security-policy|x-frame-options|permissions-policy|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection|origin-agent-cluster|cross-origin-.*)$/;
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => SECURITY.test(name))
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    const other = security((await app.inject('/healthz')).headers);
    expect(security({ ...JSON_ANSWER_HEADERS })).toEqual(other);
    // The event answer's values are the JSON answers' own, and only the four that govern a JSON answer.
    const kept = security(Object.fromEntries(Object.keys(EVENT_ANSWER_HEADERS).map((name) => [name, other[name]])));
    expect(Object.keys(kept)).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(kept['content-security-policy']).toContain("frame-ancestors 'none'");
    const event = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/event',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const answers = [
      await event(JSON.stringify({ event: 'page_view' })),
      await event('{"event":'),
      await event(JSON.stringify({ event: 'Bad' })),
      await event(JSON.stringify({ event: 'page_view', x: 'y'.repeat(17_000) })),
      await event('event=page_view', { 'content-type': 'application/x-www-form-urlencoded' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 400, 400, 413, 415]);
    for (const answer of answers) {
      expect(security(answer.headers)).toEqual(kept);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it.each(['/admin/login/', '/admin/nie-ma/'])(
    "sends X-Frame-Options: DENY beside the console's frame-ancestors 'none' on %s",
    async (url) => {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it("keeps the lead frame's own frame-ancestors allow-list and sends no X-Frame-Options there", async () => {
    const res = await app.inject('/lead-frame/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over https (as far as the proxy is trusted)', async () => {
    const bare = Fastify({ trustProxy: true });
    await securityHeaders(bare, dist);
    bare.get('/x', async () => ({ ok: true }));
    const https = await bare.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect((await bare.inject('/x')).headers['strict-transport-security']).toBeUndefined();
    await bare.close();
    const untrusting = Fastify({ trustProxy: false });
    await securityHeaders(untrusting, dist);
    untrusting.get('/x', async () => ({ ok: true }));
    expect(
      (await untrusting.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    await untrusting.close();
  });
});
