import { describe, expect, it } from 'vitest';
import { fillPercent, nearestStop, snapToStep, thumbStops } from './snap';

describe('snapToStep', () => {
  it.each([
    [1500, 100, 25000, 100, 1500],
    [1549, 100, 25000, 100, 1500],
    [1550, 100, 25000, 100, 1600],
    [50, 100, 25000, 100, 100],
    [99999, 100, 25000, 100, 25000],
    [Number.NaN, 100, 25000, 100, 100],
    [250, 100, 1000, 0, 250],
    [300, 500, 500, 100, 500],
    [1050, 100, 1000, 300, 1000],
    [0.3, 0, 1, 0.1, 0.3],
  ])('snapToStep(%d, %d..%d step %d) = %d', (value, min, max, step, expected) => {
    expect(snapToStep(value, min, max, step)).toBe(expected);
  });
});

describe('fillPercent', () => {
  it.each([
    [100, 100, 1100, 0],
    [600, 100, 1100, 50],
    [1100, 100, 1100, 100],
    [5, 5, 5, 0],
  ])('fillPercent(%d, %d, %d) = %d', (value, min, max, expected) => {
    expect(fillPercent(value, min, max)).toBe(expected);
  });
});

describe('thumbStops', () => {
  it('keeps every step of a short range', () => {
    expect(thumbStops(100, 600, 100)).toEqual([100, 200, 300, 400, 500, 600]);
    expect(thumbStops(5, 60, 1)).toHaveLength(56);
  });

  it('steps a long amount range by about a tenth of the amount, so a 288 px track has a stop every 5 px or more', () => {
    const stops = thumbStops(100, 25000, 100);
    expect(stops.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 100));
    expect(stops).toEqual(
      expect.arrayContaining([2000, 2200, 3000, 5000, 5500, 10000, 11000, 20000, 22000, 24000, 25000]),
    );
    expect(stops.length).toBeLessThanOrEqual(60);
    expect(288 / (stops.length - 1)).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < stops.length; i++) {
      expect(stops[i]! % 100).toBe(0);
      expect(stops[i]!).toBeGreaterThan(stops[i - 1]!);
      // No jump larger than a tenth of the amount, and never below the step.
      expect(stops[i]! - stops[i - 1]!).toBeLessThanOrEqual(Math.max(100, stops[i - 1]! / 10 + 1000));
    }
    expect(stops[0]).toBe(100);
    expect(stops.at(-1)).toBe(25000);
  });

  it('keeps the stops on the step and ends at max even off the step grid', () => {
    const stops = thumbStops(500, 30050, 50);
    expect(stops.at(-1)).toBe(30050);
    for (const stop of stops.slice(0, -1)) expect(stop % 50).toBe(0);
  });

  it.each([
    [[100, 200, 400], 100, 0],
    [[100, 200, 400], 290, 1],
    [[100, 200, 400], 310, 2],
    [[100, 200, 400], 99999, 2],
  ])('nearestStop(%j, %d) = %d', (stops, value, expected) => expect(nearestStop(stops, value)).toBe(expected));
});
