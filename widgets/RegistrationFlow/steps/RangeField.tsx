import { memo } from 'react';
import { formatTypedInteger, readInteger } from '../../../contracts/checks/money';
import { LoanRange } from '../../AmountSlider/LoanRange';
import { snapToStep } from '../../AmountSlider/snap';
import { FieldError, describedBy, errorId } from '../../fields/Fields';
import type { SliderLimits } from '../loan';

export interface RangeFieldProps {
  /** The number field's id; the label, unit and error ids derive from it. */
  id: string;
  /** The visible label, shared by the number field and the slider. */
  label: string;
  /** The value as typed (kept even half-typed or out of range). */
  value: string;
  /** The slider's limits. */
  limits: SliderLimits;
  /** The word after the number field ("zł", "dni"). */
  unit: string;
  /** How a value is said: the screen reader's value text and the limits under the slider. */
  format: (value: number) => string;
  /** An amount moves in stops a thumb can hit; a term keeps every step (LoanRange). */
  kind: 'amount' | 'term';
  /** The field's error, shown under it. */
  error?: string | undefined;
  /** Called with the new text, from typing or from the slider. */
  onValue: (value: string) => void;
}

/**
 * A range input and a number field kept in step: typing moves the slider, sliding rewrites the number. The
 * number field holds what is typed (even half-typed or out of range, which the step check then explains); the
 * slider shows the nearest value it can. Memoised: moving the amount does not redraw the term.
 */
export const RangeField = memo(function RangeField(props: RangeFieldProps) {
  const { id, label, value, limits, unit, format, kind, error, onValue } = props;
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
});
