import { useId } from 'react';
import { formatNumber, formatPln } from '../../contracts/format';
import type { TermUnit } from '../../contracts/offer';
import { formatTerm, termUnitWord } from '../LoanSliders/useLoanSliders';
import { useAmountSlider } from './useAmountSlider';
import { LoanRange, useTypedNumber } from './LoanRange';

export { amountSliderCss } from './styles';

// Only the hero's slider names its field this way (LoanSliders says "Kwota pożyczki w złotych"): kept out of the
// shared chunk.
/** "Kwota pożyczki (w złotych)": the number field's name, saying the unit its digits are in. */
export const numberLabel = (label: string, field: 'amount' | TermUnit): string =>
  `${label} (${field === 'amount' ? 'w złotych' : field === 'months' ? 'w miesiącach' : 'w dniach'})`;

export interface AmountSliderProps {
  /** Visible label; also the range input's accessible name. */
  label?: string;
  /** Smallest value, in the unit of `field` (złoty by default). */
  min: number;
  /** Largest value, in the unit of `field`. */
  max: number;
  /** What the number field snaps typed values to; a long range moves the slider in coarser thumb stops. */
  step: number;
  /** Controlled value; with `onChange` the page keeps it. Leave it out for `defaultValue`. */
  value?: number;
  /** Start value when the slider keeps its own state (default `min`), snapped to `step`. */
  defaultValue?: number;
  /** Called with every new value, dragged or typed (a typed value once it is committed). */
  onChange?: (value: number) => void;
  /** Form field name, so the slider works inside a plain form without JavaScript too. */
  name?: string;
  /** Disables the slider and its number field. */
  disabled?: boolean;
  /** What the slider sets: an amount in złoty (the default), or a term in days or months. */
  field?: 'amount' | TermUnit;
  /** How values are written (default: by `field`, "1 500 zł", "30 dni"). */
  format?: (value: number) => string;
  /** Short hint under the slider, read with it by screen readers. */
  hint?: string;
}

/**
 * A loan-amount slider: a native range input (keyboard: arrows, Page Up/Down, Home/End; touch and mouse drag)
 * beside a number field to type the value, with the limits below. A long amount range moves in steps a thumb can
 * hit (`thumbStops`: 100 zł up to 2 000 zł, coarser above); the number field takes any value on `step`.
 */
export function AmountSlider({
  label = 'Kwota pożyczki',
  min,
  max,
  step,
  value,
  defaultValue,
  onChange,
  name,
  disabled,
  field = 'amount',
  format,
  hint,
}: AmountSliderProps) {
  const id = useId();
  const slider = useAmountSlider({ min, max, step, value, defaultValue, onChange });
  const write = format ?? ((n: number) => (field === 'amount' ? formatPln(n) : formatTerm(n, field)));
  const text = write(slider.value);
  const range = { min, max, step };
  const typed = useTypedNumber(slider.value, slider.set, field === 'amount' ? 'amount' : 'term', {
    amount: range,
    term: range,
    termUnit: field === 'amount' ? 'days' : field,
  });
  const note = typed.note;
  return (
    <div className="pz-slider" data-disabled={disabled ? '' : undefined}>
      <div className="pz-slider__head">
        <label className="pz-slider__label" htmlFor={id}>
          {label}
        </label>
        <span className="pz-slider__number">
          <input
            className="pz-slider__typed"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={numberLabel(label, field)}
            aria-describedby={note ? `${id}-note` : undefined}
            disabled={disabled}
            size={Math.max(formatNumber(max).length, 2)}
            {...typed.input}
          />
          <span className="pz-slider__unit" aria-hidden="true">
            {field === 'amount' ? 'zł' : termUnitWord(slider.value, field)}
          </span>
        </span>
      </div>
      <LoanRange
        id={id}
        className="pz-slider__input"
        min={min}
        max={max}
        step={step}
        value={slider.value}
        kind={field === 'amount' ? 'amount' : 'term'}
        valueText={text}
        name={name}
        disabled={disabled}
        describedBy={hint ? `${id}-hint` : undefined}
        onValue={typed.slide}
      />
      <div className="pz-slider__limits" aria-hidden="true">
        <span>{write(min)}</span>
        <span>{write(max)}</span>
      </div>
      {note ? (
        <p className="pz-slider__note" id={`${id}-note`} role="status">
          {note}
        </p>
      ) : null}
      {hint ? (
        <p className="pz-slider__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
