import { describe, expect, it } from 'vitest';
import { isUuidV4, normaliseUuidV4 } from './uuid';

describe('normaliseUuidV4', () => {
  it.each([
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'],
    ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'],
    ['3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'],
    [' 3f2b8c1e-9d4a-4e7b-bc2d-1a2b3c4d5e6f ', '3f2b8c1e-9d4a-4e7b-bc2d-1a2b3c4d5e6f'],
    ['3f2b8c1e-9d4a-1e7b-8c2d-1a2b3c4d5e6f', null], // version 1
    ['3f2b8c1e-9d4a-4e7b-7c2d-1a2b3c4d5e6f', null], // wrong variant
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6', null], // short
    ['not-a-uuid', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUuidV4(input)).toBe(expected);
    expect(isUuidV4(input)).toBe(expected !== null);
  });
});
