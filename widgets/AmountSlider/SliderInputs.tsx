// The inputs of every loan slider, in one module so a page with a slider fetches them in one chunk (the number field
// in a module of its own became a chunk of its own: one request and 0.4 KB more on the home page):
// - LoanRange, the range input (the hero's AmountSlider, the offers and category controls' LoanSliders, the
//   registration form's loan step);
// - the number box beside it, TypedNumberField, with its hook useTypedNumber (AmountSlider and LoanSliders; the
//   registration form checks its own typed fields).
import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { TermUnit } from '../../contracts/offer';
import { formatNumber } from '../../contracts/format';
import { readTyped } from '../LoanSliders/useLoanSliders';
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

// The number field beside the slider: what is typed stays as typed until it is a value the slider takes (then the
// slider follows live) or until Enter or leaving the field commits it, with a note when it had to be changed.

/** "Kwota pożyczki (w złotych)": the number field's name, saying the unit its digits are in. */
export const numberLabel = (label: string, field: 'amount' | TermUnit): string =>
  `${label} (${field === 'amount' ? 'w złotych' : field === 'months' ? 'w miesiącach' : 'w dniach'})`;

interface Slider {
  value: number;
  set: (value: number) => void;
}

export function useTypedNumber(
  slider: Slider,
  field: 'amount' | TermUnit,
  range: { min: number; max: number; step: number },
) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const editing = useRef(false);
  const limits = { amount: range, term: range, termUnit: field === 'amount' ? 'days' : field } as const;
  const read = (typed: string) => readTyped(typed, slider.value, field === 'amount' ? 'amount' : 'term', limits);
  const commit = (typed: string) => {
    if (!editing.current) return;
    editing.current = false;
    const typedValue = read(typed);
    setDraft(null);
    setNote(typedValue.note);
    if (typedValue.value !== slider.value) slider.set(typedValue.value);
  };
  /** The slider moved: what was typed gives way to its value. */
  const clear = () => {
    setDraft(null);
    setNote(null);
  };
  const input = {
    value: draft ?? formatNumber(slider.value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      // The text stays as it is while selected: rewriting it now would drop the selection a finger or a test tool
      // has just made, and the next digit would be appended.
      editing.current = true;
      event.currentTarget.select();
    },
    onInput: (event: { currentTarget: HTMLInputElement }) => {
      const typed = event.currentTarget.value;
      editing.current = true;
      setDraft(typed);
      setNote(null);
      // Live while the typed number is already a value the slider takes; otherwise it waits for Enter or blur.
      const typedValue = read(typed);
      if (typedValue.note === null && typedValue.value !== slider.value) slider.set(typedValue.value);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => commit(event.currentTarget.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // Enter takes the typed value; it does not send the surrounding form with the old one.
      if (event.key === 'Enter') {
        event.preventDefault();
        commit(event.currentTarget.value);
      }
    },
  };
  return { note, clear, input };
}

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
