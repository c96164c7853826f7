import { describe, expect, it } from 'vitest';
import { cleanPageAttribution, pageAttribution, UTM_MAX } from './attribution';

describe('pageAttribution: the page view\'s own source, computed once at boot', () => {
  it.each([
    ['nothing anywhere', 'https://partner.example/', {}, {}],
    ['the address only', 'https://partner.example/?utm_source=nl&utm_medium=email', {}, { utm_source: 'nl', utm_medium: 'email' }],
    ['the page config only', 'https://partner.example/', { src: 'blog', mdm: 'cpa', cmp: 'autumn', cnt: 'side', trm: 'loans' }, { utm_source: 'blog', utm_medium: 'cpa', utm_campaign: 'autumn', utm_content: 'side', utm_term: 'loans' }],
    ['field by field: the address wins, the config fills the rest', 'https://partner.example/?utm_source=nl&utm_campaign=listopad', { src: 'blog', mdm: 'cpa', cnt: 'side' }, { utm_source: 'nl', utm_medium: 'cpa', utm_campaign: 'listopad', utm_content: 'side' }],
    ['an empty parameter counts as none', 'https://partner.example/?utm_source=&utm_medium=email', { src: 'blog' }, { utm_source: 'blog', utm_medium: 'email' }],
    ['a blank config value counts as none', 'https://partner.example/', { src: '   ', mdm: ' cpa ' }, { utm_medium: 'cpa' }],
    ['decoded as the address carries it', 'https://partner.example/?utm_campaign=po%C5%BCyczki+jesie%C5%84', {}, { utm_campaign: 'pożyczki jesień' }],
    ['an address that does not parse: the config alone', 'not a url', { src: 'blog' }, { utm_source: 'blog' }],
  ])('%s', (_name, href, config, expected) => expect(pageAttribution(href, config)).toEqual(expected));

  it(`cuts each value at ${UTM_MAX} characters`, () => {
    const long = 'a'.repeat(UTM_MAX + 50);
    expect(pageAttribution(`https://p.example/?utm_term=${long}`, { src: long })).toEqual({ utm_source: 'a'.repeat(UTM_MAX), utm_term: 'a'.repeat(UTM_MAX) });
  });
});

describe('cleanPageAttribution: values that look like personal data are left out, and named (never shown)', () => {
  it.each([
    ['nothing personal', 'https://partner.pl/oferta/?utm_source=google&utm_term=pozyczka+1000', {}, { utm_source: 'google', utm_term: 'pozyczka 1000' }, []],
    ['a phone in utm_term and a PESEL in utm_content', 'https://partner.pl/oferta/?utm_term=600100200&utm_content=44051401359&utm_source=google', {}, { utm_source: 'google' }, ['utm_content', 'utm_term']],
    ['a phone written with spaces, %-encoded', 'https://partner.pl/?utm_term=%2B48%20600%20100%20200', {}, {}, ['utm_term']],
    ['an e-mail address in utm_campaign', 'https://partner.pl/?utm_campaign=jan%40example.pl', {}, {}, ['utm_campaign']],
    ['from the page config too', 'https://partner.pl/', { trm: '600-100-200', src: 'blog' }, { utm_source: 'blog' }, ['utm_term']],
  ])('%s', (_name, href, config, utm, personal) => expect(cleanPageAttribution(href, config)).toEqual({ utm, personal }));
});
