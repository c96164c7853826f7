import { memo } from 'react';
import { LEAD_FIELD_LABELS } from '../../../contracts/lead';
import type { TermUnit } from '../../../contracts/offer';
import { formatPln } from '../../../contracts/format';
import { TermUnitSwitch } from '../../LoanSliders/TermUnitSwitch';
import { TERM_TEXT, summaryLoan, termWord, type SliderLimits } from '../loan';
import { fieldId } from '../useFieldActions';
import { RangeField } from './RangeField';

/** The unit switch redraws only when the unit changes, not with every move of a slider. */
const UnitSwitch = memo(TermUnitSwitch);

export interface LoanStepProps {
  /** The form's `useId()`, the prefix of its field ids. */
  uid: string;
  /** The amount as typed. */
  amount: string;
  /** The term as typed. */
  term: string;
  /** Days or months. */
  unit: TermUnit;
  /** The amount slider's limits, in złoty. */
  amountLimits: SliderLimits;
  /** The term's limits in the unit shown. */
  termLimits: SliderLimits;
  /** The amount field's error. */
  amountError?: string | undefined;
  /** The term field's error. */
  termError?: string | undefined;
  /** Called with the amount as typed or slid. */
  onAmount: (value: string) => void;
  /** Called with the term as typed or slid. */
  onTerm: (value: string) => void;
  /** Called when the visitor switches days and months. */
  onUnit: (unit: TermUnit) => void;
}

/** Amount and term: two sliders with number fields, the unit switch between them, and the loan in one sentence. */
export const LoanStep = memo(function LoanStep(props: LoanStepProps) {
  const { uid, unit, amountLimits, termLimits } = props;
  return (
    <>
      <RangeField
        id={fieldId(uid, 'amount')}
        label={LEAD_FIELD_LABELS.amount}
        value={props.amount}
        limits={amountLimits}
        unit="zł"
        format={formatPln}
        kind="amount"
        error={props.amountError}
        onValue={props.onAmount}
      />
      <UnitSwitch legend={LEAD_FIELD_LABELS.termUnit} value={unit} onChange={props.onUnit} />
      <RangeField
        key={unit}
        id={fieldId(uid, 'term')}
        label={LEAD_FIELD_LABELS.term}
        value={props.term}
        limits={termLimits}
        unit={termWord(props.term, unit)}
        format={TERM_TEXT[unit]}
        kind="term"
        error={props.termError}
        onValue={props.onTerm}
      />
      <LoanSummary
        amount={props.amount}
        term={props.term}
        unit={unit}
        amountLimits={amountLimits}
        termLimits={termLimits}
      />
    </>
  );
});

/** "Chcesz pożyczyć 1 500 zł na 30 dni." (or "na 48 miesięcy") once both numbers are in their limits. */
function LoanSummary(props: {
  amount: string;
  term: string;
  unit: TermUnit;
  amountLimits: SliderLimits;
  termLimits: SliderLimits;
}) {
  const loan = summaryLoan(props.amount, props.term, props.amountLimits, props.termLimits);
  if (!loan) return <p className="pz-reg__summary" aria-hidden="true" />;
  return (
    <p className="pz-reg__summary">
      Chcesz pożyczyć <strong>{formatPln(loan.amount)}</strong> na <strong>{TERM_TEXT[props.unit](loan.term)}</strong>
      {props.unit === 'months' ? ', w ratach miesięcznych' : ', ze spłatą jednorazową'}.
    </p>
  );
}
