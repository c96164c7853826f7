import { describe, expect, it } from 'vitest';
import { cleanPartnerValue, readPartnerParams, withPartnerParams } from './affiliate';

describe('cleanPartnerValue', () => {
  it.each<[string | null, string | null]>([
    ['camp-7', 'camp-7'],
    ['  x_1.2~3  ', 'x_1.2~3'],
    ['k=v&x=y', 'k=v&x=y'],
    ['a|b', 'a|b'],
    ['', null],
    ['two words', null],
    ['<script>', null],
    ['"quoted"', null],
    ['a'.repeat(101), null],
    ['jan.kowalski@example.pl', null],
    ['601234567', null],
    ['44051401359', null],
    [null, null],
  ])('%j → %j', (raw, expected) => expect(cleanPartnerValue(raw)).toBe(expected));
});

describe('readPartnerParams', () => {
  it('takes the page address first, then the widget attributes', () => {
    expect(readPartnerParams('?sub1=fromUrl&aff_id=p-1', { sub1: 'fromData', sub2: 'd2', pid: '77', affId: 'p-2' })).toEqual({
      params: { sub1: 'fromUrl', sub2: 'd2', aff_id: 'p-1', pid: '77' },
      dropped: [],
    });
  });

  it('drops values of the wrong shape or that look personal, naming them once each', () => {
    expect(readPartnerParams('?sub1=jan%40example.pl&sub3=ok', { sub1: 'fallback', sub4: 'has space' })).toEqual({
      params: { sub1: 'fallback', sub3: 'ok' },
      dropped: ['sub1', 'sub4'],
    });
  });
});

describe('withPartnerParams', () => {
  const href = 'https://przelewik.example/transition/?offer=101&amount=1500&term=30';
  it('adds the values in a fixed order and keeps the link', () => {
    expect(withPartnerParams(href, { sub2: 'b', sub1: 'a&b', aff_id: 'p-1' }, { provider: 'partner-42', placement: 'widget' })).toBe(
      `${href}&sub1=a%26b&sub2=b&aff_id=p-1&provider=partner-42&placement=widget`,
    );
  });

  it('leaves the link as it is without values', () => expect(withPartnerParams(href, {})).toBe(href));
});
