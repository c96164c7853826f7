import { describe, expect, it } from 'vitest';
import { checkEmail, EMAIL_ERRORS, EMAIL_MAX } from './email';

describe('checkEmail', () => {
  it.each([
    ['a plain address', 'jan.kowalski@wp.pl', 'jan.kowalski@wp.pl'],
    ['surrounding spaces', '  anna@onet.pl ', 'anna@onet.pl'],
    ['an upper-case domain', 'Anna.Nowak@GMAIL.COM', 'Anna.Nowak@gmail.com'],
    ['a plus tag', 'anna+pozyczki@gmail.com', 'anna+pozyczki@gmail.com'],
    ['underscores and hyphens', 'jan_kowalski-1@o2.pl', 'jan_kowalski-1@o2.pl'],
    ['a subdomain', 'biuro@mail.firma.com.pl', 'biuro@mail.firma.com.pl'],
    ['a hyphenated domain', 'kontakt@moja-firma.pl', 'kontakt@moja-firma.pl'],
    ['a Polish IDN domain', 'jan@żółw.pl', 'jan@żółw.pl'],
    ['the longest local part', `${'a'.repeat(64)}@wp.pl`, `${'a'.repeat(64)}@wp.pl`],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkEmail(input)).toEqual({ ok: true, value: expected });
  });

  const longDomain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.pl`;
  it.each([
    ['empty', '', EMAIL_ERRORS.empty],
    ['not a string', null, EMAIL_ERRORS.empty],
    ['longer than 254', `jan@${longDomain}`, EMAIL_ERRORS.tooLong],
    ['a space inside', 'jan kowalski@wp.pl', EMAIL_ERRORS.spaces],
    ['a space before the domain', 'jan@ wp.pl', EMAIL_ERRORS.spaces],
    ['no @', 'jan.kowalski.wp.pl', EMAIL_ERRORS.at],
    ['two @', 'jan@kowalski@wp.pl', EMAIL_ERRORS.at],
    ['nothing before @', '@wp.pl', EMAIL_ERRORS.local],
    ['a Polish letter before @', 'michał@wp.pl', EMAIL_ERRORS.local],
    ['a leading dot', '.jan@wp.pl', EMAIL_ERRORS.local],
    ['two dots in a row', 'jan..kowalski@wp.pl', EMAIL_ERRORS.local],
    ['a trailing dot before @', 'jan.@wp.pl', EMAIL_ERRORS.local],
    ['a comma', 'jan,kowalski@wp.pl', EMAIL_ERRORS.local],
    ['a local part over 64', `${'a'.repeat(65)}@wp.pl`, EMAIL_ERRORS.local],
    ['nothing after @', 'jan@', EMAIL_ERRORS.domain],
    ['no dot in the domain', 'jan@wp', EMAIL_ERRORS.domain],
    ['a comma for a dot', 'jan@wp,pl', EMAIL_ERRORS.domain],
    ['two dots in the domain', 'jan@wp..pl', EMAIL_ERRORS.domain],
    ['a trailing dot', 'jan@wp.pl.', EMAIL_ERRORS.domain],
    ['a one-letter TLD', 'jan@wp.p', EMAIL_ERRORS.domain],
    ['a numeric TLD', 'jan@wp.123', EMAIL_ERRORS.domain],
    ['a label starting with a hyphen', 'jan@-wp.pl', EMAIL_ERRORS.domain],
    ['an underscore in the domain', 'jan@w_p.pl', EMAIL_ERRORS.domain],
    ['a label over 63', `jan@${'a'.repeat(64)}.pl`, EMAIL_ERRORS.domain],
  ])('refuses %s', (_name, input, message) => {
    expect(checkEmail(input)).toEqual({ ok: false, error: message });
  });

  it('keeps the limit at 254 characters', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.pl`;
    const local = 'x'.repeat(EMAIL_MAX - domain.length - 1);
    expect(checkEmail(`${local}@${domain}`).ok).toBe(true);
    expect(checkEmail(`x${local}@${domain}`)).toEqual({ ok: false, error: EMAIL_ERRORS.tooLong });
  });
});
