import { describe, expect, it } from 'vitest';
import { ISLAND_WHEN, isIslandName, planIslands } from './islands';

describe('planIslands', () => {
  it.each([
    ['home', ['consent', 'offline', 'hero', 'faq'], { load: [2], idle: [0, 1, 3], unknown: [] }],
    ['a page that is one island', ['consent', 'offline', 'page'], { load: [2], idle: [0, 1], unknown: [] }],
    ['a category page', ['consent', 'offline', 'offers', 'faq'], { load: [2], idle: [0, 1, 3], unknown: [] }],
    ['the offers page', ['consent', 'offline', 'all-offers'], { load: [2], idle: [0, 1], unknown: [] }],
    ['a typo and a missing name', ['hero', 'heros', null], { load: [0], idle: [], unknown: ['heros', 'null'] }],
    ['nothing', [], { load: [], idle: [], unknown: [] }],
  ])('%s', (_name, names, expected) => {
    expect(planIslands(names)).toEqual(expected);
  });

  it('knows only its own names (not inherited object keys)', () => {
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName('__proto__')).toBe(false);
    expect(Object.keys(ISLAND_WHEN).every(isIslandName)).toBe(true);
  });
});
