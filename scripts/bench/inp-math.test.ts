import { describe, expect, it } from 'vitest';
import { interactionLatencies, labInp, percentile, webVitalsInp } from './inp-math.mjs';

/** `n` interactions of `ms` each, with ids from `from`, each as a pointerdown and a slower click entry. */
const taps = (n: number, ms: number, from = 1) =>
  Array.from({ length: n }, (_, i) => [
    { interactionId: from + i, duration: ms - 8 },
    { interactionId: from + i, duration: ms },
  ]).flat();

describe('lab INP: the arithmetic of the bench', () => {
  it.each([
    ['one value', [40], 98, 40],
    ['50 values 1…50: the 49th', Array.from({ length: 50 }, (_, i) => i + 1), 98, 49],
    ['100 values 1…100: the 98th', Array.from({ length: 100 }, (_, i) => i + 1), 98, 98],
    ['unsorted input', [120, 16, 300, 24], 50, 24],
    ['the median of 1…5', [5, 1, 4, 2, 3], 50, 3],
    ['p100 is the largest', [8, 96, 24], 100, 96],
  ])('nearest-rank percentile: %s', (_name, values, p, expected) => expect(percentile(values, p)).toBe(expected));

  it('has no percentile of nothing', () => expect(percentile([], 98)).toBeNaN());

  it.each([
    [
      'entries of one interaction share its longest duration',
      [
        { interactionId: 7, duration: 24 },
        { interactionId: 7, duration: 56 },
        { interactionId: 7, duration: 32 },
      ],
      [56],
    ],
    [
      'entries without an interaction id (mousemove, scroll) are not interactions',
      [
        { interactionId: 0, duration: 400 },
        { interactionId: 3, duration: 16 },
      ],
      [16],
    ],
    [
      'two interactions',
      [
        { interactionId: 1, duration: 16 },
        { interactionId: 2, duration: 104 },
      ],
      [16, 104],
    ],
  ])('interaction latencies: %s', (_name, entries, expected) =>
    expect(interactionLatencies(entries).sort((a, b) => a - b)).toEqual(expected),
  );

  it.each([
    ['50 taps of 40 ms', taps(50, 40), 50, 40],
    ['one slow tap of 50 is left out', [...taps(49, 40), ...taps(1, 400, 100)], 50, 40],
    ['two slow taps of 50: the second counts', [...taps(48, 40), ...taps(2, 400, 100)], 50, 400],
    ['49 interactions: nothing is left out', [...taps(48, 40), ...taps(1, 400, 100)], 49, 400],
    ['taps under 16 ms leave no entry and count as 0: one slow of 50 is left out', taps(1, 300), 50, 0],
    ['ten slow taps of 50, the others under 16 ms', taps(10, 64), 50, 64],
    [
      '100 taps: the third longest',
      [
        ...taps(97, 24),
        { interactionId: 200, duration: 300 },
        { interactionId: 201, duration: 200 },
        { interactionId: 202, duration: 104 },
      ],
      100,
      104,
    ],
  ])('98th percentile of the interactions: %s', (_name, entries, count, expected) =>
    expect(labInp(entries, count)).toBe(expected),
  );

  it('fails when the entries hold more interactions than were counted', () => {
    expect(() => labInp(taps(3, 40), 2)).toThrow(/3 interactions/);
  });

  it.each([
    ['50 of 40 ms', taps(50, 40), 50],
    ['one slow of 50', [...taps(49, 40), ...taps(1, 400, 100)], 50],
    ['two slow of 50', [...taps(48, 40), ...taps(2, 400, 100)], 50],
    ['120 interactions, three slow', [...taps(117, 32), ...taps(3, 240, 500)], 120],
  ])('agrees with web-vitals’ INP when every interaction left an entry: %s', (_name, entries, count) => {
    expect(labInp(entries, count)).toBe(webVitalsInp(entries, count));
  });
});
