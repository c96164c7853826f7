import { describe, expect, it } from 'vitest';
import { parseCookieJar } from '../../../contracts/cookie-jar';
import { parseSbjsValue } from '../../../contracts/sbjs-cookie';
import { fakeContext, fakeEnv, memoryCookies } from '../../testing/fake-env';
import { attributionOf, clearTrafficCookies, start } from './index';
import { readable } from './personal';

const MARKETING = { analytics: false, marketing: true };

function run(href: string, referrer = '', cookies = memoryCookies(), rawConfig: unknown = {}) {
  // A real clock: the memory jar drops cookies whose expiry is before Date.now().
  const env = fakeEnv({ href, referrer, cookies, now: () => Date.now() });
  const ctx = fakeContext(env, rawConfig, undefined, MARKETING);
  const seen: unknown[] = [];
  const setAttribution = ctx.signals.setAttribution;
  ctx.signals.setAttribution = (utm) => (seen.push(utm), setAttribution(utm));
  start(ctx);
  return { env, ctx, cookies, seen, jar: () => parseCookieJar(cookies.read()) };
}

describe('traffic feature: classification on each page view', () => {
  it.each([
    [
      'a Google search',
      'https://partner.example/',
      'https://www.google.com/',
      { typ: 'organic', src: 'google', mdm: 'organic' },
      { utm_source: 'google', utm_medium: 'organic' },
    ],
    [
      'an ad click with gclid',
      'https://partner.example/?gclid=abc',
      '',
      { typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' },
      { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'google_cpc' },
    ],
    [
      'a utm link',
      'https://partner.example/?utm_source=nl&utm_medium=email&utm_campaign=jesien',
      '',
      { typ: 'utm', src: 'nl', mdm: 'email', cmp: 'jesien' },
      { utm_source: 'nl', utm_medium: 'email', utm_campaign: 'jesien' },
    ],
    [
      'a referral',
      'https://partner.example/a',
      'https://forum.example.com/watek/1',
      { typ: 'referral', src: 'forum.example.com', mdm: 'referral', cnt: '/watek/1' },
      { utm_source: 'forum.example.com', utm_medium: 'referral', utm_content: '/watek/1' },
    ],
    [
      'a direct visit',
      'https://partner.example/',
      '',
      { typ: 'typein', src: '(direct)', mdm: '(none)' },
      { utm_source: '(direct)' },
    ],
  ])('%s', (_name, href, referrer, current, utm) => {
    const page = run(href, referrer);
    expect(parseSbjsValue(page.jar().sbjs_current ?? '')).toMatchObject(current);
    expect(page.seen).toEqual([utm]);
    for (const line of page.cookies.written) expect(line).toMatch(/; path=\/; SameSite=Lax; Secure$/);
    expect(
      Object.keys(page.jar())
        .filter((n) => n !== 'sbjs_clid')
        .sort(),
    ).toEqual([
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_migrations',
      'sbjs_promo',
      'sbjs_session',
      'sbjs_udata',
    ]);
  });

  it.each([
    [
      'a phone in the address and the referrer',
      'https://partner.example/oferta/?utm_source=google&utm_term=600100200&tel=600100200',
      'https://forum.example.com/u/600100200',
      '600100200',
      { utm_source: 'google' },
    ],
    [
      'an e-mail as utm_source',
      'https://partner.example/?utm_source=jan%40example.pl&utm_medium=email',
      '',
      'jan@example.pl',
      { utm_medium: 'email' },
    ],
  ])('%s: no cookie line carries it, nor the attribution', (_name, href, referrer, personal, utm) => {
    const page = run(href, referrer);
    expect(page.cookies.written.length).toBeGreaterThan(0);
    for (const line of page.cookies.written) expect(readable(line)).not.toContain(personal);
    expect(page.seen).toEqual([utm]);
  });

  it('page config src/mdm/cmp feed the attribution when the address has no utm', () => {
    const page = run('https://partner.example/', '', memoryCookies(), { src: 'blog', mdm: 'cpa', cmp: 'autumn' });
    expect(page.seen).toEqual([{ utm_source: 'blog', utm_medium: 'cpa', utm_campaign: 'autumn' }]);
  });

  it('a return visit keeps the first source, counts the visit and records click ids', () => {
    const first = run('https://partner.example/?utm_source=nl', '');
    const cookies = first.cookies;
    cookies.data.delete('sbjs_session'); // 30 minutes later
    const again = run('https://partner.example/?fbclid=XYZ', '', cookies);
    const jar = again.jar();
    expect(parseSbjsValue(jar.sbjs_first ?? '')).toMatchObject({ typ: 'utm', src: 'nl' });
    expect(parseSbjsValue(jar.sbjs_current ?? '')).toMatchObject({ typ: 'utm', src: 'nl' });
    expect(parseSbjsValue(jar.sbjs_udata ?? '').vst).toBe('2');
    expect(parseSbjsValue(jar.sbjs_clid ?? '')).toMatchObject({ fbclid: 'XYZ' });
  });

  it('f_l=1 scopes the cookies to the registrable domain, f_l=2 to the host', () => {
    expect(run('https://sklep.firma.com.pl/?f_l=1').cookies.written[0]).toContain('; domain=.firma.com.pl;');
    expect(run('https://www.firma.pl/').cookies.written[0]).toContain('; domain=.firma.pl;');
    expect(run('https://www.firma.pl/?f_l=2').cookies.written[0]).not.toContain('domain=');
  });

  it('withdrawing marketing consent deletes every sbjs cookie and stops; consent again classifies anew', () => {
    const page = run('https://www.firma.pl/?utm_source=nl');
    page.ctx.signals.setConsent({ analytics: true, marketing: false });
    expect(page.jar()).toEqual({});
    page.ctx.signals.setConsent({ analytics: true, marketing: true });
    expect(parseSbjsValue(page.jar().sbjs_udata ?? '').vst).toBe('1');
    expect(page.seen).toHaveLength(2);
  });

  it("blocked cookies: one warning, and the source stays the page's own", async () => {
    const env = fakeEnv({ cookies: { read: () => '', write: () => false } });
    const ctx = fakeContext(env, {}, undefined, MARKETING);
    start(ctx);
    // As the core does once the feature has started: the source is settled, classified or not.
    ctx.signals.settleSource();
    expect(await ctx.signals.sourceFor(MARKETING)).toEqual({ utm_source: 'newsletter' });
    expect(env.warnings).toEqual([['traffic source not stored: cookies are blocked']]);
  });
});

describe('clearTrafficCookies', () => {
  it('expires each sbjs cookie host-only and on both shared domains', () => {
    const cookies = memoryCookies({ sbjs_current: 'x', other: 'keep' });
    clearTrafficCookies(fakeEnv({ href: 'https://www.sklep.firma.com.pl/', cookies }));
    expect(cookies.read()).toBe('other=keep');
    expect(cookies.written.filter((c) => c.startsWith('sbjs_current='))).toEqual([
      'sbjs_current=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
      'sbjs_current=; expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.sklep.firma.com.pl; path=/; SameSite=Lax',
      'sbjs_current=; expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.firma.com.pl; path=/; SameSite=Lax',
    ]);
  });
});

describe('attributionOf', () => {
  it('leaves out (none) fields', () => {
    expect(
      attributionOf({ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)', cnt: '(none)', trm: '(none)' }),
    ).toEqual({ utm_source: '(direct)' });
  });
});
