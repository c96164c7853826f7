import { useEffect, useId, useRef, type CSSProperties, type FormEvent } from 'react';
import { CONSENTS, CONSENT_IDS } from '../../contracts/checks/consents';
import { EMPLOYMENT_OPTIONS } from '../../contracts/checks/employment';
import { checkPolishIban } from '../../contracts/checks/iban';
import { checkIdCard } from '../../contracts/checks/idcard';
import { checkPostalCode } from '../../contracts/checks/address';
import { readInteger } from '../../contracts/checks/money';
import { checkMobilePhone, formatPolishMobile } from '../../contracts/checks/phone';
import { DEFAULT_CHOICE } from '../../contracts/loan-limits';
import { LEAD_FIELD_LABELS, LEAD_STEPS, type LeadErrorKey, type LeadInput, type LeadStepId } from '../../contracts/lead';
import { snapToStep, fillPercent } from '../AmountSlider/useAmountSlider';
import { CheckField, ConsentText, FieldError, NewTabLink, SelectField, TextField, describedBy, errorId, fieldKey, fieldsCss, focusById } from '../fields/Fields';
import { DAYS, formatPln, pluralPl } from '../format/format';
import {
  buildLead, pickLeadErrors, useRegistrationFlow,
  type DraftStorage, type FlowVariant, type FormValues, type TextField as FlowField,
} from './useRegistrationFlow';
import { tieShortWords } from '../text/Paragraphs';
import css from './RegistrationFlow.css?inline';

export const registrationFlowCss = `${fieldsCss}\n${css}`;

export interface SliderLimits {
  min: number;
  max: number;
  step: number;
}

export type LeadSubmitResult = { ok: true; leadId: string } | { ok: false; errors?: Record<string, string>; message?: string };
/** Sends the lead (the page does the HTTP call to LEAD_PATH); the widget never calls fetch itself. */
export type LeadSubmit = (body: LeadInput) => Promise<LeadSubmitResult>;

export interface RegistrationFlowProps {
  /** 'reg': amount and term first. 'reg3': phone first, amount and term as the last step before the consents. */
  variant?: FlowVariant;
  amountLimits: SliderLimits;
  /** In days. */
  termLimits: SliderLimits;
  /** Start values, e.g. from ?amount= and ?term= in the address; snapped into the limits. */
  initial?: { amount?: number | undefined; termDays?: number | undefined };
  submit: LeadSubmit;
  onDone: (leadId: string) => void;
  /** Where the draft is kept; default window.sessionStorage, null for none. */
  storage?: DraftStorage | null;
  now?: () => Date;
  /** For Storybook and tests: start on this step with these values. Pages leave them out. */
  initialStep?: LeadStepId;
  initialValues?: Partial<FormValues>;
}

/** What happens to the data, in plain Polish, above the consents; ends where the privacy-policy link follows. */
const DATA_USE_NOTE =
  'Dane z wniosku przekażemy tylko współpracującym z nami pożyczkodawcom i pośrednikom kredytowym, żeby mogli przygotować ' +
  'dla Ciebie oferty. Wysłanie wniosku jest bezpłatne i do niczego nie zobowiązuje, a o przyznaniu pożyczki decyduje ' +
  'pożyczkodawca. Zgody możesz wycofać w każdej chwili. Więcej o tym, jak chronimy dane i jakie masz prawa, przeczytasz w';
const RESTORED_NOTE = 'Przywróciliśmy dane wpisane wcześniej w tej karcie przeglądarki.';
const RETYPE_NOTE =
  'Numer PESEL, serię i numer dowodu osobistego oraz numer konta wpisz ponownie – dla Twojego bezpieczeństwa nie przechowujemy ich na Twoim urządzeniu.';

const STEP_TITLE = Object.fromEntries(LEAD_STEPS.map((step) => [step.id, step.title])) as Record<LeadStepId, string>;
const SEND_FAILED = 'Nie udało się wysłać wniosku. Sprawdź połączenie z internetem i spróbuj ponownie.';

const startValue = (value: number | undefined, fallback: number, limits: SliderLimits): number =>
  snapToStep(value !== undefined && Number.isFinite(value) ? value : fallback, limits.min, limits.max, limits.step);

/** "dni" or "dzień": the unit after the number field, agreeing with the number typed. */
const daysWord = (text: string): string => {
  const read = readInteger(text);
  return read.ok ? pluralPl(read.value, DAYS).split('\u00a0').pop() ?? DAYS.many : DAYS.many;
};

/**
 * The registration funnel (/reg/, /reg3/): one step of LEAD_STEPS at a time, each checked with the contract's
 * validateStep before moving on, errors at their fields, a session draft without the sensitive fields, and the
 * whole lead handed to `submit` at the end.
 */
export function RegistrationFlow(props: RegistrationFlowProps) {
  const { variant = 'reg', amountLimits, termLimits, submit, onDone, now = () => new Date() } = props;
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const allBox = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const sending = useRef(false);
  const origin = {
    amount: startValue(props.initial?.amount, DEFAULT_CHOICE.amount, amountLimits),
    termDays: startValue(props.initial?.termDays, DEFAULT_CHOICE.termDays, termLimits),
  };
  const { state, dispatch, clearDraft } = useRegistrationFlow({
    variant, origin, initialStep: props.initialStep, initialValues: props.initialValues, storage: props.storage,
  });
  const { values, errors, order, step } = state;
  const stepId = order[step] ?? 'loan';
  const isLast = step === order.length - 1;
  const fid = (key: string) => `${uid}-${fieldKey(key)}`;
  const opts = () => ({ today: now(), amount: amountLimits, termDays: termLimits });

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
          Dziękujemy! Wniosek został wysłany.
        </h2>
        <p>{tieShortWords('Za chwilę pokażemy oferty pożyczkodawców, które mogą do Ciebie pasować.')}</p>
      </div>
    );
  }

  const pending = state.status === 'sending';
  const progress = { '--pz-progress': `${Math.round(((step + 1) / order.length) * 100)}%` } as CSSProperties;

  return (
    <form ref={form} className="pz-reg" method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-title`} aria-busy={pending ? 'true' : undefined} data-step={stepId}>
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
            <li key={id} className="pz-reg__step" data-state={i < step ? 'done' : i === step ? 'current' : 'todo'} aria-current={i === step ? 'step' : undefined}>
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

      <h2 className="pz-reg__title" id={`${uid}-title`} ref={heading} tabIndex={-1} aria-describedby={`${uid}-count`}>
        {STEP_TITLE[stepId]}
      </h2>

      {state.restored !== 'none' ? (
        <p className="pz-notice" role="status">
          {tieShortWords(state.restored === 'retype' ? `${RESTORED_NOTE} ${RETYPE_NOTE}` : RESTORED_NOTE)}
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
              error={err('amount')}
              onValue={set('amount')}
            />
            <RangeField
              id={fid('termDays')}
              label={LEAD_FIELD_LABELS.termDays}
              value={values.termDays}
              limits={termLimits}
              unit={daysWord(values.termDays)}
              format={(n) => pluralPl(n, DAYS)}
              error={err('termDays')}
              onValue={set('termDays')}
            />
            <LoanSummary amount={values.amount} termDays={values.termDays} amountLimits={amountLimits} termLimits={termLimits} />
          </>
        ) : null}

        {stepId === 'phone' ? (
          <TextField
            id={fid('phone')}
            label={LEAD_FIELD_LABELS.phone}
            hint="Pożyczkodawca może zadzwonić lub wysłać SMS, żeby potwierdzić wniosek."
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
        ) : null}

        {stepId === 'personal' ? (
          <>
            <TextField id={fid('firstName')} className="pz-reg__half" label={LEAD_FIELD_LABELS.firstName} autoComplete="given-name" autoCapitalize="words" spellCheck={false} maxLength={50} value={values.firstName} error={err('firstName')} onValue={set('firstName')} />
            <TextField id={fid('lastName')} className="pz-reg__half" label={LEAD_FIELD_LABELS.lastName} autoComplete="family-name" autoCapitalize="words" spellCheck={false} maxLength={50} value={values.lastName} error={err('lastName')} onValue={set('lastName')} />
            <TextField
              id={fid('pesel')}
              size="medium"
              label={LEAD_FIELD_LABELS.pesel}
              hint="11 cyfr – znajdziesz go w dowodzie osobistym"
              inputMode="numeric"
              autoComplete="off"
              maxLength={13}
              value={values.pesel}
              error={err('pesel')}
              onValue={set('pesel')}
            />
            <TextField
              id={fid('idCard')}
              size="medium"
              label={LEAD_FIELD_LABELS.idCard}
              hint="3 litery i 6 cyfr, np. ABC 123456"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              value={values.idCard}
              error={err('idCard')}
              onValue={set('idCard')}
              onBlur={tidy('idCard', (v) => {
                const card = checkIdCard(v);
                return card.ok ? `${card.value.slice(0, 3)} ${card.value.slice(3)}` : null;
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

        {stepId === 'address' ? (
          <>
            <TextField
              id={fid('postalCode')}
              className="pz-reg__third"
              label={LEAD_FIELD_LABELS.postalCode}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00-000"
              maxLength={6}
              size="short"
              value={values.postalCode}
              error={err('postalCode')}
              onValue={set('postalCode')}
              onBlur={tidy('postalCode', (v) => {
                const code = checkPostalCode(v);
                return code.ok ? code.value : null;
              })}
            />
            <TextField id={fid('city')} className="pz-reg__two-thirds" label={LEAD_FIELD_LABELS.city} autoComplete="address-level2" maxLength={60} value={values.city} error={err('city')} onValue={set('city')} />
            <TextField
              id={fid('street')}
              label={LEAD_FIELD_LABELS.street}
              hint="Zostaw puste, jeśli w Twojej miejscowości nie ma ulic"
              autoComplete="street-address"
              maxLength={80}
              value={values.street}
              error={err('street')}
              onValue={set('street')}
            />
            <TextField
              id={fid('houseNumber')}
              label={LEAD_FIELD_LABELS.houseNumber}
              hint="np. 12 lub 12/3"
              maxLength={20}
              size="short"
              value={values.houseNumber}
              error={err('houseNumber')}
              onValue={set('houseNumber')}
            />
            <SelectField
              id={fid('employment')}
              label={LEAD_FIELD_LABELS.employment}
              placeholder="Wybierz z listy…"
              options={EMPLOYMENT_OPTIONS}
              value={values.employment}
              error={err('employment')}
              onValue={set('employment')}
            />
            <TextField
              id={fid('monthlyIncome')}
              label={LEAD_FIELD_LABELS.monthlyIncome}
              hint="Kwota „na rękę”, w pełnych złotych"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              size="medium"
              suffix="zł"
              value={values.monthlyIncome}
              error={err('monthlyIncome')}
              onValue={set('monthlyIncome')}
            />
          </>
        ) : null}

        {stepId === 'bank' ? (
          <TextField
            id={fid('bankAccount')}
            label={LEAD_FIELD_LABELS.bankAccount}
            hint="26 cyfr, najlepiej skopiowanych z aplikacji banku. Na to konto pożyczkodawca przeleje pieniądze, jeśli przyzna Ci pożyczkę."
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={values.bankAccount}
            error={err('bankAccount')}
            onValue={set('bankAccount')}
            onBlur={tidy('bankAccount', (v) => {
              const iban = checkPolishIban(v);
              return iban.ok ? iban.value.print : null;
            })}
          />
        ) : null}

        {stepId === 'consents' ? (
          <div className="pz-reg__consents">
            <p className="pz-reg__about">
              {tieShortWords(DATA_USE_NOTE)} <NewTabLink href="/privacy-policy/">Polityce prywatności</NewTabLink>.
            </p>
            <CheckField id={fid('consents-all')} variant="all" inputRef={allBox} checked={allChecked} onChecked={(checked) => dispatch({ type: 'allConsents', checked })}>
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
          <button type="button" className="pz-btn pz-btn--secondary pz-reg__back" disabled={pending} onClick={() => dispatch({ type: 'back' })}>
            Wstecz
          </button>
        ) : null}
        <button type="submit" className="pz-btn pz-btn--primary pz-reg__next" disabled={pending || !state.ready}>
          {pending ? (
            <>
              <span className="pz-btn__spinner" aria-hidden="true" />
              Wysyłamy wniosek…
            </>
          ) : isLast ? (
            'Wyślij wniosek'
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
  error?: string | undefined;
  onValue: (value: string) => void;
}

/**
 * A range input and a number field kept in step: typing moves the slider, sliding rewrites the number. The
 * number field holds what is typed (even half-typed or out of range, which the step check then explains); the
 * slider shows the nearest value it can.
 */
function RangeField({ id, label, value, limits, unit, format, error, onValue }: RangeFieldProps) {
  const read = readInteger(value);
  const slider = snapToStep(read.ok ? read.value : limits.min, limits.min, limits.max, limits.step);
  const style = { '--pz-fill': `${fillPercent(slider, limits.min, limits.max)}%` } as CSSProperties;
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
            value={value}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy(error && errorId(id), `${id}-unit`)}
            onInput={(event) => onValue(event.currentTarget.value)}
          />
          <span className="pz-field__suffix" id={`${id}-unit`}>
            {unit}
          </span>
        </div>
      </div>
      <input
        className="pz-range__input"
        type="range"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={slider}
        style={style}
        aria-labelledby={labelId}
        aria-valuetext={format(slider)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(error && errorId(id))}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <div className="pz-range__limits" aria-hidden="true">
        <span>{format(limits.min)}</span>
        <span>{format(limits.max)}</span>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** "Chcesz pożyczyć 1 500 zł na 30 dni." once both numbers are in their limits. */
function LoanSummary({ amount, termDays, amountLimits, termLimits }: { amount: string; termDays: string; amountLimits: SliderLimits; termLimits: SliderLimits }) {
  const a = readInteger(amount);
  const t = readInteger(termDays);
  const inRange = (n: number, l: SliderLimits) => n >= l.min && n <= l.max;
  if (!a.ok || !t.ok || !inRange(a.value, amountLimits) || !inRange(t.value, termLimits)) return <p className="pz-reg__summary" aria-hidden="true" />;
  return (
    <p className="pz-reg__summary">
      Chcesz pożyczyć <strong>{formatPln(a.value)}</strong> na <strong>{pluralPl(t.value, DAYS)}</strong>.
    </p>
  );
}
