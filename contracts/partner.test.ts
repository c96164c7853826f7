import { describe, expect, it } from 'vitest';
import { normaliseWebsite, validatePartnerSignup } from './partner';

const valid = {
  name: 'Anna Nowak',
  email: 'anna@mojblog.pl',
  website: 'mojblog.pl',
  trafficType: 'website',
  consent: true,
};

describe('validatePartnerSignup', () => {
  it('accepts a complete sign-up and normalises it', () => {
    expect(validatePartnerSignup(valid)).toEqual({ ok: true, value: { ...valid, website: 'https://mojblog.pl/' } });
  });

  it.each([
    ['name', { name: 'A' }],
    ['email', { email: 'anna@' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['website', { website: 'nie adres' }],
    ['trafficType', { trafficType: 'spam' }],
    ['trafficType', { trafficType: 'toString' }],
    ['consent', { consent: 'true' }],
  ])('reports %s for %j', (field, change) => {
    const result = validatePartnerSignup({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('reports every failing field at once', () => {
    const result = validatePartnerSignup({});
    expect(result.ok || Object.keys(result.errors).sort()).toEqual([
      'consent',
      'email',
      'name',
      'trafficType',
      'website',
    ]);
  });

  it.each([[null], [[]], ['x'], [{ ...valid, admin: true }]])('refuses %j', (body) => {
    expect(validatePartnerSignup(body).ok).toBe(false);
  });
});

describe('normaliseWebsite', () => {
  it.each([
    ['mojblog.pl', 'https://mojblog.pl/'],
    ['http://mojblog.pl/o-mnie', 'http://mojblog.pl/o-mnie'],
    ['https://user:pw@mojblog.pl', null],
    ['ftp://mojblog.pl', null],
    ['localhost', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseWebsite(input)).toBe(expected);
  });
});
