// A practical e-mail check: what people mistype, not the whole of RFC 5322. Written by hand because
// the field's libraries either accept almost anything (RFC syntax) or pull in a TLD list.
import { err, ok, type Result } from '../result';
import { asText } from './text';

/** RFC 5321: a forward path holds at most 254 characters of address. */
export const EMAIL_MAX = 254;
/** RFC 5321: the local part (before @) holds at most 64 characters. */
const LOCAL_MAX = 64;
/** RFC 1035: one domain label holds at most 63 characters. */
const LABEL_MAX = 63;
/**
 * Letters, digits and . _ + - : what mail providers hand out; quoted and exotic forms are not worth the support calls.
 */
const LOCAL_PATTERN = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*$/;
/** Letters (Polish IDN domains such as żółw.pl too), digits and inner hyphens. */
const LABEL_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
/** A top-level domain is letters only (IDN ones too), at least two. */
const TLD_PATTERN = /^\p{L}{2,}$/u;

export const EMAIL_ERRORS = {
  empty: 'Wpisz adres e-mail.',
  tooLong: 'Ten adres e-mail jest za długi. Sprawdź, czy wpisano go poprawnie.',
  spaces: 'Usuń spacje z adresu e-mail.',
  at: 'Adres e-mail musi zawierać jeden znak @, np. jan.kowalski@poczta.pl.',
  local:
    'Sprawdź część adresu przed @: dozwolone są litery bez polskich znaków, cyfry, kropka, myślnik, plus i znak podkreślenia.',
  domain: 'Sprawdź część adresu po @: powinna wyglądać jak poczta.pl lub gmail.com.',
} as const;

/**
 * Returns the address trimmed, with its domain in lower case (the local part keeps its case: RFC 5321 leaves it to the
 * mailbox).
 */
export function checkEmail(input: unknown): Result<string> {
  const email = asText(input);
  if (email === '') return err(EMAIL_ERRORS.empty);
  if (email.length > EMAIL_MAX) return err(EMAIL_ERRORS.tooLong);
  if (/\s/.test(email)) return err(EMAIL_ERRORS.spaces);
  const parts = email.split('@');
  if (parts.length !== 2) return err(EMAIL_ERRORS.at);
  const [local = '', rawDomain = ''] = parts;
  if (local === '' || local.length > LOCAL_MAX || !LOCAL_PATTERN.test(local)) return err(EMAIL_ERRORS.local);
  const domain = rawDomain.normalize('NFC').toLowerCase();
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const domainOk =
    labels.length >= 2 &&
    labels.every((label) => label.length <= LABEL_MAX && LABEL_PATTERN.test(label)) &&
    TLD_PATTERN.test(tld);
  if (!domainOk) return err(EMAIL_ERRORS.domain);
  return ok(`${local}@${domain}`);
}
