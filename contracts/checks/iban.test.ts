import { describe, expect, it } from 'vitest';
import { checkPolishIban, formatIbanPrint, ibanMod97, IBAN_ERRORS } from './iban';

// Worked by hand (ISO 13616): move "PLkk" to the end, P = 25, L = 21, then take mod 97 piece by piece,
// carrying each remainder in front of the next seven digits.
// PL61109010140000071219812874 → 109010140000071219812874 252161:
//   1090101 mod 97 = 15; 154000007 mod 97 = 91; 911219812 mod 97 = 66; 668742521 mod 97 = 77; 7761 mod 97 = 1 ✓
// Three more, check digits chosen as 98 − (BBAN + "PL00" mod 97):
// PL60102010260000042270201111 → …252160: 1020102 → 50; 506000004 → 86; 862270201 → 50; 501112521 → 45; 4560 → 1 ✓
// PL91116022020000000123456789 → …252191: 1160220 → 3; 32000000 → 88; 880123456 → 67; 677892521 → 67; 6791 → 1 ✓
// PL13105000990000000100000001 → …252113: 1050009 → 81; 819000000 → 94; 940100000 → 56; 560012521 → 93; 9313 → 1 ✓
const STANDARD = 'PL61109010140000071219812874';

describe('ibanMod97', () => {
  it.each([
    [STANDARD, 1],
    ['PL60102010260000042270201111', 1],
    ['PL91116022020000000123456789', 1],
    ['PL13105000990000000100000001', 1],
    ['GB82WEST12345698765432', 1],
    ['DE89370400440532013000', 1],
    ['PL62109010140000071219812874', 2],
  ])('%s → %i', (iban, remainder) => {
    expect(ibanMod97(iban)).toBe(remainder);
  });
});

describe('checkPolishIban', () => {
  it.each([
    ['the standard example', STANDARD, STANDARD],
    ['print format', 'PL61 1090 1014 0000 0712 1981 2874', STANDARD],
    ['26 digits without PL', '61109010140000071219812874', STANDARD],
    ['26 digits in the bank-app grouping', '61 1090 1014 0000 0712 1981 2874', STANDARD],
    ['lower-case pl', 'pl61109010140000071219812874', STANDARD],
    ['spaces in odd places and no-break spaces', ' PL 6110901014\u00a00000071219812874 ', STANDARD],
    ['dashes', '61-1090-1014-0000-0712-1981-2874', STANDARD],
    ['a PKO BP-style number', 'PL60 1020 1026 0000 0422 7020 1111', 'PL60102010260000042270201111'],
    ['a Pekao-style number', '91116022020000000123456789', 'PL91116022020000000123456789'],
    ['an ING-style number', 'PL13105000990000000100000001', 'PL13105000990000000100000001'],
  ])('accepts %s', (_name, input, electronic) => {
    expect(checkPolishIban(input)).toEqual({ ok: true, value: { electronic, print: formatIbanPrint(electronic) } });
  });

  it('gives the print form in groups of four', () => {
    expect(checkPolishIban('61109010140000071219812874')).toEqual({
      ok: true,
      value: { electronic: STANDARD, print: 'PL61 1090 1014 0000 0712 1981 2874' },
    });
  });

  it.each([
    ['empty', '', IBAN_ERRORS.empty],
    ['not a string', 61109010140000071219812874, IBAN_ERRORS.empty],
    ['wrong check digits', 'PL62109010140000071219812874', IBAN_ERRORS.checksum],
    ['a mistyped account digit', 'PL61109010140000071219812875', IBAN_ERRORS.checksum],
    ['two digits swapped', 'PL61109010140000071219812847', IBAN_ERRORS.checksum],
    ['25 digits', 'PL6110901014000007121981287', IBAN_ERRORS.length],
    ['27 digits', 'PL611090101400000712198128740', IBAN_ERRORS.length],
    ['25 digits without PL', '6110901014000007121981287', IBAN_ERRORS.length],
    ['a German IBAN', 'DE89 3704 0044 0532 0130 00', IBAN_ERRORS.foreign],
    ['a British IBAN', 'GB82WEST12345698765432', IBAN_ERRORS.foreign],
    ['a letter inside', 'PL61109010140000O71219812874', IBAN_ERRORS.notDigits],
    ['a dot inside', 'PL61.109010140000071219812874', IBAN_ERRORS.notDigits],
  ])('refuses %s', (_name, input, message) => {
    expect(checkPolishIban(input)).toEqual({ ok: false, error: message });
  });
});
