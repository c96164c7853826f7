// A Polish mobile phone number, stored in E.164 (+48XXXXXXXXX). Lenders call or text it, so landlines,
// premium and toll-free numbers and foreign numbers are refused.
// 'mobile' metadata, not 'min': 'min' has no number types (getType() is undefined, 22… and 601… both "valid"); 'mobile'
// validates only mobile ranges, for ~5 kB gzip more.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { err, ok, type Result } from '../result';
import { asText } from './text';

const POLAND_CALLING_CODE = '48';
/** Polish numbers have 9 digits after +48 (closed numbering plan, no trunk prefix). */
const NATIONAL_LENGTH = 9;

export const PHONE_ERRORS = {
  empty: 'Wpisz numer telefonu komórkowego.',
  format: 'Numer telefonu może zawierać tylko cyfry, spacje, myślniki i znak + na początku.',
  length: 'Wpisz 9\u00a0cyfr numeru komórkowego (możesz dodać +48 na początku).',
  foreign: 'Podaj numer polskiej sieci komórkowej (+48).',
  notMobile: 'To nie jest numer komórkowy. Podaj numer telefonu komórkowego.',
} as const;

/**
 * Accepts 9 digits, or them after +48, 0048 or 48, with spaces, dashes, dots or brackets anywhere.
 * Returns E.164, e.g. `+48601234567`.
 */
export function checkMobilePhone(input: unknown): Result<string> {
  const raw = asText(input);
  if (raw === '') return err(PHONE_ERRORS.empty);
  const compact = raw.replace(/[\s().\u2010-\u2013-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return err(PHONE_ERRORS.format);

  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  // 48 alone is ambiguous (it is also Radom's area code), so it counts as the country code only with 9 digits after it.
  else if (compact.length === POLAND_CALLING_CODE.length + NATIONAL_LENGTH && compact.startsWith(POLAND_CALLING_CODE))
    international = `+${compact}`;
  else if (compact.length === NATIONAL_LENGTH) international = `+${POLAND_CALLING_CODE}${compact}`;
  else return err(PHONE_ERRORS.length);

  if (!international.startsWith(`+${POLAND_CALLING_CODE}`)) return err(PHONE_ERRORS.foreign);
  if (international.length !== 1 + POLAND_CALLING_CODE.length + NATIONAL_LENGTH) return err(PHONE_ERRORS.length);
  const parsed = parsePhoneNumberFromString(international);
  // With mobile-only metadata isValid() is true for mobile ranges alone.
  if (!parsed || parsed.country !== 'PL' || !parsed.isValid()) return err(PHONE_ERRORS.notMobile);
  return ok(parsed.number);
}

/** `+48601234567` → `+48 601 234 567`, the way Polish mobile numbers are written. */
export function formatPolishMobile(e164: string): string {
  const national = e164.replace(/^\+48/, '');
  if (!/^\d{9}$/.test(national)) return e164;
  return `+48 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
