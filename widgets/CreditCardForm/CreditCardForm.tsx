import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { detectCardBrand } from '../../contracts/checks/card';
import { formatPln } from '../../contracts/format';
import { TextField, applyMask, fieldsCss, focusById } from '../fields/Fields';
import { Paragraphs } from '../text/Paragraphs';
import { localTokenizer, type CardToken, type CardTokenizer } from './tokenize';
import {
  CARD_FIELDS, brandName, brandOf, checkCardField, checkCardForm, emptyCard, formatTokenExpiry, maskCvc, maskExpiry, maskNumber,
  type CardErrors, type CardField, type CardFormValues,
} from './useCreditCardForm';
import css from './CreditCardForm.css?inline';

export const creditCardFormCss = `${fieldsCss}\n${css}`;

export const CARD_PURPOSE =
  `Kartę sprawdzamy tylko po to, żeby potwierdzić Twoją tożsamość. Na karcie zobaczysz autoryzację na ${formatPln(1)} – ` +
  'to nie jest opłata: blokada zostanie anulowana, a pieniądze wrócą na Twoje konto.\n\n' +
  'Przelewik nie widzi ani nie zapisuje pełnego numeru karty ani kodu CVC. Dane karty trafiają prosto do operatora ' +
  'płatności, a my dostajemy tylko znacznik karty, jej wystawcę i ostatnie 4 cyfry numeru.';

export interface CreditCardFormProps {
  /** Plain-Polish text on what the card is for, shown beside the form (blank lines start new paragraphs). */
  purpose?: string;
  heading?: string;
  /** Who turns the card into a token: the payment provider's tokenizer in production; the local stand-in by default. */
  tokenize?: CardTokenizer;
  onTokenized: (token: CardToken) => void;
  now?: () => Date;
}

const TOKENIZE_FAILED = 'Nie udało się zweryfikować karty. Sprawdź dane i spróbuj ponownie albo użyj innej karty.';

/**
 * The card form: brand from the number, masks for the number and expiry, the contract's checks (Luhn, expiry in
 * the future, CVC length for the brand, the name as on the card). The card goes only to `tokenize`; the form keeps
 * the token, and clears the number and CVC as soon as the token is there. Nothing is sent, stored or logged.
 */
export function CreditCardForm({ purpose = CARD_PURPOSE, heading = 'Potwierdź tożsamość kartą', tokenize = localTokenizer, onTokenized, now = () => new Date() }: CreditCardFormProps) {
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const mounted = useRef(true);
  const [values, setValues] = useState<CardFormValues>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'done'>('idle');
  const [token, setToken] = useState<CardToken | null>(null);
  const fid = (field: CardField) => `${uid}-card-${field}`;
  const brand = detectCardBrand(values.number);
  const amex = brand?.id === 'amex';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (status === 'done') done.current?.focus();
  }, [status]);

  const update = (field: CardField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  /** Checked on leaving a filled field; an empty one waits for the button, so tabbing through does not scold. */
  const checkOnLeave = (field: CardField) => () => {
    if (values[field].trim() === '') return;
    const error = checkCardField(field, values, now());
    if (error) setErrors((e) => ({ ...e, [field]: error }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const checked = checkCardForm(values, now());
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = CARD_FIELDS.find((field) => checked.errors[field]);
      if (first) focusById(form.current, fid(first));
      return;
    }
    setStatus('sending');
    let result: CardToken | null = null;
    try {
      result = await tokenize.tokenize(checked.card);
    } catch {
      result = null;
    }
    if (!mounted.current) return;
    if (!result) {
      setStatus('failed');
      return;
    }
    // The token stands in for the card from here on: the number and CVC leave the form's state at once.
    setValues((v) => ({ ...v, number: '', cvc: '' }));
    setToken(result);
    setStatus('done');
    onTokenized(result);
  }

  const reset = () => {
    setValues(emptyCard());
    setErrors({});
    setToken(null);
    setStatus('idle');
  };

  const pending = status === 'sending';
  return (
    <section className="pz-ccf" aria-labelledby={`${uid}-title`}>
      <div className="pz-ccf__layout">
        <h2 className="pz-ccf__title" id={`${uid}-title`}>
          {heading}
        </h2>
        <div className="pz-ccf__purpose" id={`${uid}-purpose`}>
          <Paragraphs text={purpose} />
        </div>
        {status === 'done' && token ? (
          <div className="pz-ccf__done" role="status">
            <p className="pz-ccf__done-title" ref={done} tabIndex={-1}>
              Karta przyjęta
            </p>
            <p className="pz-ccf__done-card">
              {brandName(token.brand)}, końcówka numeru {token.last4}, ważna do {formatTokenExpiry(token.expMonth, token.expYear)}
            </p>
            <button type="button" className="pz-btn pz-btn--secondary" onClick={reset}>
              Użyj innej karty
            </button>
          </div>
        ) : (
          <form ref={form} className="pz-ccf__form" method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-title`} aria-describedby={`${uid}-purpose`} aria-busy={pending ? 'true' : undefined}>
            <div className="pz-ccf__number">
              <TextField
                id={fid('number')}
                label="Numer karty"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="0000 0000 0000 0000"
                maxLength={23}
                spellCheck={false}
                value={values.number}
                error={errors.number}
                describedByIds={[`${uid}-brand`]}
                onValue={(raw, input) => {
                  const number = maskNumber(raw);
                  applyMask(input, number);
                  // A shorter CVC for the new brand: cut what no longer fits (Amex 4 → Visa 3).
                  setValues((v) => ({ ...v, number, cvc: maskCvc(v.cvc, brandOf(number)) }));
                  setErrors((e) => (e.number ? { ...e, number: undefined } : e));
                }}
                onBlur={checkOnLeave('number')}
              />
              {/* Always in the page, so screen readers announce the brand as it is recognised. */}
              <p className="pz-ccf__brand" id={`${uid}-brand`} aria-live="polite" data-brand={brand?.id}>
                {brand ? `Rozpoznana karta: ${brand.name}` : ''}
              </p>
            </div>
            <div className="pz-ccf__row">
              <TextField
                id={fid('expiry')}
                size="short"
                label="Data ważności"
                hint="Miesiąc i rok (MM/RR)"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/RR"
                maxLength={5}
                value={values.expiry}
                error={errors.expiry}
                onValue={(raw, input) => {
                  const expiry = maskExpiry(raw, values.expiry);
                  input.value = expiry;
                  update('expiry', expiry);
                }}
                onBlur={checkOnLeave('expiry')}
              />
              <TextField
                id={fid('cvc')}
                size="short"
                label={amex ? 'Kod CID' : 'Kod CVC'}
                hint={amex ? '4 cyfry z przodu karty' : '3 cyfry z odwrotu karty'}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={values.cvc}
                error={errors.cvc}
                onValue={(raw, input) => {
                  const cvc = maskCvc(raw, brand?.id ?? null);
                  input.value = cvc;
                  update('cvc', cvc);
                }}
                onBlur={checkOnLeave('cvc')}
              />
            </div>
            <TextField
              id={fid('holder')}
              label="Imię i nazwisko na karcie"
              autoComplete="cc-name"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={40}
              value={values.holder}
              error={errors.holder}
              onValue={(holder) => update('holder', holder)}
              onBlur={checkOnLeave('holder')}
            />
            {status === 'failed' ? (
              <div className="pz-alert" role="alert">
                <p>{TOKENIZE_FAILED}</p>
              </div>
            ) : null}
            <button type="submit" className="pz-btn pz-btn--primary pz-ccf__submit" disabled={pending}>
              {pending ? (
                <>
                  <span className="pz-btn__spinner" aria-hidden="true" />
                  Sprawdzamy kartę…
                </>
              ) : (
                'Zweryfikuj kartę'
              )}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
