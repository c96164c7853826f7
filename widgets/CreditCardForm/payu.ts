// PayU's Secure Form as the card form's operator (docs/credit-card.md, "Why PayU"). The fields are PayU's own
// frames, made by PayU's script loaded from PayU's server (PayU requires that), and the token comes from PayU;
// this file only maps PayU's API and answers onto the form's seam (operator.ts).
import { CARD_ERRORS } from '../../contracts/checks/card';
import type { CardOperator, FieldErrors, FieldSlot, HostedField, HostedFields, TokenizeOutcome } from './operator';
import { PAYU_SDK, type PayuSettings } from './payu-settings';

export { PAYU_SDK, isPayuPosId, type PayuEnvironment, type PayuSettings } from './payu-settings';

// The parts of PayU's SDK used here (its full types: @types/payu-emea-sdk).
type PayuFieldType = 'number' | 'date' | 'cvv';
interface PayuMessage {
  type?: string;
  code?: string;
  source?: string;
}
export type PayuTokenizeResult =
  | { status: 'SUCCESS'; body: { token: string; mask?: string } }
  | { status: 'ERROR'; error?: { messages?: PayuMessage[] } };
interface PayuSecureForm {
  render(selector: string): PayuSecureForm;
  on(event: 'change', handler: (body: { brand?: string }) => void): PayuSecureForm;
  remove(): PayuSecureForm;
}
interface PayuSdk {
  secureForms(options?: { lang?: string }): {
    add(type: PayuFieldType, options?: Record<string, unknown>): PayuSecureForm;
  };
  tokenize(type?: 'SINGLE' | 'MULTI'): Promise<PayuTokenizeResult>;
}
export type PayuEntry = (posId: string) => PayuSdk;

const FIELD_OF: Record<HostedField, PayuFieldType> = { number: 'number', expiry: 'date', cvc: 'cvv' };
const SOURCE_FIELD: Record<string, HostedField> = { number: 'number', date: 'expiry', cvv: 'cvc' };

/** PayU's validation codes in the form's Polish (the same words as contracts/checks/card.ts). */
const MESSAGES: Record<string, [HostedField, string]> = {
  'error.validation.card.empty': ['number', CARD_ERRORS.number.empty],
  'error.validation.card.length': ['number', 'Sprawdź, czy numer karty wpisano w całości.'],
  'error.validation.card.number': ['number', CARD_ERRORS.number.luhn],
  'error.validation.card.unsupported': [
    'number',
    'Tej karty nie obsługujemy. Użyj karty Visa, Mastercard albo Maestro.',
  ],
  'error.validation.expDate.empty': ['expiry', CARD_ERRORS.expiry.empty],
  'error.validation.expDate.past': ['expiry', CARD_ERRORS.expiry.expired],
  'error.validation.expDate.value': ['expiry', CARD_ERRORS.expiry.format],
  'error.validation.cvv.empty': ['cvc', CARD_ERRORS.cvc.empty],
  'error.validation.cvv.value': ['cvc', 'Sprawdź kod CVC: 3\u00a0cyfry z odwrotu karty.'],
};

/**
 * PayU's answer to tokenize() as the form's outcome. Anything but a token or a field's validation error is
 * "unavailable".
 */
export function payuOutcome(result: unknown, brand: string | undefined): TokenizeOutcome {
  if (typeof result !== 'object' || result === null) return { ok: false, unavailable: true };
  const answer = result as PayuTokenizeResult;
  if (answer.status === 'SUCCESS') {
    const token = answer.body?.token;
    if (typeof token !== 'string' || token === '') return { ok: false, unavailable: true };
    const digits = typeof answer.body.mask === 'string' ? answer.body.mask.replace(/\D/g, '') : '';
    return {
      ok: true,
      card: {
        token,
        operator: 'payu',
        ...(brand ? { brand } : {}),
        ...(digits.length >= 4 ? { last4: digits.slice(-4) } : {}),
      },
    };
  }
  const errors: FieldErrors = {};
  for (const message of answer.error?.messages ?? []) {
    if (message.type !== 'validation') continue;
    const known = message.code ? MESSAGES[message.code] : undefined;
    const field = known?.[0] ?? (message.source ? SOURCE_FIELD[message.source] : undefined);
    if (field && !errors[field]) errors[field] = known?.[1] ?? 'Sprawdź to pole.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: false, unavailable: true };
}

/**
 * PayU's script renders each field with `document.querySelector(selector)`, which cannot see into a shadow root
 * (where the loader mounts widgets). There the field's element goes into the shadow host's own children, and a
 * named <slot> shows it in its place in the form.
 */
function placeFor(slot: FieldSlot, id: string): { selector: string; cleanup: () => void } {
  const { element } = slot;
  const doc = element.ownerDocument;
  const root = element.getRootNode();
  if (root === doc) {
    element.id = id;
    return { selector: `#${id}`, cleanup: () => element.removeAttribute('id') };
  }
  const host = (root as ShadowRoot).host;
  const outer = doc.createElement('div');
  outer.id = id;
  outer.slot = id;
  outer.className = 'pz-ccf-frame';
  host.appendChild(outer);
  const inner = doc.createElement('slot');
  inner.name = id;
  element.appendChild(inner);
  return { selector: `#${id}`, cleanup: () => (outer.remove(), inner.remove()) };
}

let mounts = 0;

/**
 * The PayU operator. `loadScript` adds PayU's SDK to the page (once; resolves when it has run) and `entry` reads
 * the global `PayU` it defines; both are the caller's, so the page's CSP nonce and window stay at the edge.
 */
export function payuOperator(
  settings: PayuSettings,
  loadScript: (src: string) => Promise<void>,
  entry: () => unknown,
): CardOperator {
  return {
    name: 'PayU',
    async mount(slots): Promise<HostedFields> {
      await loadScript(PAYU_SDK[settings.environment]);
      const PayU = entry();
      if (typeof PayU !== 'function') throw new Error('PayU SDK did not define PayU');
      const sdk = (PayU as PayuEntry)(settings.posId);
      const forms = sdk.secureForms({ lang: 'pl' });
      const n = ++mounts;
      let brand: string | undefined;
      const placed: Array<{ form: PayuSecureForm; cleanup: () => void }> = [];
      for (const field of Object.keys(FIELD_OF) as HostedField[]) {
        const slot = slots[field];
        const place = placeFor(slot, `pz-payu-${field}-${n}`);
        const form = forms.add(FIELD_OF[field], { frameTitle: slot.label, style: { basic: { fontSize: '16px' } } });
        if (field === 'number')
          form.on('change', (body) => void (brand = typeof body?.brand === 'string' ? body.brand : undefined));
        form.render(place.selector);
        placed.push({ form, cleanup: place.cleanup });
      }
      return {
        async tokenize() {
          try {
            return payuOutcome(await sdk.tokenize('SINGLE'), brand);
          } catch {
            return { ok: false, unavailable: true };
          }
        },
        remove() {
          for (const { form, cleanup } of placed) {
            try {
              form.remove();
            } catch {
              /* PayU's frame already gone */
            }
            cleanup();
          }
        },
      };
    },
  };
}
