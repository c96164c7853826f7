// The two inputs of every loan slider: the range (LoanRange) and the number field beside it (useTypedNumber). One
// module for both, so Rollup puts the number field in the chunk every slider page already loads: in a module of its
// own it became one more file (and 0.25–0.33 KB) on the home, category and offers pages.
import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatNumber } from '../../contracts/format';
import { readTyped, type Field, type LoanLimits } from '../LoanSliders/useLoanSliders';
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
/**
 * The slider's `value` and what sets it (`set`); `field` and `limits` as readTyped takes them: the slider's range is
 * `limits.amount` or `limits.term`. `slide` is the range's onValue: what was typed gives way to the slider's value.
 */
export function useTypedNumber(value: number, set: (value: number) => void, field: Field, limits: LoanLimits) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const editing = useRef(false);
  /** Reads `typed`; committed (Enter, leaving the field), it shows its note; live, only a value the slider takes. */
  const take = (typed: string, committed: boolean) => {
    const result = readTyped(typed, value, field, limits);
    if (committed) setNote(result.note);
    if ((committed || result.note === null) && result.value !== value) set(result.value);
  };
  const commit = (typed: string) => {
    if (!editing.current) return;
    editing.current = false;
    setDraft(null);
    take(typed, true);
  };
  const slide = (next: number) => {
    setDraft(null);
    setNote(null);
    set(next);
  };
  const input = {
    value: draft ?? formatNumber(value),
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
      take(typed, false);
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
  return { note, slide, input };
}
