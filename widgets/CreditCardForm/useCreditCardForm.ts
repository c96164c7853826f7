// The card form's checks and masks, pure: every rule is the contract's (contracts/checks/card.ts); this file only
// says which field gets which check. The real form's fields are the payment operator's (payu.ts), which checks
// them itself; these checks serve the demonstration operator of Storybook and tests (tokenize.ts).
import {
  CARD_BRANDS,
  checkCardExpiry,
  checkCardNumber,
  checkCardholderName,
  checkCvc,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  type CardBrandId,
} from '../../contracts/checks/card';
import type { CardToken } from './operator';

/** What the person typed, checked: digits only, month 1–12, four-digit year (the demonstration's fields only). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

export interface CardFormValues {
  /** Masked: "4111 1111 1111 1111". */
  number: string;
  /** Masked: "08/27". */
  expiry: string;
  cvc: string;
  holder: string;
}
export type CardErrors = Partial<Record<CardField, string>>;

export const emptyCard = (): CardFormValues => ({ number: '', expiry: '', cvc: '', holder: '' });

export const brandOf = (number: string): CardBrandId | null => detectCardBrand(number)?.id ?? null;

/** The brand's CVC length: 4 for American Express, otherwise 3. */
export const cvcLength = (brand: CardBrandId | null): number => (brand ? CARD_BRANDS[brand].cvcLength : 3);

/** Input masks, from the contract, plus the CVC: digits only, as many as the brand uses. */
export const maskNumber = (input: string): string => formatCardNumber(input);
export const maskExpiry = (input: string, previous: string): string => formatExpiry(input, previous);
export const maskCvc = (input: string, brand: CardBrandId | null): string =>
  input.replace(/\D/g, '').slice(0, cvcLength(brand));

/** One field's error, or null. The CVC is checked against the brand of the number typed. */
export function checkCardField(field: CardField, values: CardFormValues, now: Date): string | null {
  switch (field) {
    case 'number': {
      const checked = checkCardNumber(values.number);
      return checked.ok ? null : checked.error;
    }
    case 'expiry': {
      const checked = checkCardExpiry(values.expiry, now);
      return checked.ok ? null : checked.error;
    }
    case 'cvc': {
      const checked = checkCvc(values.cvc, brandOf(values.number));
      return checked.ok ? null : checked.error;
    }
    case 'holder': {
      const checked = checkCardholderName(values.holder);
      return checked.ok ? null : checked.error;
    }
  }
}

/** Every field checked; when all pass, the card as the tokenizer takes it (digits only, month and four-digit year). */
export function checkCardForm(
  values: CardFormValues,
  now: Date,
): { ok: true; card: CardDetails } | { ok: false; errors: CardErrors } {
  const number = checkCardNumber(values.number);
  const expiry = checkCardExpiry(values.expiry, now);
  const cvc = checkCvc(values.cvc, brandOf(values.number));
  const holder = checkCardholderName(values.holder);
  if (number.ok && expiry.ok && cvc.ok && holder.ok) {
    return {
      ok: true,
      card: {
        number: number.value.number,
        expMonth: expiry.value.month,
        expYear: expiry.value.year,
        cvc: cvc.value,
        holder: holder.value,
      },
    };
  }
  const errors: CardErrors = {};
  if (!number.ok) errors.number = number.error;
  if (!expiry.ok) errors.expiry = expiry.error;
  if (!cvc.ok) errors.cvc = cvc.error;
  if (!holder.ok) errors.holder = holder.error;
  return { ok: false, errors };
}

/** "08/27" for a token's expiry. */
export const formatTokenExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The brand's name for a token's brand id ('visa' → 'Visa'); 'karta' when unknown. */
export const brandName = (id: string): string => (id in CARD_BRANDS ? CARD_BRANDS[id as CardBrandId].name : 'Karta');

/** "Visa, końcówka numeru 1234" for an accepted card: what the operator told, '' when it told neither. */
export const acceptedCardLine = (token: Pick<CardToken, 'brand' | 'last4'>): string =>
  [token.brand ? brandName(token.brand) : null, token.last4 ? `końcówka numeru ${token.last4}` : null]
    .filter(Boolean)
    .join(', ');
