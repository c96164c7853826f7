import { useId, type CSSProperties } from 'react';
import { formatPln } from '../../contracts/format';
import { useAmountSlider } from './useAmountSlider';
import css from './AmountSlider.css?inline';

export const amountSliderCss = css;

export interface AmountSliderProps {
  /** Visible label; also the range input's accessible name. */
  label?: string;
  min: number;
  max: number;
  step: number;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Form field name, so the slider works inside a plain form without JavaScript too. */
  name?: string;
  disabled?: boolean;
  /** How values are written (default: złoty, "1 500 zł"). */
  format?: (value: number) => string;
  /** Short hint under the slider, read with it by screen readers. */
  hint?: string;
}

/**
 * A loan-amount slider: a native range input (keyboard: arrows, Page Up/Down, Home/End; touch and mouse drag),
 * with the chosen value written out in Polish above it and the limits below.
 */
export function AmountSlider({ label = 'Kwota pożyczki', min, max, step, value, defaultValue, onChange, name, disabled, format = formatPln, hint }: AmountSliderProps) {
  const id = useId();
  const slider = useAmountSlider({ min, max, step, value, defaultValue, onChange });
  const text = format(slider.value);
  const style = { '--pz-fill': `${slider.fill}%` } as CSSProperties;
  // Room for the widest value up front, so moving the thumb never re-wraps the head and shifts the track.
  const widest = Math.max(format(min).length, format(max).length);
  return (
    <div className="pz-slider" data-disabled={disabled ? '' : undefined}>
      <div className="pz-slider__head">
        <label className="pz-slider__label" htmlFor={id}>
          {label}
        </label>
        <output className="pz-slider__value" htmlFor={id} aria-hidden="true" style={{ minWidth: `${widest}ch` }}>
          {text}
        </output>
      </div>
      <input
        id={id}
        className="pz-slider__input"
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={slider.value}
        disabled={disabled}
        aria-valuetext={text}
        aria-describedby={hint ? `${id}-hint` : undefined}
        style={style}
        onInput={(event) => slider.set(Number((event.currentTarget as HTMLInputElement).value))}
      />
      <div className="pz-slider__limits" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
      {hint ? (
        <p className="pz-slider__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
