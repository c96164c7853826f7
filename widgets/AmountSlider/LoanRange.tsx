import { useMemo } from 'react';
import { usePercentVar } from '../percent-var';
import { fillPercent, nearestStop, thumbStops } from './snap';

export interface LoanRangeProps {
  id?: string;
  className: string;
  min: number;
  max: number;
  step: number;
  /** The value shown (already on `step` and within the limits). */
  value: number;
  /** Amounts move in stops a thumb can hit (`thumbStops`); a term keeps every step (90 at most). */
  kind: 'amount' | 'term';
  /** What a screen reader says for the value ("1 500 zł", "30 dni"). */
  valueText: string;
  onValue: (value: number) => void;
  /** Form field name: on the range itself, or on a hidden field with the value when the range moves by stops. */
  name?: string | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
}

/**
 * The one range input of every loan slider (the hero's AmountSlider, the offers page's LoanSliders, the registration
 * form): a native range (keyboard: arrows one stop, Page Up/Down, Home/End; touch and mouse drag). A long amount range
 * moves by position over the stops of `thumbStops` (100 zł up to 2 000 zł, coarser above), so about 5 px of a 288 px
 * track is one stop and a thumb can hit an amount; arrows then go stop by stop and the value text says the amount.
 * The filled part of the track follows the thumb.
 */
export function LoanRange({
  id,
  className,
  min,
  max,
  step,
  value,
  kind,
  valueText,
  onValue,
  name,
  disabled,
  invalid,
  labelledBy,
  describedBy,
}: LoanRangeProps) {
  const all = useMemo(() => (kind === 'amount' ? thumbStops(min, max, step) : null), [kind, min, max, step]);
  const stops = all && all.length < Math.floor((max - min) / step) + 1 ? all : null;
  const index = stops ? nearestStop(stops, value) : 0;
  const fill = stops
    ? stops.length > 1
      ? Math.round((index / (stops.length - 1)) * 1000) / 10
      : 0
    : fillPercent(value, min, max);
  const track = usePercentVar<HTMLInputElement>('fill', fill);
  return (
    <>
      <input
        id={id}
        className={className}
        type="range"
        name={stops ? undefined : name}
        min={stops ? 0 : min}
        max={stops ? stops.length - 1 : max}
        step={stops ? 1 : step}
        value={stops ? index : value}
        disabled={disabled}
        aria-valuetext={valueText}
        aria-invalid={invalid ? 'true' : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        ref={track.ref}
        {...track.attrs}
        onInput={(event) => {
          const raw = Number((event.currentTarget as HTMLInputElement).value);
          onValue(stops ? (stops[raw] ?? value) : raw);
        }}
      />
      {stops && name ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}
