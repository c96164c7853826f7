import { useCallback, useEffect, useId, useRef, type FormEvent } from 'react';
import { DEFAULT_CHOICE, DEFAULT_TERM } from '../../contracts/loan-limits';
import type { LeadStepId } from '../../contracts/lead';
import type { TermUnit } from '../../contracts/offer';
import { loanRangeCss } from '../AmountSlider/styles';
import { fieldsCss, focusById } from '../fields/Fields';
import { termUnitSwitchCss } from '../LoanSliders/TermUnitSwitch';
import { tieShortWords } from '../text/Paragraphs';
import { FlowAlert, FlowDone, FlowNav, FlowProgress, LoanChosen, StepIntro } from './FlowParts';
import { startValue, unitOf, type SliderLimits } from './loan';
import { AgeStep } from './steps/AgeStep';
import { ConsentsStep } from './steps/ConsentsStep';
import { ContactStep } from './steps/ContactStep';
import { LoanStep } from './steps/LoanStep';
import { fieldId, useFieldActions } from './useFieldActions';
import { useLeadSubmit, type LeadSubmit } from './useLeadSubmit';
import { useRegistrationFlow, type DraftStorage, type FlowVariant, type FormValues } from './useRegistrationFlow';
import css from './RegistrationFlow.css?inline';

export { DATA_USE_NOTE } from './steps/ConsentsStep';
export type { SliderLimits } from './loan';
export type { LeadSubmit, LeadSubmitResult } from './useLeadSubmit';

export const registrationFlowCss = `${fieldsCss}\n${termUnitSwitchCss}\n${css}\n${loanRangeCss}`;

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

const RESTORED_NOTE = 'Przywróciliśmy dane wpisane wcześniej w tej karcie przeglądarki.';
const realNow = () => new Date();

/**
 * The registration funnel (/reg/, /reg3/): one step of LEAD_STEPS at a time (steps/), each checked with the
 * contract's validateStep before moving on, errors at their fields, one sentence under each title saying why its
 * fields are asked and who receives them, a session draft, and the whole lead handed to `submit` at the end.
 * This component holds the state and the moves between steps; a slider's move redraws only the loan step.
 */
export function RegistrationFlow(props: RegistrationFlowProps) {
  const { variant = 'reg', amountLimits, termLimits, now = realNow } = props;
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
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
  const unit = unitOf(values.termUnit);
  const opts = () => ({ today: now(), amount: amountLimits, termDays: termLimits.days, termMonths: termLimits.months });
  const { set, tidy } = useFieldActions(dispatch, values);
  const send = useLeadSubmit(dispatch, { values, opts, submit: props.submit, onDone: props.onDone, clearDraft });
  const retry = useCallback(() => void send(), [send]);
  const back = useCallback(() => dispatch({ type: 'back' }), [dispatch]);
  const editLoan = useCallback(() => dispatch({ type: 'editLoan' }), [dispatch]);
  const switchUnit = useCallback(
    (next: TermUnit) => dispatch({ type: 'unit', unit: next, term: DEFAULT_TERM[next] }),
    [dispatch],
  );

  // Focus follows the person: the new step's heading after moving, or the first field that needs fixing.
  useEffect(() => {
    const focus = state.focus;
    if (!focus) return;
    if (focus.target === 'heading') heading.current?.focus();
    else focusById(form.current, fieldId(uid, focus.target));
  }, [state.focus]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLast) void send();
    else dispatch({ type: 'next', opts: opts() });
  }

  if (state.status === 'done') return <FlowDone headingRef={heading} />;
  const pending = state.status === 'sending';

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
        <LoanChosen amount={values.amount} term={values.term} unit={unit} onEdit={editLoan} />
      )}
      <FlowProgress uid={uid} order={order} step={step} />
      <StepIntro uid={uid} stepId={stepId} headingRef={heading} />
      {state.restored !== 'none' ? (
        <p className="pz-notice" role="status">
          {tieShortWords(RESTORED_NOTE)}
        </p>
      ) : null}

      <div className="pz-reg__fields" key={stepId}>
        {stepId === 'loan' ? (
          <LoanStep
            uid={uid}
            amount={values.amount}
            term={values.term}
            unit={unit}
            amountLimits={amountLimits}
            termLimits={termLimits[unit]}
            amountError={errors.amount}
            termError={errors.term}
            onAmount={set.amount}
            onTerm={set.term}
            onUnit={switchUnit}
          />
        ) : null}
        {stepId === 'age' ? (
          <AgeStep
            uid={uid}
            birthDate={values.birthDate}
            error={errors.birthDate}
            onValue={set.birthDate}
            tidy={tidy}
            now={now}
          />
        ) : null}
        {stepId === 'contact' ? (
          <ContactStep
            uid={uid}
            phone={values.phone}
            email={values.email}
            phoneError={errors.phone}
            emailError={errors.email}
            set={set}
            tidy={tidy}
          />
        ) : null}
        {stepId === 'consents' ? (
          <ConsentsStep uid={uid} consents={values.consents} errors={errors} dispatch={dispatch} />
        ) : null}
      </div>

      {state.message ? <FlowAlert message={state.message} failed={state.status === 'failed'} onRetry={retry} /> : null}
      <FlowNav first={step === 0} last={isLast} pending={pending} ready={state.ready} onBack={back} />
    </form>
  );
}
