// The flow's frame around a step: the loan chosen before, the progress, the step's title, the alert and the
// buttons. Each is memoised on plain values and stable callbacks, so moving a slider redraws none of them.
import { memo, type RefObject } from 'react';
import { usePercentVar } from '../percent-var';
import { LEAD_STEPS, type LeadStepId } from '../../contracts/lead';
import type { TermUnit } from '../../contracts/offer';
import { tieShortWords } from '../text/Paragraphs';
import { loanText } from './loan';

const STEP_TITLE = Object.fromEntries(LEAD_STEPS.map((step) => [step.id, step.title])) as Record<LeadStepId, string>;
const STEP_WHY = Object.fromEntries(LEAD_STEPS.map((step) => [step.id, step.why])) as Record<LeadStepId, string>;

/** "Twoja pożyczka: 1 500 zł na 30 dni" with a button that brings the loan step back, here. */
export const LoanChosen = memo(function LoanChosen(props: {
  amount: string;
  term: string;
  unit: TermUnit;
  onEdit: () => void;
}) {
  return (
    <p className="pz-reg__loan">
      <span>
        Twoja pożyczka: <strong>{loanText(props.amount, props.term, props.unit)}</strong>
      </span>{' '}
      <button type="button" className="pz-reg__loan-change" onClick={props.onEdit}>
        Zmień kwotę lub okres
      </button>
    </p>
  );
});

/** "Krok 2 z 4", a bar, and the named steps with the current one marked. */
export const FlowProgress = memo(function FlowProgress(props: {
  uid: string;
  order: readonly LeadStepId[];
  step: number;
}) {
  const { uid, order, step } = props;
  const bar = usePercentVar<HTMLDivElement>('progress', Math.round(((step + 1) / order.length) * 100));
  return (
    <div className="pz-reg__progress">
      <p className="pz-reg__count" id={`${uid}-count`}>
        Krok {step + 1} z {order.length}
      </p>
      <div className="pz-reg__bar" ref={bar.ref} {...bar.attrs} aria-hidden="true">
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
  );
});

/** The step's title (focused after moving) and the sentence saying why its fields are asked. */
export const StepIntro = memo(function StepIntro(props: {
  uid: string;
  stepId: LeadStepId;
  headingRef: RefObject<HTMLHeadingElement>;
}) {
  const { uid, stepId } = props;
  return (
    <>
      <h2
        className="pz-reg__title"
        id={`${uid}-title`}
        ref={props.headingRef}
        tabIndex={-1}
        aria-describedby={`${uid}-count ${uid}-why`}
      >
        {STEP_TITLE[stepId]}
      </h2>
      <p className="pz-reg__why" id={`${uid}-why`}>
        {tieShortWords(STEP_WHY[stepId])}
      </p>
    </>
  );
});

/** A server message or a failed send, with a retry for the latter. */
export const FlowAlert = memo(function FlowAlert(props: { message: string; failed: boolean; onRetry: () => void }) {
  return (
    <div className="pz-alert" role="alert">
      <p>{props.message}</p>
      {props.failed ? (
        <button type="button" className="pz-btn pz-btn--secondary" onClick={props.onRetry}>
          Spróbuj ponownie
        </button>
      ) : null}
    </div>
  );
});

/** "Wstecz" after the first step, and "Dalej" or, on the last, "Pokaż dopasowane oferty" (a spinner while sending). */
export const FlowNav = memo(function FlowNav(props: {
  first: boolean;
  last: boolean;
  pending: boolean;
  ready: boolean;
  onBack: () => void;
}) {
  const { pending } = props;
  return (
    <div className="pz-reg__nav">
      {props.first ? null : (
        <button
          type="button"
          className="pz-btn pz-btn--secondary pz-reg__back"
          disabled={pending}
          onClick={props.onBack}
        >
          Wstecz
        </button>
      )}
      <button type="submit" className="pz-btn pz-btn--primary pz-reg__next" disabled={pending || !props.ready}>
        {pending ? (
          <>
            <span className="pz-btn__spinner" aria-hidden="true" />
            Zapisujemy odpowiedzi…
          </>
        ) : props.last ? (
          'Pokaż dopasowane oferty'
        ) : (
          'Dalej'
        )}
      </button>
    </div>
  );
});

/** What replaces the form once the lead is stored; its heading takes the focus. */
export function FlowDone({ headingRef }: { headingRef: RefObject<HTMLHeadingElement> }) {
  return (
    <div className="pz-reg pz-reg--done" role="status">
      <h2 className="pz-reg__title" ref={headingRef} tabIndex={-1}>
        Dziękujemy! Zapisaliśmy Twoje odpowiedzi.
      </h2>
      <p>{tieShortWords('Za chwilę pokażemy oferty pożyczkodawców, które mogą do Ciebie pasować.')}</p>
    </div>
  );
}
