import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiOriginOf, decodeAttribute, inlineParts, pagePolicy, sha256Source } from './csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineParts', () => {
  const html = [
    '<html><head><style data-site-css>body{color:red}</style>',
    '<style data-page-css="offers">.a{b:c}</style>',
    '<script type="module" src="/assets/site.js"></script>',
    '<script type="application/ld+json">{"style=\\"x\\"":1}</script>',
    '<script>alert(1)</script>',
    '</head><body><div style="--pz-fill:5.6%;">x</div><p style=\'color:red\'>y</p>',
    '<span title="style=&quot;no&quot;" style="background:url(&quot;a&quot;)">z</span>',
    '<script type="application/json" id="pz-data">{"a":"<b style=\\"q\\">"}</script></body></html>',
  ].join('\n');
  const parts = inlineParts(html);
  it('finds the text of every <style>', () => expect(parts.styleElements).toEqual(['body{color:red}', '.a{b:c}']));
  it('finds style attributes of tags only, decoded, not inside JSON or other attributes', () =>
    expect(parts.styleAttributes).toEqual(['--pz-fill:5.6%;', 'color:red', 'background:url("a")']));
  it('finds only inline scripts that run', () => expect(parts.scripts).toEqual(['alert(1)']));
});

describe('decodeAttribute', () => {
  it.each([
    ['a&amp;b', 'a&b'],
    ['&quot;x&quot;', '"x"'],
    ['&#39;&#x27;', "''"],
    ['&unknown;', '&unknown;'],
    ['plain', 'plain'],
  ])('%s → %s', (raw, decoded) => expect(decodeAttribute(raw)).toBe(decoded));
});

describe('apiOriginOf', () => {
  it.each([
    ['<script type="application/json" id="pz-runtime">{"apiBase":""}</script>', null],
    [
      '<script type="application/json" id="pz-runtime">{"apiBase":"https://api.example/v1"}</script>',
      'https://api.example',
    ],
    ['<script type="application/json" id="pz-runtime">{bad</script>', null],
    ['<p>no runtime</p>', null],
  ])('%s → %s', (html, origin) => expect(apiOriginOf(html)).toBe(origin));
});

describe('pagePolicy', () => {
  const base = {
    styleElementHashes: [hash('a'), hash('a')],
    styleAttributeHashes: [hash('b')],
    scriptHashes: [],
    connectOrigins: [],
    https: false,
  };
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.split(' ')[0] === name);

  it('allows no inline script and no eval, only our own scripts', () => {
    const policy = pagePolicy(base);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });
  it('lists style element hashes once, in style-src, and attribute hashes with unsafe-hashes', () => {
    const policy = pagePolicy(base);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hash('a')}`);
    expect(directive(policy, 'style-src-elem')).toBeUndefined();
    expect(policy.split(hash('a'))).toHaveLength(2);
    expect(directive(policy, 'style-src-attr')).toBe(`style-src-attr 'unsafe-hashes' ${hash('b')}`);
  });
  it('refuses every style attribute on a page that has none', () =>
    expect(directive(pagePolicy({ ...base, styleAttributeHashes: [] }), 'style-src-attr')).toBe(
      "style-src-attr 'none'",
    ));
  it('refuses framing, plugins and base changes', () => {
    const policy = pagePolicy(base);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  });
  it('adds an API on another origin to connect-src, and upgrades insecure requests only over https', () => {
    expect(directive(pagePolicy({ ...base, connectOrigins: ['https://api.example'] }), 'connect-src')).toBe(
      "connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com " +
        'https://api.example',
    );
    expect(pagePolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy({ ...base, https: true })).toContain('upgrade-insecure-requests');
  });
  it('hashes as browsers do (SHA-256 of the UTF-8 text, base64)', () =>
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"));
});
