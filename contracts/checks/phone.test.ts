import { describe, expect, it } from 'vitest';
import { checkMobilePhone, formatPolishMobile, PHONE_ERRORS } from './phone';

describe('checkMobilePhone', () => {
  it.each([
    ['9 digits', '601234567', '+48601234567'],
    ['groups of 3', '601 234 567', '+48601234567'],
    ['dashes', '601-234-567', '+48601234567'],
    ['+48', '+48 601 234 567', '+48601234567'],
    ['+48 without spaces', '+48601234567', '+48601234567'],
    ['0048', '0048 601 234 567', '+48601234567'],
    ['48 without a plus', '48601234567', '+48601234567'],
    ['48 with spaces', '48 601 234 567', '+48601234567'],
    ['brackets around the country code', '(+48) 601-234-567', '+48601234567'],
    ['surrounding spaces', '  512 345 678 ', '+48512345678'],
    ['a 45x number', '451 234 567', '+48451234567'],
    ['a 50x number', '500 000 000', '+48500000000'],
    ['a 53x number', '535 123 456', '+48535123456'],
    ['a 66x number', '661 234 567', '+48661234567'],
    ['a 69x number', '691 234 567', '+48691234567'],
    ['a 72x number', '721 234 567', '+48721234567'],
    ['a 78x number', '781 234 567', '+48781234567'],
    ['a 79x number', '790 123 456', '+48790123456'],
    ['an 88x number', '881 234 567', '+48881234567'],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkMobilePhone(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', PHONE_ERRORS.empty],
    ['not a string', 601234567, PHONE_ERRORS.empty],
    ['letters', '601 ABC 567', PHONE_ERRORS.format],
    ['a plus in the middle', '601+234567', PHONE_ERRORS.format],
    ['8 digits', '60123456', PHONE_ERRORS.length],
    ['10 digits', '6012345678', PHONE_ERRORS.length],
    ['an old trunk 0 in front', '0601234567', PHONE_ERRORS.length],
    ['+48 and 8 digits', '+48 601 234 56', PHONE_ERRORS.length],
    ['+48 and 10 digits', '+48 601 234 5678', PHONE_ERRORS.length],
    ['a Warsaw landline', '22 123 45 67', PHONE_ERRORS.notMobile],
    ['a Kraków landline with +48', '+48 12 345 67 89', PHONE_ERRORS.notMobile],
    ['a Radom landline: 9 digits starting with 48 are a national number', '48 362 12 34', PHONE_ERRORS.notMobile],
    ['a toll-free number', '800 123 456', PHONE_ERRORS.notMobile],
    ['a premium-rate number', '701 234 567', PHONE_ERRORS.notMobile],
    ['a nonsense range', '999 999 999', PHONE_ERRORS.notMobile],
    ['a UK mobile', '+44 7911 123456', PHONE_ERRORS.foreign],
    ['a Ukrainian mobile', '+380 50 123 4567', PHONE_ERRORS.foreign],
    ['a German mobile with 00', '0049 151 23456789', PHONE_ERRORS.foreign],
  ])('refuses %s', (_name, input, message) => {
    expect(checkMobilePhone(input)).toEqual({ ok: false, error: message });
  });
});

describe('formatPolishMobile', () => {
  it.each([
    ['+48601234567', '+48 601 234 567'],
    ['+447911123456', '+447911123456'],
  ])('%s → %s', (input, expected) => {
    expect(formatPolishMobile(input)).toBe(expected);
  });
});
