// A card number's brand and its Luhn check: what the card form (card.ts) and the personal-data detector
// (personal-data.ts) share. Apart from the form's checks and messages, so the loader's first paint, which checks the
// partner's values for personal data, carries only these.

export type CardBrandId = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'discover' | 'jcb' | 'diners' | 'unionpay';

export interface CardBrand {
  id: CardBrandId;
  /** Name to show next to the number. */
  name: string;
  /** Allowed numbers of digits. */
  lengths: readonly number[];
  cvcLength: 3 | 4;
}

export const CARD_BRANDS: Record<CardBrandId, CardBrand> = {
  visa: { id: 'visa', name: 'Visa', lengths: [13, 16, 19], cvcLength: 3 },
  mastercard: { id: 'mastercard', name: 'Mastercard', lengths: [16], cvcLength: 3 },
  amex: { id: 'amex', name: 'American Express', lengths: [15], cvcLength: 4 },
  maestro: { id: 'maestro', name: 'Maestro', lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvcLength: 3 },
  discover: { id: 'discover', name: 'Discover', lengths: [16, 17, 18, 19], cvcLength: 3 },
  jcb: { id: 'jcb', name: 'JCB', lengths: [16, 17, 18, 19], cvcLength: 3 },
  diners: { id: 'diners', name: 'Diners Club', lengths: [14, 16, 17, 18, 19], cvcLength: 3 },
  unionpay: { id: 'unionpay', name: 'UnionPay', lengths: [16, 17, 18, 19], cvcLength: 3 },
};

/**
 * Issuer number ranges (IIN), inclusive, both ends of equal length. The longest matching prefix wins, so
 * the Discover part of 62 (622126–622925) beats UnionPay's 62, and Maestro's 6759 beats nothing broader.
 */
const CARD_RANGES: readonly (readonly [CardBrandId, string, string])[] = [
  ['visa', '4', '4'],
  ['mastercard', '51', '55'],
  ['mastercard', '2221', '2720'],
  ['amex', '34', '34'],
  ['amex', '37', '37'],
  ['maestro', '50', '50'],
  ['maestro', '56', '58'],
  ['maestro', '6304', '6304'],
  ['maestro', '6759', '6759'],
  ['maestro', '6761', '6763'],
  ['discover', '6011', '6011'],
  ['discover', '644', '649'],
  ['discover', '65', '65'],
  ['discover', '622126', '622925'],
  ['jcb', '3528', '3589'],
  ['diners', '300', '305'],
  ['diners', '3095', '3095'],
  ['diners', '36', '36'],
  ['diners', '38', '39'],
  ['unionpay', '62', '62'],
];

/** The brand of a (possibly partly typed) number, or null while the prefix is too short or unknown. */
export function detectCardBrand(input: string): CardBrand | null {
  const digits = input.replace(/\D/g, '');
  let best: { id: CardBrandId; length: number } | null = null;
  for (const [id, from, to] of CARD_RANGES) {
    if (digits.length < from.length || (best && best.length >= from.length)) continue;
    const prefix = Number(digits.slice(0, from.length));
    if (prefix >= Number(from) && prefix <= Number(to)) best = { id, length: from.length };
  }
  return best ? CARD_BRANDS[best.id] : null;
}

/** Luhn (ISO/IEC 7812-1): doubling every second digit from the right, the sum is divisible by 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
