// Card tokenization: the one seam between the card form and whoever handles card data. The form passes the
// card to a CardTokenizer and keeps only the CardToken it gets back; it never sends, stores or logs the card.
import { detectCardBrand } from '../../contracts/checks/card';

/** What the person typed, checked: digits only, month 1–12, four-digit year. Lives only for one tokenize() call. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

/** What may be kept and shown afterwards: no full number, no CVC. */
export interface CardToken {
  token: string;
  /** Brand id from contracts/checks/card (e.g. 'visa'), 'unknown' when none matched. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardTokenizer {
  tokenize(card: CardDetails): Promise<CardToken>;
}

const TOKEN_BYTES = 16;

/**
 * The local stand-in, for development, Storybook and tests. It keeps NOTHING: it reads the brand and the last
 * four digits, copies the expiry, makes a random token (crypto.getRandomValues, 32 hex characters) and returns
 * only those. The number, the CVC and the name are not stored, sent or logged, here or anywhere else.
 *
 * A real deployment swaps it for the payment provider's tokenizer (its hosted fields or JS SDK), so the card goes
 * from the browser straight to the provider and only the token reaches our server: the full number never touches
 * our server, which keeps it out of PCI DSS scope (SAQ A).
 */
export function createLocalTokenizer(fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): CardTokenizer {
  return {
    async tokenize(card) {
      const bytes = fillRandom(new Uint8Array(TOKEN_BYTES));
      const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      return {
        token,
        brand: detectCardBrand(card.number)?.id ?? 'unknown',
        last4: card.number.replace(/\D/g, '').slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
  };
}

export const localTokenizer: CardTokenizer = createLocalTokenizer();
