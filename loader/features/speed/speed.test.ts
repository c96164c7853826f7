import { describe, expect, it } from 'vitest';
import { deviceClass, pageTemplate, speedBatch } from './speed';

const MAIN = 'https://przelewik.example';

describe('field speed', () => {
  it.each([
    ['https://przelewik.example/', 'home'],
    ['https://przelewik.example/pozyczki/na-dowod/?amount=1000', 'category'],
    ['https://przelewik.example/offers3/', 'offers'],
    ['https://przelewik.example/landing/offers2/', 'offers'],
    ['https://przelewik.example/blog/jak-porownac/', 'blog'],
    ['https://przelewik.example/reg3/', 'registration'],
    ['https://przelewik.example/transition/?offer=1', 'transition'],
    ['https://przelewik.example/partner/', 'other'],
    ['https://blog.partner.example/pozyczki/', 'partner'],
    ['nie adres', 'other'],
  ])('%s is the %s template', (href, template) => expect(pageTemplate(href, MAIN)).toBe(template));

  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      'mobile',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'tablet',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', 'desktop'],
  ])('%s is %s', (ua, device) => expect(deviceClass(ua)).toBe(device));

  it('makes one batch of the metrics measured, rounded, with template, device and a partner id that is an id', () => {
    expect(speedBatch({ LCP: 1234.56, CLS: 0.123456, TTFB: 80.4 }, 'partner', 'mobile', 'p-7')).toEqual({
      template: 'partner',
      device: 'mobile',
      partner_id: 'p-7',
      lcp: 1235,
      cls: 0.1235,
      ttfb: 80,
    });
    expect(speedBatch({ INP: 48, LCP: Number.NaN, CLS: -1 }, 'home', 'desktop', 'ja@example.com')).toEqual({
      template: 'home',
      device: 'desktop',
      inp: 48,
    });
    // The one partner id rule (contracts/partner-id.ts): no spaces, up to 100 characters.
    expect(speedBatch({ INP: 48 }, 'home', 'desktop', 'p 7')).toEqual({ template: 'home', device: 'desktop', inp: 48 });
    expect(speedBatch({ INP: 48 }, 'home', 'desktop', 'p'.repeat(100))).toMatchObject({ partner_id: 'p'.repeat(100) });
  });
});
