import { useEffect, useId, useRef, type CSSProperties, type FormEvent } from 'react';
import { BIRTH_DATE_HINT, checkBirthDate, formatBirthDate } from '../../contracts/checks/birth-date';
import { CONSENTS, CONSENT_IDS } from '../../contracts/checks/consents';
import { deliveredPersonalFields, deliveryLenderNames } from '../../contracts/data-flows';
import { formatTypedInteger, readInteger } from '../../contracts/checks/money';
import { checkMobilePhone, formatPolishMobile } from '../../contracts/checks/phone';
import { DEFAULT_CHOICE, DEFAULT_TERM } from '../../contracts/loan-limits';
import {
  LEAD_FIELD_LABELS,
  LEAD_STEPS,
  type LeadErrorKey,
  type LeadInput,
  type LeadStepId,
} from '../../contracts/lead';
import type { TermUnit } from '../../contracts/offer';
import { snapToStep } from '../AmountSlider/snap';
import { LoanRange } from '../AmountSlider/LoanRange';
import {
  CheckField,
  ConsentText,
  FieldError,
  NewTabLink,
  TextField,
  describedBy,
  errorId,
  fieldKey,
  fieldsCss,
  focusById,
} from '../fields/Fields';
import { DAYS, MONTHS, formatPln, pluralPl, type PluralForms } from '../../contracts/format';
import { TermUnitSwitch, termUnitSwitchCss } from '../LoanSliders/TermUnitSwitch';
import {
  buildLead,
  pickLeadErrors,
  useRegistrationFlow,
  type DraftStorage,
  type FlowVariant,
  type FormValues,
  type TextField as FlowField,
} from './useRegistrationFlow';
import { tieShortWords } from '../text/Paragraphs';
import css from './RegistrationFlow.css?inline';
import { loanRangeCss } from '../AmountSlider/styles';

export const registrationFlowCss = `${fieldsCss}\n${termUnitSwitchCss}\n${css}\n${loanRangeCss}`;

export interface SliderLimits {
  min: number;
  max: number;
  step: number;
}

export type LeadSubmitResult =
  { ok: true; leadId: string } | { ok: false; errors?: Record<string, string>; message?: string };
/** Sends the lead (the page does the HTTP call to LEAD_PATH); the widget never calls fetch itself. */
export type LeadSubmit = (body: LeadInput) => Promise<LeadSubmitResult>;

export interface RegistrationFlowProps {
  /** 'reg': amount and term first. 'reg3': phone first, amount and term as the last step before the consents. */
  variant?: FlowVariant;
  /** The amount slider's limits, in złoty. */
  amountLimits: SliderLimits;
  /** The term's limits in each unit: days for short loans, months for instalments. */
  termLimits: Record<TermUnit, SliderLimits>;
  /** Start values, e.g. from ?amount=&term=&unit= in the address; snapped into the limits. */
  initial?: { amount?: number | undefined; term?: number | undefined; termUnit?: TermUnit | undefined };
  /** Sends the lead (the page does the HTTP call, with an Idempotency-Key); the widget never calls fetch itself. */
  submit: LeadSubmit;
  /** Called with the stored lead's id; the page then takes the visitor to the offers. */
  onDone: (leadId: string) => void;
  /** Where the draft is kept; default window.sessionStorage, null for none. */
  storage?: DraftStorage | null;
  /** Today's date for the birth-date check (tests and stories pass a fixed one). */
  now?: () => Date;
  /** For Storybook and tests: start on this step with these values. Pages leave them out. */
  initialStep?: LeadStepId;
  /** With `initialStep`: the form's values at the start (Storybook and tests). */
  initialValues?: Partial<FormValues>;
  /** Amount and term were chosen before (on the sliders): shown, with a button to change them, not asked again. */
  loanChosen?: boolean;
}

/**
 * What happens to the data, in plain Polish, above the consents; ends where the privacy-policy link follows.
 * Who may get the answers and which of them come from contracts/data-flows.ts, as the privacy policy's do.
 */
export const DATA_USE_NOTE =
  'Odpowiedzi z tego formularza zapisujemy w serwisie Przelewik, żeby pokazać oferty dopasowane do Ciebie. ' +
  `Pożyczkodawcy, który przyjmuje od nas wnioski (${deliveryLenderNames()}), przekażemy je tylko wtedy, gdy na stronie ` +
  `przejścia zgodzisz się na to osobno, dla niego jednego; otrzyma wtedy: ${deliveredPersonalFields()}. ` +
  'Formularz jest bezpłatny i do niczego nie zobowiązuje; wniosek o pożyczkę złożysz na stronie wybranego ' +
  'pożyczkodawcy, który sam o niej decyduje. Zgody możesz wycofać w każdej chwili. ' +
  'Więcej o tym, jak chronimy dane, kto je otrzymuje i jakie masz prawa, przeczytasz w';
const RESTORED_NOTE = 'Przywróciliśmy dane wpisane wcześniej w tej karcie przeglądarki.';

const STEP_TITLE = Object.fromEntries(LEAD_STEPS.map((step) => [step.id, step.title])) as Record<LeadStepId, string>;
const STEP_WHY = Object.fromEntries(LEAD_STEPS.map((step) => [step.id, step.why])) as Record<LeadStepId, string>;
const SEND_FAILED = 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.';
const TERM_FORMS: Record<TermUnit, PluralForms> = { days: DAYS, months: MONTHS };
const unitOf = (value: string): TermUnit => (value === 'months' ? 'months' : 'days');

const startValue = (value: number | undefined, fallback: number, limits: SliderLimits): number =>
  snapToStep(value !== undefined && Number.isFinite(value) ? value : fallback, limits.min, limits.max, limits.step);

/** "dni" or "dzień", "miesiące" or "miesięcy": the unit after the number field, agreeing with the number typed. */
const termWord = (text: string, unit: TermUnit): string => {
  const forms = TERM_FORMS[unit];
  const read = readInteger(text);
  return read.ok ? (pluralPl(read.value, forms).split('\u00a0').pop() ?? forms.many) : forms.many;
};

/**
 * The registration funnel (/reg/, /reg3/): one step of LEAD_STEPS at a time, each checked with the contract's
 * validateStep before moving on, errors at their fields, one sentence under each title saying why its fields are
 * asked and who receives them, a session draft, and the whole lead handed to `submit` at the end.
 */
export function RegistrationFlow(props: RegistrationFlowProps) {
  const { variant = 'reg', amountLimits, termLimits, submit, onDone, now = () => new Date() } = props;
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const allBox = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const sending = useRef(false);
  const startUnit: TermUnit = props.initial?.termUnit ?? 'days';
  const origin = {
    amount: startValue(props.initial?.amount, DEFAULT_CHOICE.amount, amountLimits),
    term: startValue(props.initial?.term, DEFAULT_TERM[startUnit], termLimits[startUnit]),
    termUnit: startUnit,
  };
  const { state, dispatch, clearDraft } = useRegistrationFlow({
    variant,
    origin,
    initialStep: props.initialStep,
    initialValues: props.initialValues,
    storage: props.storage,
    loanChosen: props.loanChosen,
  });
  const { values, errors, order, step } = state;
  const stepId = order[step] ?? 'loan';
  const isLast = step === order.length - 1;
  const fid = (key: string) => `${uid}-${fieldKey(key)}`;
  const opts = () => ({ today: now(), amount: amountLimits, termDays: termLimits.days, termMonths: termLimits.months });
  const unit = unitOf(values.termUnit);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Focus follows the person: the new step's heading after moving, or the first field that needs fixing.
  useEffect(() => {
    const focus = state.focus;
    if (!focus) return;
    if (focus.target === 'heading') heading.current?.focus();
    else focusById(form.current, fid(focus.target));
  }, [state.focus]);

  const allChecked = CONSENT_IDS.every((id) => values.consents[id]);
  const someChecked = CONSENT_IDS.some((id) => values.consents[id]);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = someChecked && !allChecked;
  }, [someChecked, allChecked, stepId]);

  const set = (field: FlowField) => (value: string) => dispatch({ type: 'set', field, value });
  /** Writes a valid value back in its usual form when the person leaves the field. */
  const tidy = (field: FlowField, format: (value: string) => string | null) => () => {
    const formatted = format(values[field]);
    if (formatted !== null && formatted !== values[field]) dispatch({ type: 'set', field, value: formatted });
  };
  const err = (key: LeadErrorKey) => errors[key];

  async function send() {
    if (sending.current) return;
    const checked = buildLead(values, opts());
    if (!checked.ok) {
      dispatch({ type: 'errors', errors: checked.errors });
      return;
    }
    sending.current = true;
    dispatch({ type: 'sending' });
    let result: LeadSubmitResult;
    try {
      result = await submit(checked.lead);
    } catch {
      result = { ok: false };
    }
    sending.current = false;
    if (!mounted.current) return;
    if (result.ok) {
      clearDraft();
      dispatch({ type: 'done' });
      onDone(result.leadId);
      return;
    }
    const fieldErrors = pickLeadErrors(result.errors);
    if (Object.keys(fieldErrors).length > 0) dispatch({ type: 'errors', errors: fieldErrors, message: result.message });
    else dispatch({ type: 'failed', message: result.message || SEND_FAILED });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLast) void send();
    else dispatch({ type: 'next', opts: opts() });
  }

  if (state.status === 'done') {
    return (
      <div className="pz-reg pz-reg--done" role="status">
        <h2 className="pz-reg__title" ref={heading} tabIndex={-1}>
          Dziękujemy! Zapisaliśmy Twoje odpowiedzi.
        </h2>
        <p>{tieShortWords('Za chwilę pokażemy oferty pożyczkodawców, które mogą do Ciebie pasować.')}</p>
      </div>
    );
  }

  const pending = state.status === 'sending';
  const progress = { '--pz-progress': `${Math.round(((step + 1) / order.length) * 100)}%` } as CSSProperties;

  return (
    <form
      ref={form}
      className="pz-reg"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${uid}-title`}
      aria-busy={pending ? 'true' : undefined}
      data-step={stepId}
    >
      {order.includes('loan') ? null : (
        <p className="pz-reg__loan">
          <span>
            Twoja pożyczka:{' '}
            <strong>{`${formatPln(Number(values.amount))} na\u00a0${pluralPl(Number(values.term), TERM_FORMS[unit])}`}</strong>
          </span>{' '}
          <button type="button" className="pz-reg__loan-change" onClick={() => dispatch({ type: 'editLoan' })}>
            Zmień kwotę lub okres
          </button>
        </p>
      )}
      <div className="pz-reg__progress">
        <p className="pz-reg__count" id={`${uid}-count`}>
          Krok {step + 1} z {order.length}
        </p>
        <div className="pz-reg__bar" style={progress} aria-hidden="true">
          <span />
        </div>
        {/* role="list": Safari drops list semantics from lists drawn without markers. */}
        <ol className="pz-reg__steps" role="list" aria-label="Kroki wniosku">
          {order.map((id, i) => (
            <li
              key={id}
              className="pz-reg__step"
              data-state={i < step ? 'done' : i === step ? 'current' : 'todo'}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className="pz-reg__step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="pz-reg__step-name">
                {STEP_TITLE[id]}
                {i < step ? <span className="pz-vh"> (gotowe)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </div>

      <h2
        className="pz-reg__title"
        id={`${uid}-title`}
        ref={heading}
        tabIndex={-1}
        aria-describedby={`${uid}-count ${uid}-why`}
      >
        {STEP_TITLE[stepId]}
      </h2>
      <p className="pz-reg__why" id={`${uid}-why`}>
        {tieShortWords(STEP_WHY[stepId])}
      </p>

      {state.restored !== 'none' ? (
        <p className="pz-notice" role="status">
          {tieShortWords(RESTORED_NOTE)}
        </p>
      ) : null}

      <div className="pz-reg__fields" key={stepId}>
        {stepId === 'loan' ? (
          <>
            <RangeField
              id={fid('amount')}
              label={LEAD_FIELD_LABELS.amount}
              value={values.amount}
              limits={amountLimits}
              unit="zł"
              format={formatPln}
              kind="amount"
              error={err('amount')}
              onValue={set('amount')}
            />
            <TermUnitSwitch
              legend={LEAD_FIELD_LABELS.termUnit}
              value={unit}
              onChange={(next) => dispatch({ type: 'unit', unit: next, term: DEFAULT_TERM[next] })}
            />
            <RangeField
              key={unit}
              id={fid('term')}
              label={LEAD_FIELD_LABELS.term}
              value={values.term}
              limits={termLimits[unit]}
              unit={termWord(values.term, unit)}
              format={(n) => pluralPl(n, TERM_FORMS[unit])}
              kind="term"
              error={err('term')}
              onValue={set('term')}
            />
            <LoanSummary
              amount={values.amount}
              term={values.term}
              unit={unit}
              amountLimits={amountLimits}
              termLimits={termLimits[unit]}
            />
          </>
        ) : null}

        {stepId === 'age' ? (
          <TextField
            id={fid('birthDate')}
            label={LEAD_FIELD_LABELS.birthDate}
            hint={BIRTH_DATE_HINT}
            autoComplete="bday"
            inputMode="numeric"
            maxLength={10}
            size="medium"
            value={values.birthDate}
            error={err('birthDate')}
            onValue={set('birthDate')}
            onBlur={tidy('birthDate', (v) => {
              const date = checkBirthDate(v, now());
              return date.ok ? formatBirthDate(date.value) : null;
            })}
          />
        ) : null}

        {stepId === 'contact' ? (
          <>
            <TextField
              id={fid('phone')}
              label={LEAD_FIELD_LABELS.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="np. 601 234 567"
              maxLength={20}
              size="medium"
              value={values.phone}
              error={err('phone')}
              onValue={set('phone')}
              onBlur={tidy('phone', (v) => {
                const phone = checkMobilePhone(v);
                return phone.ok ? formatPolishMobile(phone.value) : null;
              })}
            />
            <TextField
              id={fid('email')}
              label={LEAD_FIELD_LABELS.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={values.email}
              error={err('email')}
              onValue={set('email')}
            />
          </>
        ) : null}

        {stepId === 'consents' ? (
          <div className="pz-reg__consents">
            <p className="pz-reg__about">
              {/* The space inside the text, so its last word ("w") is tied to the link's first. */}
              {tieShortWords(`${DATA_USE_NOTE} `)}
              <NewTabLink href="/privacy-policy/">Polityce prywatności</NewTabLink>.
            </p>
            <CheckField
              id={fid('consents-all')}
              variant="all"
              inputRef={allBox}
              checked={allChecked}
              onChecked={(checked) => dispatch({ type: 'allConsents', checked })}
            >
              Zaznacz wszystkie
            </CheckField>
            {CONSENTS.map((consent) => (
              <CheckField
                key={consent.id}
                id={fid(`consents.${consent.id}`)}
                checked={values.consents[consent.id]}
                error={err(`consents.${consent.id}`)}
                onChecked={(checked) => dispatch({ type: 'consent', id: consent.id, checked })}
              >
                <ConsentText consent={consent} />
              </CheckField>
            ))}
          </div>
        ) : null}
      </div>

      {state.message ? (
        <div className="pz-alert" role="alert">
          <p>{state.message}</p>
          {state.status === 'failed' ? (
            <button type="button" className="pz-btn pz-btn--secondary" onClick={() => void send()}>
              Spróbuj ponownie
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="pz-reg__nav">
        {step > 0 ? (
          <button
            type="button"
            className="pz-btn pz-btn--secondary pz-reg__back"
            disabled={pending}
            onClick={() => dispatch({ type: 'back' })}
          >
            Wstecz
          </button>
        ) : null}
        <button type="submit" className="pz-btn pz-btn--primary pz-reg__next" disabled={pending || !state.ready}>
          {pending ? (
            <>
              <span className="pz-btn__spinner" aria-hidden="true" />
              Zapisujemy odpowiedzi…
            </>
          ) : isLast ? (
            'Pokaż dopasowane oferty'
          ) : (
            'Dalej'
          )}
        </button>
      </div>
    </form>
  );
}

interface RangeFieldProps {
  id: string;
  label: string;
  value: string;
  limits: SliderLimits;
  unit: string;
  format: (value: number) => string;
  /** An amount moves in stops a thumb can hit; a term keeps every step (LoanRange). */
  kind: 'amount' | 'term';
  error?: string | undefined;
  onValue: (value: string) => void;
}

/**
 * A range input and a number field kept in step: typing moves the slider, sliding rewrites the number. The
 * number field holds what is typed (even half-typed or out of range, which the step check then explains); the
 * slider shows the nearest value it can.
 */
function RangeField({ id, label, value, limits, unit, format, kind, error, onValue }: RangeFieldProps) {
  const read = readInteger(value);
  const slider = snapToStep(read.ok ? read.value : limits.min, limits.min, limits.max, limits.step);
  const labelId = `${id}-label`;
  return (
    <div className="pz-range">
      <div className="pz-range__head">
        <label className="pz-field__label" id={labelId} htmlFor={id}>
          {label}
        </label>
        <div className="pz-field__control pz-range__number">
          <input
            id={id}
            className="pz-field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={formatTypedInteger(value)}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy(error && errorId(id), `${id}-unit`)}
            onInput={(event) => onValue(event.currentTarget.value)}
          />
          <span className="pz-field__suffix" id={`${id}-unit`}>
            {unit}
          </span>
        </div>
      </div>
      <LoanRange
        className="pz-slider__input"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={slider}
        kind={kind}
        valueText={format(slider)}
        invalid={Boolean(error)}
        labelledBy={labelId}
        describedBy={describedBy(error && errorId(id))}
        onValue={(next) => onValue(String(next))}
      />
      <div className="pz-range__limits" aria-hidden="true">
        <span>{format(limits.min)}</span>
        <span>{format(limits.max)}</span>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** "Chcesz pożyczyć 1 500 zł na 30 dni." (or "na 48 miesięcy") once both numbers are in their limits. */
function LoanSummary({
  amount,
  term,
  unit,
  amountLimits,
  termLimits,
}: {
  amount: string;
  term: string;
  unit: TermUnit;
  amountLimits: SliderLimits;
  termLimits: SliderLimits;
}) {
  const a = readInteger(amount);
  const t = readInteger(term);
  const inRange = (n: number, l: SliderLimits) => n >= l.min && n <= l.max;
  if (!a.ok || !t.ok || !inRange(a.value, amountLimits) || !inRange(t.value, termLimits))
    return <p className="pz-reg__summary" aria-hidden="true" />;
  return (
    <p className="pz-reg__summary">
      Chcesz pożyczyć <strong>{formatPln(a.value)}</strong> na <strong>{pluralPl(t.value, TERM_FORMS[unit])}</strong>
      {unit === 'months' ? ', w ratach miesięcznych' : ', ze spłatą jednorazową'}.
    </p>
  );
}
