import { describe, expect, it } from 'vitest';
import { ARROW_SHIFT_MIN_SCREEN_WIDTH, arrowShifted, buttonOrder } from './layout';

// Real user-agent strings, as the browsers send them.
const UA = {
  win10Chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  // Windows 11 still reports NT 10.0 in the user agent.
  win11Edge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  win10Firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeOS:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  empty: '',
} as const;

describe('buttonOrder (SPEC §2)', () => {
  it.each([
    ['win10Chrome', ['allow', 'decline']],
    ['win11Edge', ['allow', 'decline']],
    ['win10Firefox', ['allow', 'decline']],
    ['macSafari', ['decline', 'allow']],
    ['macChrome', ['decline', 'allow']],
    ['androidChrome', ['decline', 'allow']],
    ['iPhoneSafari', ['decline', 'allow']],
    ['linuxChrome', ['decline', 'allow']],
    ['chromeOS', ['decline', 'allow']],
    ['empty', ['decline', 'allow']],
  ] as const)('%s → %j', (ua, order) => {
    expect(buttonOrder(UA[ua])).toEqual(order);
  });
});

describe('arrowShifted (SPEC §2)', () => {
  it.each([
    ['win10Chrome', 1920, true],
    ['win10Chrome', 1080, true],
    ['win10Chrome', 1079, false],
    ['win11Edge', 2560, true],
    ['win10Firefox', 1366, true],
    ['win10Firefox', 800, false],
    ['macSafari', 1920, false],
    ['macChrome', 2560, false],
    ['androidChrome', 1080, false],
    ['iPhoneSafari', 1170, false],
    ['linuxChrome', 1920, false],
    ['chromeOS', 1366, false],
  ] as const)('%s at %i px → %s', (ua, width, shifted) => {
    expect(arrowShifted(UA[ua], width)).toBe(shifted);
  });

  it('uses the SPEC §2 width', () => {
    expect(ARROW_SHIFT_MIN_SCREEN_WIDTH).toBe(1080);
  });
});
