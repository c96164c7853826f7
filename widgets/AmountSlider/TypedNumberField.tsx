// The number box beside a loan slider: the typed field (driven by useTypedNumber) with its unit. One component for
// every slider of the library (the amount slider, the offers page's and the category page's loan controls).
import { formatNumber } from '../../contracts/format';
import type { useTypedNumber } from './useTypedNumber';

export interface TypedNumberFieldProps {
  /** The field's accessible name, with the unit its digits are in ("Kwota pożyczki w złotych"). */
  label: string;
  /** The typed number's draft and handlers. */
  typed: ReturnType<typeof useTypedNumber>;
  /** The slider's largest value: the field is as wide as it written out. */
  max: number;
  /** The unit shown after the digits ("zł", "dni"), hidden from screen readers (the label says it). */
  unit: string;
  id?: string;
  describedBy?: string;
  disabled?: boolean;
}

export function TypedNumberField({ label, typed, max, unit, id, describedBy, disabled }: TypedNumberFieldProps) {
  return (
    <span className={disabled ? 'pz-slider__number pz-slider__number--disabled' : 'pz-slider__number'}>
      <input
        id={id}
        className="pz-slider__typed"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        size={Math.max(formatNumber(max).length, 2)}
        {...typed.input}
      />
      <span className="pz-slider__unit" aria-hidden="true">
        {unit}
      </span>
    </span>
  );
}
