import { describe, expect, it } from 'vitest';
import { isQuiet, morningOf, sendableFrom } from './quiet';

describe('quiet hours (21:00–8:00 Warsaw)', () => {
  it.each([
    // winter, UTC+1
    ['2026-11-28T19:59:59Z', false, '2026-11-28T19:59:59.000Z'],
    ['2026-11-28T20:00:00Z', true, '2026-11-29T07:00:00.000Z'],
    ['2026-11-28T21:00:00Z', true, '2026-11-29T07:00:00.000Z'],
    ['2026-11-28T23:30:00Z', true, '2026-11-29T07:00:00.000Z'],
    ['2026-11-29T06:59:59Z', true, '2026-11-29T07:00:00.000Z'],
    ['2026-11-29T07:00:00Z', false, '2026-11-29T07:00:00.000Z'],
    // summer, UTC+2
    ['2026-07-01T18:59:00Z', false, '2026-07-01T18:59:00.000Z'],
    ['2026-07-01T19:00:00Z', true, '2026-07-02T06:00:00.000Z'],
    ['2026-07-02T05:59:00Z', true, '2026-07-02T06:00:00.000Z'],
    // the night the clocks go forward (29 March 2026, 2:00 → 3:00) and back (25 October 2026, 3:00 → 2:00)
    ['2026-03-28T21:00:00Z', true, '2026-03-29T06:00:00.000Z'],
    ['2026-10-24T20:00:00Z', true, '2026-10-25T07:00:00.000Z'],
  ])('%s: quiet %s, sendable from %s', (at, quiet, from) => {
    expect(isQuiet(new Date(at))).toBe(quiet);
    expect(sendableFrom(new Date(at)).toISOString()).toBe(from);
  });

  it('8:00 in Warsaw is 7:00 UTC in winter and 6:00 UTC in summer', () => {
    expect(morningOf('2026-01-15').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(morningOf('2026-06-15').toISOString()).toBe('2026-06-15T06:00:00.000Z');
  });
});
