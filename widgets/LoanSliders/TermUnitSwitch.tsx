import { useId } from 'react';
import type { TermUnit } from '../../contracts/offer';
import { TERM_UNIT_OPTIONS } from './useLoanSliders';

export { termUnitSwitchCss } from './styles';

export interface TermUnitSwitchProps {
  value: TermUnit;
  onChange: (unit: TermUnit) => void;
  /** The radio group's name: in a GET form it is sent as `unit=days|months`. */
  name?: string;
  legend?: string;
  disabled?: boolean;
}

/**
 * Days or months, as a two-option segmented radio group: native radios (arrow keys move between them, a form
 * sends the choice), drawn as two buttons side by side, each with a short hint of what the unit means.
 */
export function TermUnitSwitch({
  value,
  onChange,
  name,
  legend = 'Jak chcesz spłacić?',
  disabled,
}: TermUnitSwitchProps) {
  const id = useId();
  return (
    <fieldset className="pz-unit" disabled={disabled}>
      <legend className="pz-unit__legend">{legend}</legend>
      <div className="pz-unit__options">
        {TERM_UNIT_OPTIONS.map((option) => (
          <label key={option.unit} className="pz-unit__option">
            <input
              className="pz-unit__input"
              type="radio"
              name={name ?? `${id}-unit`}
              value={option.unit}
              checked={value === option.unit}
              onChange={() => onChange(option.unit)}
            />
            <span className="pz-unit__text">
              <span className="pz-unit__label">{option.label}</span>
              <span className="pz-unit__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
