import { useEffect, useId, useRef } from 'react';
import { formatPln } from '../../contracts/format';
import { fieldsCss } from '../fields/Fields';
import { Paragraphs } from '../text/Paragraphs';
import { HOSTED_FIELDS, type CardOperator, type CardToken, type HostedField } from './operator';
import { acceptedCardLine } from './useCreditCardForm';
import { useHostedCard } from './useHostedCard';
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
  const labelId = (field: HostedField) => `${uid}-card-${field}-label`;
  const card = useHostedCard({ operator, onTokenized, labels: LABELS, labelId });
  const { status, token } = card;
  useEffect(() => {
    if (status === 'done') done.current?.focus();
  }, [status]);

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
              {acceptedCardLine(token) ? `${acceptedCardLine(token)}. ` : ''}Operator płatności {operator.name}{' '}
              potwierdził kartę.
            </p>
            <button type="button" className="pz-btn pz-btn--secondary" onClick={card.reset}>
              Użyj innej karty
            </button>
          </div>
        ) : (
          <CardFields uid={uid} operatorName={operator.name} labelId={labelId} card={card} />
        )}
      </div>
    </section>
  );
}

/** The form: a labelled place for each hosted field with the operator's message under it, the state, the button. */
function CardFields(props: {
  uid: string;
  operatorName: string;
  labelId: (field: HostedField) => string;
  card: ReturnType<typeof useHostedCard>;
}) {
  const { uid, labelId } = props;
  const { status, errors, places } = props.card;
  const pending = status === 'sending';
  return (
    <form
      className="pz-ccf__form"
      method="post"
      noValidate
      onSubmit={(event) => void props.card.submit(event)}
      aria-labelledby={`${uid}-title`}
      aria-describedby={`${uid}-purpose`}
      aria-busy={pending || status === 'loading' ? 'true' : undefined}
    >
      <p className="pz-ccf__by">Dane karty wpisujesz w bezpiecznych polach operatora płatności {props.operatorName}.</p>
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
  );
}
