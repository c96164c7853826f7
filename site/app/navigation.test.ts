import { describe, expect, it } from 'vitest';
import {
  chunkFailureAction,
  clientNavigationTarget,
  scrollPlan,
  withTrailingSlash,
  type LinkClick,
} from './navigation';

const HERE = 'http://localhost:3000/blog/';
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
  href,
  target: null,
  download: false,
  rel: null,
  button: 0,
  modifier: false,
  defaultPrevented: false,
  ...extra,
});

describe('clientNavigationTarget', () => {
  it.each([
    ['/offers/', 'http://localhost:3000/offers/'],
    ['../pozyczki/', 'http://localhost:3000/pozyczki/'],
    ['/pozyczki/#faq', 'http://localhost:3000/pozyczki/#faq'],
    ['/?amount=1500', 'http://localhost:3000/?amount=1500'],
    ['/nieznana/', 'http://localhost:3000/nieznana/'],
  ])('%s is navigated on the client', (href, expected) => {
    expect(clientNavigationTarget(click(href), HERE)?.href).toBe(expected);
  });

  it.each([
    ['another origin', click('https://lender.example/')],
    ['another port (partner origin)', click('http://127.0.0.1:3000/')],
    ['a new tab', click('/offers/', { target: '_blank' })],
    ['a middle click', click('/offers/', { button: 1 })],
    ['ctrl/cmd/shift click', click('/offers/', { modifier: true })],
    ['a download', click('/offers/', { download: true })],
    ['rel=external', click('/offers/', { rel: 'noopener external' })],
    ['a file', click('/sitemap.xml')],
    ['the API', click('/api/event')],
    ['a hash on the same page', click('#faq')],
    ['an already handled click', click('/offers/', { defaultPrevented: true })],
    ['mailto', click('mailto:kontakt@przelewik.example')],
  ])('%s is left to the browser', (_name, c) => {
    expect(clientNavigationTarget(c, HERE)).toBeNull();
  });
});

describe('withTrailingSlash', () => {
  it.each([
    ['http://x/offers', 'http://x/offers/'],
    ['http://x/offers?a=1#b', 'http://x/offers/?a=1#b'],
    ['http://x/offers/', 'http://x/offers/'],
    ['http://x/', 'http://x/'],
  ])('%s → %s', (input, expected) => {
    expect(withTrailingSlash(new URL(input)).href).toBe(expected);
  });
});

describe('scrollPlan', () => {
  it.each([
    ['', { type: 'top' }],
    ['#', { type: 'top' }],
    ['#faq', { type: 'hash', id: 'faq', delayMs: 300 }],
    ['#pytanie-%C5%BC', { type: 'hash', id: 'pytanie-ż', delayMs: 300 }],
    ['#%E0%A4%A', { type: 'hash', id: '%E0%A4%A', delayMs: 300 }],
  ])('%s', (hash, expected) => {
    expect(scrollPlan(hash)).toEqual(expected);
  });
});

describe('chunkFailureAction', () => {
  const NOW = 1_800_000_000_000;
  it.each([
    [null, 'reload'],
    ['garbage', 'reload'],
    [String(NOW - 59_999), 'error-page'],
    [String(NOW - 60_000), 'reload'],
    [String(NOW - 1), 'error-page'],
    [String(NOW + 5_000), 'reload'], // a guard from the future (clock changed): do not trust it
  ])('last reload %s → %s', (last, expected) => {
    expect(chunkFailureAction(last, NOW)).toBe(expected);
  });
});
