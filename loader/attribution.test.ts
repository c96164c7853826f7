import { describe, expect, it } from 'vitest';
import { pageAttribution, UTM_MAX } from './attribution';

describe("pageAttribution: the page view's own source, computed once at boot", () => {
  it.each([
    ['nothing anywhere', 'https://partner.example/', {}, {}],
    [
      'the address only',
      'https://partner.example/?utm_source=nl&utm_medium=email',
      {},
      { utm_source: 'nl', utm_medium: 'email' },
    ],
    [
      'the page config only',
      'https://partner.example/',
      { src: 'blog', mdm: 'cpa', cmp: 'autumn', cnt: 'side', trm: 'loans' },
      { utm_source: 'blog', utm_medium: 'cpa', utm_campaign: 'autumn', utm_content: 'side', utm_term: 'loans' },
    ],
    [
      'field by field: the address wins, the config fills the rest',
      'https://partner.example/?utm_source=nl&utm_campaign=listopad',
      { src: 'blog', mdm: 'cpa', cnt: 'side' },
      { utm_source: 'nl', utm_medium: 'cpa', utm_campaign: 'listopad', utm_content: 'side' },
    ],
    [
      'an empty parameter counts as none',
      'https://partner.example/?utm_source=&utm_medium=email',
      { src: 'blog' },
      { utm_source: 'blog', utm_medium: 'email' },
    ],
    [
      'a blank config value counts as none',
      'https://partner.example/',
      { src: '   ', mdm: ' cpa ' },
      { utm_medium: 'cpa' },
    ],
    [
      'decoded as the address carries it',
      'https://partner.example/?utm_campaign=po%C5%BCyczki+jesie%C5%84',
      {},
      { utm_campaign: 'pożyczki jesień' },
    ],
    ['an address that does not parse: the config alone', 'not a url', { src: 'blog' }, { utm_source: 'blog' }],
  ])('%s', (_name, href, config, expected) => expect(pageAttribution(href, config)).toEqual(expected));

  it(`cuts each value at ${UTM_MAX} characters`, () => {
    const long = 'a'.repeat(UTM_MAX + 50);
    expect(pageAttribution(`https://p.example/?utm_term=${long}`, { src: long })).toEqual({
      utm_source: 'a'.repeat(UTM_MAX),
      utm_term: 'a'.repeat(UTM_MAX),
    });
  });
});
