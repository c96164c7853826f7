import { describe, expect, it } from 'vitest';
import { companyStartCheck, PLACEHOLDER_COMPANY, readCompany, validKrs, validNip, validRegon } from './company';

const REAL = {
  COMPANY_NAME: 'Przelewik sp. z o.o.',
  COMPANY_ADDRESS: 'ul. Prosta 20, 00-850 Warszawa',
  COMPANY_KRS: '0000123456',
  COMPANY_NIP: '525-000-77-38',
  COMPANY_REGON: '016298263',
  COMPANY_RPK: 'RPK012345',
  COMPANY_EMAIL: 'kontakt@przelewik.pl',
  COMPANY_PHONE: '+48 22 123 45 67',
};

describe('registry numbers', () => {
  it.each([
    ['5250007738', true],
    ['1234563218', true],
    ['5250007739', false],
    ['525000773', false],
    ['52500077380', false],
    ['525000773a', false],
    // A weighted sum of 10 is never issued, whatever the last digit.
    ['1000000004', false],
  ])('NIP %s valid: %s', (nip, valid) => expect(validNip(nip)).toBe(valid));

  it.each([
    ['016298263', true],
    ['016298264', false],
    ['12345678512347', true],
    ['12345678512348', false],
    ['0162982', false],
    ['0162982630', false],
  ])('REGON %s valid: %s', (regon, valid) => expect(validRegon(regon)).toBe(valid));

  it.each([
    ['0000123456', true],
    ['123456', false],
    ['00001234567', false],
    ['000012345x', false],
  ])('KRS %s valid: %s', (krs, valid) => expect(validKrs(krs)).toBe(valid));
});

describe('the company from the environment', () => {
  it('reads every value, numbers without the spaces and dashes people type', () => {
    const { company, problems } = readCompany(REAL);
    expect(problems).toEqual([]);
    expect(company).toEqual({
      name: 'Przelewik sp. z o.o.',
      street: 'ul. Prosta 20',
      postcode: '00-850',
      city: 'Warszawa',
      krs: '0000123456',
      nip: '5250007738',
      regon: '016298263',
      intermediaryNumber: 'RPK012345',
      email: 'kontakt@przelewik.pl',
      phone: '+48 22 123 45 67',
      dpoEmail: 'kontakt@przelewik.pl',
      complaintsEmail: 'kontakt@przelewik.pl',
    });
  });

  it('without configuration: the placeholders, and every variable named as unset', () => {
    const { company, problems } = readCompany({});
    expect(company).toEqual(PLACEHOLDER_COMPANY);
    expect(problems).toEqual(
      [
        'COMPANY_NAME',
        'COMPANY_ADDRESS',
        'COMPANY_KRS',
        'COMPANY_NIP',
        'COMPANY_REGON',
        'COMPANY_RPK',
        'COMPANY_EMAIL',
        'COMPANY_PHONE',
      ].map((n) => `${n} (unset)`),
    );
  });

  it.each([
    ['COMPANY_KRS', '0000000000', 'placeholder'],
    ['COMPANY_KRS', '12345', 'expected 10 digits'],
    ['COMPANY_NIP', '0000000000', 'placeholder'],
    ['COMPANY_NIP', '5250007739', 'expected 10 digits with a valid check digit'],
    ['COMPANY_REGON', '000000000', 'placeholder'],
    ['COMPANY_REGON', '016298264', 'expected 9 or 14 digits with a valid check digit'],
    ['COMPANY_RPK', 'RPK000000', 'placeholder'],
    ['COMPANY_RPK', '12345', 'expected RPK and 6 digits'],
    ['COMPANY_EMAIL', 'kontakt@przelewik.example', 'placeholder'],
    ['COMPANY_EMAIL', 'kontakt', 'not an e-mail address'],
    ['COMPANY_PHONE', '+48 22 000 00 00', 'placeholder'],
    ['COMPANY_PHONE', 'zadzwoń', 'not a phone number'],
    ['COMPANY_ADDRESS', 'ul. Przykładowa 1, 00-001 Warszawa', 'placeholder'],
    ['COMPANY_ADDRESS', 'Kraków', 'expected "ul. Ulica 1, 00-950 Miasto"'],
    ['COMPANY_DPO_EMAIL', 'iod@przelewik.example', 'placeholder'],
  ])('%s=%j is a problem: %s', (name, value, why) => {
    const { company, problems } = readCompany({ ...REAL, [name]: value });
    expect(problems).toEqual([`${name} (${why})`]);
    // A bad value is never shown: the placeholder stands in for it.
    if (why !== 'placeholder') expect(Object.values(company)).not.toContain(value);
  });

  it('in production a placeholder stops the start with one line naming every missing value; in development it warns', () => {
    const env = { ...REAL, COMPANY_KRS: '', COMPANY_NIP: '0000000000' };
    const production = companyStartCheck({ ...env, NODE_ENV: 'production' });
    expect(production.warning).toBeNull();
    expect(production.fatal).toBe(
      `the company's data is not configured: COMPANY_KRS (unset), COMPANY_NIP (placeholder) (docs/operations.md, "The company's data")`,
    );
    expect(production.fatal).not.toContain('\n');
    expect(companyStartCheck({ ...env, SITE_URL: 'https://przelewik.pl' }).fatal).toBe(production.fatal);
    const development = companyStartCheck({ ...env, SITE_URL: 'http://localhost:3000' });
    expect(development.fatal).toBeNull();
    expect(development.warning).toContain('COMPANY_KRS (unset), COMPANY_NIP (placeholder)');
    expect(companyStartCheck({ ...REAL, NODE_ENV: 'production' })).toEqual({ fatal: null, warning: null });
  });
});
