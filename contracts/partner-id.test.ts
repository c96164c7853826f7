import { describe, expect, it } from 'vitest';
import { cleanPartnerId } from './partner-id';

describe('cleanPartnerId: the one rule for a partner id, wherever it arrives', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['partner-42', 'partner-42'],
    ['mojblog.pl', 'mojblog.pl'],
    [' partner-42', undefined],
    ['a_b~c:d', 'a_b~c:d'],
    ['12', '12'],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), undefined],
    ['has space', undefined],
    ['jan@example.pl', undefined],
    ['+48600100200', undefined],
    ['<b>', undefined],
    ['a&b', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, expected) => expect(cleanPartnerId(raw)).toBe(expected));
});
