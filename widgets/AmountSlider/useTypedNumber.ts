// The number field beside the slider: what is typed stays as typed until it is a value the slider takes (then the
// slider follows live) or until Enter or leaving the field commits it, with a note when it had to be changed.
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { TermUnit } from '../../contracts/offer';
import { formatNumber } from '../../contracts/format';
import { readTyped } from '../LoanSliders/useLoanSliders';

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
