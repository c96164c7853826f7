import { describe, expect, it } from 'vitest';
import { fillPercent, snapToStep } from './snap';

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
