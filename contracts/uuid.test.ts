import { describe, expect, it } from 'vitest';
import { isCanonicalUuidV4, isUuidV4, leadUserId, normaliseUuidV4, UUID_V4_BYTES, uuidV4FromBytes } from './uuid';

describe('normaliseUuidV4', () => {
  it.each([
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'],
    ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'],
    ['3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'],
    [' 3f2b8c1e-9d4a-4e7b-bc2d-1a2b3c4d5e6f ', '3f2b8c1e-9d4a-4e7b-bc2d-1a2b3c4d5e6f'],
    ['3f2b8c1e-9d4a-1e7b-8c2d-1a2b3c4d5e6f', null], // version 1
    ['3f2b8c1e-9d4a-4e7b-7c2d-1a2b3c4d5e6f', null], // wrong variant
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6', null], // short
    ['3f2b8c1e9d4a-4e7b-8c2d-1a2b3c4d5e6f', null], // some dashes missing
    ['3f2b8c1e-9d4a4e7b8c2d1a2b3c4d5e6f', null], // only one dash
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f-', null], // trailing dash
    ['{3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f}', null], // braces
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6g', null], // not hex
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f0', null], // long
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f\n', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f'], // stray newline from a copy
    ['not-a-uuid', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUuidV4(input)).toBe(expected);
    expect(isUuidV4(input)).toBe(expected !== null);
  });
});

describe('leadUserId (SPEC §3: the analytics user id is the lead id without dashes)', () => {
  it.each([
    ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', '3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f'],
    ['3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f', '3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f'],
    ['3f2b8c1e-9d4a-1e7b-8c2d-1a2b3c4d5e6f', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => expect(leadUserId(input)).toBe(expected));
});

describe("uuidV4FromBytes: the loader's UUID v4 from random bytes", () => {
  it.each([
    [Uint8Array.from({ length: 31 }, (_, i) => i), '11234567-99ab-4cde-b012-2456789abcde'],
    [new Uint8Array(31), '10000000-1000-4000-8000-100000000000'],
    [new Uint8Array(31).fill(255), 'efffffff-efff-4fff-bfff-efffffffffff'],
    [new Uint8Array(8).fill(255), 'efffffff-1000-4000-8000-100000000000'],
  ])('%j → %s', (bytes, expected) => {
    expect(uuidV4FromBytes(bytes)).toBe(expected);
    expect(isCanonicalUuidV4(uuidV4FromBytes(bytes))).toBe(true);
  });

  it(`takes a digit from each of ${UUID_V4_BYTES} bytes: every value of each comes out`, () => {
    for (let place = 0; place < UUID_V4_BYTES; place++) {
      const seen = new Set<string>();
      for (let value = 0; value < 256; value++) {
        const bytes = new Uint8Array(UUID_V4_BYTES);
        bytes[place] = value;
        const id = uuidV4FromBytes(bytes);
        expect(isCanonicalUuidV4(id)).toBe(true);
        seen.add(id);
      }
      // 16 values for a digit, 4 for the variant's (the 9th byte).
      expect(seen.size).toBe(place === 15 ? 4 : 16);
    }
  });
});
