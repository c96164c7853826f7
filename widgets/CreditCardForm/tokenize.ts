// The demonstration operator, for Storybook and tests only (.dependency-cruiser.cjs refuses an import from
// anything else): plain inputs of our own in the operator's places, checked with the contract's card rules, and a
// random token. It reaches no operator and checks no card, and the form says so on screen (operator.demo).
import { detectCardBrand } from '../../contracts/checks/card';
import type { CardOperator, FieldErrors, HostedField } from './operator';
import {
  checkCardField,
  emptyCard,
  maskCvc,
  maskExpiry,
  maskNumber,
  brandOf,
  type CardFormValues,
} from './useCreditCardForm';

const TOKEN_BYTES = 16;
const AUTOCOMPLETE: Record<HostedField, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };

export interface DemoOptions {
  /** Random bytes for the token (tests fix them). */
  fillRandom?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
  now?: () => Date;
  /** What tokenize() does instead of answering: 'unavailable' (the operator fails) or 'never' (it never answers). */
  answer?: 'token' | 'unavailable' | 'never';
}

/** A random token of 32 hex characters. */
export function demoToken(fillRandom: DemoOptions['fillRandom'] = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(fillRandom(new Uint8Array(TOKEN_BYTES)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function demoOperator({ fillRandom, now = () => new Date(), answer = 'token' }: DemoOptions = {}): CardOperator {
  return {
    name: 'Demo',
    demo: true,
    async mount(slots) {
      const values: CardFormValues = emptyCard();
      const inputs: HTMLInputElement[] = [];
      for (const field of Object.keys(slots) as HostedField[]) {
        const slot = slots[field];
        const input = slot.element.ownerDocument.createElement('input');
        input.className = 'pz-field__input';
        input.setAttribute('aria-labelledby', slot.labelId);
        input.setAttribute('autocomplete', AUTOCOMPLETE[field]);
        input.inputMode = 'numeric';
        input.addEventListener('input', () => {
          const masked =
            field === 'number'
              ? maskNumber(input.value)
              : field === 'expiry'
                ? maskExpiry(input.value, values.expiry)
                : maskCvc(input.value, brandOf(values.number));
          input.value = masked;
          values[field] = masked;
        });
        slot.element.appendChild(input);
        inputs.push(input);
      }
      return {
        async tokenize() {
          if (answer === 'never') return new Promise(() => {});
          if (answer === 'unavailable') return { ok: false, unavailable: true };
          const errors: FieldErrors = {};
          for (const field of ['number', 'expiry', 'cvc'] as const) {
            const error = checkCardField(field, values, now());
            if (error) errors[field] = error;
          }
          if (Object.keys(errors).length > 0) return { ok: false, errors };
          const digits = values.number.replace(/\D/g, '');
          const brand = detectCardBrand(digits)?.id;
          // The demonstration forgets the card as soon as it has answered, as an operator's frame would be gone.
          for (const input of inputs) input.value = '';
          Object.assign(values, emptyCard());
          return {
            ok: true,
            card: {
              token: demoToken(fillRandom),
              operator: 'demo',
              ...(brand ? { brand } : {}),
              last4: digits.slice(-4),
            },
          };
        },
        remove() {
          for (const input of inputs) input.remove();
        },
      };
    },
  };
}
