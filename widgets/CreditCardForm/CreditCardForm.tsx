import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatPln } from '../../contracts/format';
import { fieldsCss } from '../fields/Fields';
import { Paragraphs } from '../text/Paragraphs';
import {
  HOSTED_FIELDS,
  type CardOperator,
  type CardToken,
  type FieldErrors,
  type FieldSlot,
  type HostedField,
  type HostedFields,
} from './operator';
import { brandName } from './useCreditCardForm';
import css from './CreditCardForm.css?inline';

export const creditCardFormCss = `${fieldsCss}\n${css}`;

export const CARD_PURPOSE =
  `Kartę sprawdzamy tylko po to, żeby potwierdzić Twoją tożsamość. Na karcie zobaczysz autoryzację na ${formatPln(1)} – ` +
  'to nie jest opłata: blokada zostanie anulowana, a pieniądze wrócą na Twoje konto.\n\n' +
  'Przelewik nie widzi ani nie zapisuje pełnego numeru karty ani kodu CVC. Dane karty wpisujesz w polach operatora ' +
  'płatności i trafiają prosto do niego, a my dostajemy tylko znacznik karty od operatora.';

export interface CreditCardFormProps {
  /** Plain-Polish text on what the card is for, shown beside the form (blank lines start new paragraphs). */
  purpose?: string;
  /** Heading above the form. */
  heading?: string;
  /** The payment operator whose hosted fields take the card (payu.ts); there is no default: no operator, no form. */
  operator: CardOperator;
  /** Called once the operator has given a token, and only then. */
  onTokenized: (token: CardToken) => void;
}

const LABELS: Record<HostedField, string> = { number: 'Numer karty', expiry: 'Data ważności (MM/RR)', cvc: 'Kod CVC' };
const TOKENIZE_FAILED = 'Nie udało się teraz sprawdzić karty u operatora płatności. Spróbuj ponownie za chwilę.';
const LOAD_FAILED =
  'Nie udało się wczytać bezpiecznego formularza operatora płatności. Odśwież stronę albo spróbuj później.';

type Status = 'loading' | 'unavailable' | 'idle' | 'sending' | 'failed' | 'done';

/**
 * The card form: a labelled place for each of the operator's hosted fields (number, expiry, CVC), the operator's
 * token asked for on „Zweryfikuj kartę”, the operator's validation messages under their fields. „Karta przyjęta”
 * is shown only once the operator has answered with a token. The card itself never passes through this component.
 */
export function CreditCardForm({
  purpose = CARD_PURPOSE,
  heading = 'Potwierdź tożsamość kartą',
  operator,
  onTokenized,
}: CreditCardFormProps) {
  const uid = useId();
  const done = useRef<HTMLParagraphElement>(null);
  const places = useRef<Partial<Record<HostedField, HTMLDivElement | null>>>({});
  const fields = useRef<HostedFields | null>(null);
  const mounted = useRef(true);
  const [status, setStatus] = useState<Status>('loading');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [token, setToken] = useState<CardToken | null>(null);
  const labelId = (field: HostedField) => `${uid}-card-${field}-label`;
  const showForm = status !== 'done';

  // The operator's fields go in while the form is on screen: at first, and again after „Użyj innej karty”.
  useEffect(() => {
    if (!showForm) return;
    mounted.current = true;
    let alive = true;
    const slots = {} as Record<HostedField, FieldSlot>;
    for (const field of HOSTED_FIELDS) {
      const element = places.current[field];
      if (!element) return;
      slots[field] = { element, label: LABELS[field], labelId: labelId(field) };
    }
    operator
      .mount(slots)
      .then((hosted) => {
        if (!alive) return hosted.remove();
        fields.current = hosted;
        setStatus('idle');
      })
      .catch(() => {
        if (alive) setStatus('unavailable');
      });
    return () => {
      alive = false;
      fields.current?.remove();
      fields.current = null;
    };
  }, [showForm, operator]);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useEffect(() => {
    if (status === 'done') done.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const hosted = fields.current;
    if (!hosted || status === 'sending') return;
    setStatus('sending');
    setErrors({});
    const outcome = await hosted.tokenize().catch(() => ({ ok: false as const, unavailable: true as const }));
    if (!mounted.current) return;
    if (outcome.ok) {
      setToken(outcome.card);
      setStatus('done');
      onTokenized(outcome.card);
    } else if ('errors' in outcome) {
      setErrors(outcome.errors);
      setStatus('idle');
    } else {
      setStatus('failed');
    }
  }

  const reset = () => {
    setErrors({});
    setToken(null);
    setStatus('loading');
  };

  const pending = status === 'sending';
  const cardLine = token
    ? [token.brand ? brandName(token.brand) : null, token.last4 ? `końcówka numeru ${token.last4}` : null]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <section className="pz-ccf" aria-labelledby={`${uid}-title`}>
      <div className="pz-ccf__layout">
        <h2 className="pz-ccf__title" id={`${uid}-title`}>
          {heading}
        </h2>
        <div className="pz-ccf__purpose" id={`${uid}-purpose`}>
          <Paragraphs text={purpose} />
        </div>
        {operator.demo ? (
          <p className="pz-ccf__demo" role="note">
            Demonstracja: te pola nie łączą się z żadnym operatorem płatności i żadna karta nie zostanie sprawdzona.
          </p>
        ) : null}
        {status === 'done' && token ? (
          <div className="pz-ccf__done" role="status">
            <p className="pz-ccf__done-title" ref={done} tabIndex={-1}>
              Karta przyjęta
            </p>
            <p className="pz-ccf__done-card">
              {cardLine ? `${cardLine}. ` : ''}Operator płatności {operator.name} potwierdził kartę.
            </p>
            <button type="button" className="pz-btn pz-btn--secondary" onClick={reset}>
              Użyj innej karty
            </button>
          </div>
        ) : (
          <form
            className="pz-ccf__form"
            method="post"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby={`${uid}-title`}
            aria-describedby={`${uid}-purpose`}
            aria-busy={pending || status === 'loading' ? 'true' : undefined}
          >
            <p className="pz-ccf__by">
              Dane karty wpisujesz w bezpiecznych polach operatora płatności {operator.name}.
            </p>
            {HOSTED_FIELDS.map((field) => (
              <div key={field} className={`pz-field pz-ccf__field pz-ccf__field--${field}`}>
                <span className="pz-field__label" id={labelId(field)}>
                  {LABELS[field]}
                </span>
                <div
                  className="pz-ccf__hosted"
                  data-field={field}
                  data-invalid={errors[field] ? 'true' : undefined}
                  ref={(el) => void (places.current[field] = el)}
                />
                {errors[field] ? (
                  <p className="pz-field__error" id={`${uid}-card-${field}-error`} role="alert">
                    {errors[field]}
                  </p>
                ) : null}
              </div>
            ))}
            {status === 'loading' ? (
              <p className="pz-ccf__note" role="status">
                Wczytujemy bezpieczne pola operatora płatności…
              </p>
            ) : null}
            {status === 'unavailable' || status === 'failed' ? (
              <div className="pz-alert" role="alert">
                <p>{status === 'unavailable' ? LOAD_FAILED : TOKENIZE_FAILED}</p>
              </div>
            ) : null}
            <button
              type="submit"
              className="pz-btn pz-btn--primary pz-ccf__submit"
              disabled={pending || status === 'loading' || status === 'unavailable'}
            >
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
