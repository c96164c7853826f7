import { memo, useCallback, useId, useRef } from 'react';
import { snapToStep } from '../AmountSlider/snap';
import { LoanRange, useTypedNumber } from '../AmountSlider/LoanRange';
import { formatNumber, formatPln } from '../../contracts/format';
import type { TermUnit } from '../../contracts/offer';
import { TermUnitSwitch } from './TermUnitSwitch';
import {
  formatTerm,
  registrationHref,
  termUnitWord,
  type Field,
  type LoanChoice,
  type LoanLimits,
} from './useLoanSliders';

export { loanSlidersCss } from './styles';

export interface LoanSlidersProps {
  /** The visitor's choice: amount in złoty, term in `limits.termUnit`. */
  value: LoanChoice;
  /** From the offer data (`limitsFromOffers`). */
  limits: LoanLimits;
  /** Called with the new choice whenever the visitor moves a slider or commits a typed value. */
  onChange: (next: LoanChoice) => void;
  /**
   * Shows the days / months switch; called with the unit chosen. The caller then passes the limits of that unit
   * (and the term to start from), so the term slider's range and step follow the switch.
   */
  onUnitChange?: (unit: TermUnit) => void;
  /** Registration address; with it a link carries the choice there as ?amount=&term=(&unit=months). */
  registrationBase?: string;
  /** Text of the registration link; the choice is added to it ("Dopasuj oferty na 1 500 zł, 30 dni"). */
  registrationLabel?: string;
  /** Label of the amount slider. */
  amountLabel?: string;
  /** Label of the term slider. */
  termLabel?: string;
  /** Disables the sliders and fields; the registration link takes no focus. */
  disabled?: boolean;
}

interface RowProps {
  field: Field;
  label: string;
  value: number;
  limits: LoanLimits;
  disabled?: boolean;
  onValue: (value: number) => void;
}

/**
 * One range input with the number field linked to it: either moves the other; a typed value is checked on commit.
 * Memoized: a change elsewhere on the page (the list's order) does not render the sliders again.
 */
const SliderRow = memo(function SliderRow({ field, label, value, limits, disabled, onValue }: RowProps) {
  const id = useId();
  const range = field === 'amount' ? limits.amount : limits.term;
  const write = (n: number): string => (field === 'amount' ? formatPln(n) : formatTerm(n, limits.termUnit));
  const unit = field === 'amount' ? 'zł' : termUnitWord(value, limits.termUnit);
  const current = snapToStep(value, range.min, range.max, range.step);
  // The number field every slider shares (AmountSlider's).
  const typed = useTypedNumber(current, onValue, field, limits);
  const numberLabel =
    field === 'amount' ? `${label} w złotych` : `${label} w ${limits.termUnit === 'months' ? 'miesiącach' : 'dniach'}`;
  return (
    <div className="pz-loan__row">
      <div className="pz-loan__head">
        <label className="pz-loan__label" htmlFor={`${id}-range`}>
          {label}
        </label>
        <span className={disabled ? 'pz-loan__number pz-loan__number--disabled' : 'pz-loan__number'}>
          <input
            id={`${id}-number`}
            className="pz-loan__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={numberLabel}
            aria-describedby={`${id}-limits${typed.note ? ` ${id}-note` : ''}`}
            disabled={disabled}
            size={Math.max(formatNumber(range.max).length, 2)}
            {...typed.input}
          />
          <span className="pz-loan__unit" aria-hidden="true">
            {unit}
          </span>
        </span>
      </div>
      <LoanRange
        id={`${id}-range`}
        className="pz-slider__input"
        min={range.min}
        max={range.max}
        step={range.step}
        value={current}
        kind={field === 'amount' ? 'amount' : 'term'}
        valueText={write(current)}
        disabled={disabled}
        onValue={typed.slide}
      />
      <p className="pz-loan__limits" id={`${id}-limits`}>
        <span>
          <span className="pz-loan__sr">od </span>
          {write(range.min)}
        </span>
        <span>
          <span className="pz-loan__sr">do </span>
          {write(range.max)}
        </span>
      </p>
      <p className="pz-loan__note" id={`${id}-note`} role="status">
        {typed.note}
      </p>
    </div>
  );
});

/**
 * Amount and term: two range inputs, each with a number field linked to it. Limits and steps come from the
 * offers; a typed value outside them is set to the nearest one the offers allow, and a note under the field
 * says so. Values read the Polish way ("1 500 zł", "1 dzień", "3 miesiące", "5 miesięcy").
 */
export function LoanSliders({
  value,
  limits,
  onChange,
  registrationBase,
  registrationLabel = 'Dopasuj oferty',
  amountLabel = 'Kwota pożyczki',
  termLabel = 'Okres spłaty',
  disabled,
  onUnitChange,
}: LoanSlidersProps) {
  const amount = snapToStep(value.amount, limits.amount.min, limits.amount.max, limits.amount.step);
  const term = snapToStep(value.term, limits.term.min, limits.term.max, limits.term.step);
  // The rows' callbacks stay the same between renders (so the memoized rows skip them) and read the latest choice.
  const latest = useRef({ amount, term, onChange });
  latest.current = { amount, term, onChange };
  const onAmount = useCallback(
    (next: number) => latest.current.onChange({ amount: next, term: latest.current.term }),
    [],
  );
  const onTerm = useCallback(
    (next: number) => latest.current.onChange({ amount: latest.current.amount, term: next }),
    [],
  );
  return (
    <div className="pz-loan">
      <SliderRow
        field="amount"
        label={amountLabel}
        value={amount}
        limits={limits}
        disabled={disabled}
        onValue={onAmount}
      />
      <div className="pz-loan__term">
        {onUnitChange ? <TermUnitSwitch value={limits.termUnit} onChange={onUnitChange} disabled={disabled} /> : null}
        {/* Keyed by unit: a value typed in days is not carried into the months field. */}
        <SliderRow
          key={limits.termUnit}
          field="term"
          label={termLabel}
          value={term}
          limits={limits}
          disabled={disabled}
          onValue={onTerm}
        />
      </div>
      {registrationBase ? (
        // Disabled, the link keeps its place and words but goes nowhere: no href (so not focusable, not clickable)
        // and aria-disabled, so a screen reader still hears a link that cannot be followed now.
        <a
          className={disabled ? 'pz-loan__cta pz-loan__cta--disabled' : 'pz-loan__cta'}
          href={disabled ? undefined : registrationHref(registrationBase, { amount, term }, limits.termUnit)}
          role={disabled ? 'link' : undefined}
          aria-disabled={disabled ? 'true' : undefined}
        >
          {registrationLabel}{' '}
          <span className="pz-loan__cta-choice">
            na {formatPln(amount)}, {formatTerm(term, limits.termUnit)}
          </span>
        </a>
      ) : null}
    </div>
  );
}
