// The operator's company data (the footer, the legal pages, the Organization JSON-LD) as configuration: entered
// once as environment variables, read by the build (prerender and client bundles, rollup.config.mjs) and by the
// server, which checks them at start (docs/operations.md, "The company's data"). Pure: the checks are table-tested.

export interface Company {
  name: string;
  street: string;
  postcode: string;
  city: string;
  krs: string;
  nip: string;
  regon: string;
  /** Our entry in KNF's register of credit intermediaries, "RPK" and six digits. */
  intermediaryNumber: string;
  email: string;
  phone: string;
  dpoEmail: string;
  complaintsEmail: string;
}

/** The environment variable of each value. */
export const COMPANY_ENV = {
  name: 'COMPANY_NAME',
  address: 'COMPANY_ADDRESS',
  krs: 'COMPANY_KRS',
  nip: 'COMPANY_NIP',
  regon: 'COMPANY_REGON',
  intermediaryNumber: 'COMPANY_RPK',
  email: 'COMPANY_EMAIL',
  phone: 'COMPANY_PHONE',
  dpoEmail: 'COMPANY_DPO_EMAIL',
  complaintsEmail: 'COMPANY_COMPLAINTS_EMAIL',
} as const;

/** Every variable the build passes on to the pages (the company's data and the call-back hours). */
export const SITE_ENV_NAMES: readonly string[] = [
  ...Object.values(COMPANY_ENV),
  'CALLBACK_HOURS',
  'LOADER_ERROR_SAMPLE_RATE',
];

/** Invented values for development (zeros, ul. Przykładowa, the reserved .example domain): never for production. */
export const PLACEHOLDER_COMPANY: Company = {
  name: 'Przelewik sp. z o.o.',
  street: 'ul. Przykładowa 1',
  postcode: '00-001',
  city: 'Warszawa',
  krs: '0000000000',
  nip: '0000000000',
  regon: '000000000',
  intermediaryNumber: 'RPK000000',
  email: 'kontakt@przelewik.example',
  phone: '+48 22 000 00 00',
  dpoEmail: 'iod@przelewik.example',
  complaintsEmail: 'reklamacje@przelewik.example',
};

const digitsCheck = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11;

/** NIP: ten digits, the last one the weighted sum of the others modulo 11 (a sum giving 10 is never issued). */
export function validNip(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const check = digitsCheck(value, [6, 5, 7, 2, 3, 4, 5, 6, 7]);
  return check !== 10 && check === Number(value[9]);
}

/** REGON: nine or fourteen digits with the last one a weighted sum modulo 11 (10 counts as 0). */
export function validRegon(value: string): boolean {
  const weights =
    value.length === 9
      ? [8, 9, 2, 3, 4, 5, 6, 7]
      : value.length === 14
        ? [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]
        : null;
  if (!weights || !/^\d+$/.test(value)) return false;
  return digitsCheck(value, weights) % 10 === Number(value[value.length - 1]);
}

/** KRS: ten digits (the register has no check digit). */
export const validKrs = (value: string): boolean => /^\d{10}$/.test(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isPlaceholderEmail = (value: string) => /\.(example|test|invalid|localhost)$/i.test(value);
const ALL_ZEROS = /^0+$/;

export interface CompanyReading {
  company: Company;
  /** What stops a production start: the variable and why ("COMPANY_KRS (placeholder)"). */
  problems: string[];
}

/** Strips spaces and dashes people type into numbers ("525-000-00-00"). */
const number = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The company from the environment: unset values are the placeholders, and each placeholder or bad value is a problem.
 */
export function readCompany(env: Readonly<Record<string, string | undefined>>): CompanyReading {
  const problems: string[] = [];
  const raw = (key: keyof typeof COMPANY_ENV) => env[COMPANY_ENV[key]]?.trim() ?? '';
  const take = (
    key: keyof typeof COMPANY_ENV,
    fallback: string,
    check: (v: string) => string | null,
    normal = (v: string) => v,
  ): string => {
    const value = normal(raw(key));
    if (value === '') {
      problems.push(`${COMPANY_ENV[key]} (unset)`);
      return fallback;
    }
    const why = check(value);
    if (why) problems.push(`${COMPANY_ENV[key]} (${why})`);
    return why ? fallback : value;
  };
  const emailCheck = (v: string) =>
    !EMAIL.test(v) ? 'not an e-mail address' : isPlaceholderEmail(v) ? 'placeholder' : null;
  const p = PLACEHOLDER_COMPANY;
  const name = take('name', p.name, () => null);
  let { street, postcode, city } = p;
  take('address', '', (v) => {
    const parts = /^(.+),\s*(\d{2}-\d{3})\s+(.+)$/u.exec(v);
    if (!parts) return 'expected "ul. Ulica 1, 00-950 Miasto"';
    if (/przykładowa/i.test(parts[1]!)) return 'placeholder';
    [street, postcode, city] = [parts[1]!.trim(), parts[2]!, parts[3]!.trim()];
    return null;
  });
  const krs = take(
    'krs',
    p.krs,
    (v) => (!validKrs(v) ? 'expected 10 digits' : ALL_ZEROS.test(v) ? 'placeholder' : null),
    number,
  );
  const nip = take(
    'nip',
    p.nip,
    (v) => (ALL_ZEROS.test(v) ? 'placeholder' : !validNip(v) ? 'expected 10 digits with a valid check digit' : null),
    number,
  );
  const regon = take(
    'regon',
    p.regon,
    (v) =>
      ALL_ZEROS.test(v) ? 'placeholder' : !validRegon(v) ? 'expected 9 or 14 digits with a valid check digit' : null,
    number,
  );
  const intermediaryNumber = take(
    'intermediaryNumber',
    p.intermediaryNumber,
    (v) => (!/^RPK\d{6}$/.test(v) ? 'expected RPK and 6 digits' : /^RPK0+$/.test(v) ? 'placeholder' : null),
    (v) => v.toUpperCase().replace(/\s/g, ''),
  );
  const email = take('email', p.email, emailCheck);
  const phone = take('phone', p.phone, (v) =>
    !/^\+?[\d\s()-]{9,20}$/.test(v) ? 'not a phone number' : /^\+48 ?22 ?000 ?00 ?00$/.test(v) ? 'placeholder' : null,
  );
  // The data protection officer's and the complaints address default to the company's own address.
  const optionalEmail = (key: 'dpoEmail' | 'complaintsEmail') =>
    raw(key) === '' ? (email === p.email ? p[key] : email) : take(key, p[key], emailCheck);
  return {
    company: {
      name,
      street,
      postcode,
      city,
      krs,
      nip,
      regon,
      intermediaryNumber,
      email,
      phone,
      dpoEmail: optionalEmail('dpoEmail'),
      complaintsEmail: optionalEmail('complaintsEmail'),
    },
    problems,
  };
}

/** Production: NODE_ENV=production, or a public https address. */
export const isProduction = (env: Readonly<Record<string, string | undefined>>): boolean =>
  env.NODE_ENV?.trim() === 'production' || /^https:\/\//i.test(env.SITE_URL?.trim() ?? '');

/**
 * What the server does at start: refuse (production with problems), warn once (development with problems), or nothing.
 */
export function companyStartCheck(env: Readonly<Record<string, string | undefined>>): {
  fatal: string | null;
  warning: string | null;
} {
  const { problems } = readCompany(env);
  if (problems.length === 0) return { fatal: null, warning: null };
  const guide = `docs/operations.md, "The company's data"`;
  const line = `the company's data is not configured: ${problems.join(', ')} (${guide})`;
  return isProduction(env)
    ? { fatal: line, warning: null }
    : { fatal: null, warning: `${line}; placeholders are shown in development` };
}
