// @vitest-environment jsdom
// The number field beside a slider (useTypedNumber in LoanRange.tsx), through both widgets that share it: the hero's
// AmountSlider and the offers pages' LoanSliders run the same cases, so neither can drift from the other.
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoanSliders } from '../LoanSliders/LoanSliders';
import { AmountSlider, numberLabel } from './AmountSlider';

const NB = '\u00a0';
/** preact/compat listens for focusin/focusout, which testing-library's fireEvent.focus/blur do not send here. */
// act() with a synchronous callback has run the effects when it returns: its promise carries nothing.
const enter = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
const leave = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

it.each([
  ['amount', 'Kwota pożyczki (w złotych)'],
  ['days', 'Kwota pożyczki (w dniach)'],
  ['months', 'Kwota pożyczki (w miesiącach)'],
] as const)('the number field of a %s slider is named %j', (field, name) => {
  expect(numberLabel('Kwota pożyczki', field)).toBe(name);
});

/** One amount slider from 100 to 5 000 zł in steps of 50 zł, at 1 500 zł; `onAmount` hears every new amount. */
type Mount = (onAmount: (amount: number) => void) => { field: string };

const amountSlider: Mount = (onAmount) => {
  render(<AmountSlider min={100} max={5000} step={50} defaultValue={1500} onChange={onAmount} />);
  return { field: 'Kwota pożyczki (w złotych)' };
};

function SlidersHarness({ onAmount }: { onAmount: (amount: number) => void }) {
  const [value, setValue] = useState({ amount: 1500, term: 30 });
  return (
    <LoanSliders
      value={value}
      limits={{ amount: { min: 100, max: 5000, step: 50 }, term: { min: 5, max: 65, step: 1 }, termUnit: 'days' }}
      onChange={(next) => {
        if (next.amount !== value.amount) onAmount(next.amount);
        setValue(next);
      }}
    />
  );
}
const loanSliders: Mount = (onAmount) => {
  render(<SlidersHarness onAmount={onAmount} />);
  return { field: 'Kwota pożyczki w złotych' };
};

describe.each([
  ['AmountSlider', amountSlider],
  ['LoanSliders', loanSliders],
])('the typed number of %s', (_name, mount) => {
  const setup = () => {
    const onAmount = vi.fn();
    const { field } = mount(onAmount);
    const input = screen.getByRole('textbox', { name: field }) as HTMLInputElement;
    const slider = screen.getByRole('slider', { name: 'Kwota pożyczki' }) as HTMLInputElement;
    /** The note under the field: a status a screen reader announces, tied to the field by aria-describedby. */
    const note = () => {
      const status = screen.queryAllByRole('status').find((el) => el.textContent);
      if (status) expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(status.id);
      return status?.textContent ?? null;
    };
    return { onAmount, input, slider, note };
  };

  it('selects the value on focus, so the first digit typed replaces it', () => {
    const { input } = setup();
    enter(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    expect(input.value).toBe(`1${NB}500`);
  });

  it('a value inside the limits and on a step moves the slider live, without a note', () => {
    const { onAmount, input, slider, note } = setup();
    enter(input);
    fireEvent.input(input, { target: { value: '2450' } });
    expect(onAmount).toHaveBeenLastCalledWith(2450);
    expect(slider.getAttribute('aria-valuetext')).toBe(`2${NB}450${NB}zł`);
    leave(input);
    expect(input.value).toBe(`2${NB}450`);
    expect(note()).toBeNull();
  });

  it('a value above the limit waits for Enter, which does not send a form, then is the limit with a note', () => {
    const { onAmount, input, slider, note } = setup();
    enter(input);
    fireEvent.input(input, { target: { value: '90000' } });
    expect(onAmount).not.toHaveBeenCalled();
    // fireEvent returns false when the default action (a surrounding form's submit) was prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(onAmount).toHaveBeenLastCalledWith(5000);
    expect(note()).toBe(`Największa kwota to 5${NB}000${NB}zł – ustawiliśmy 5${NB}000${NB}zł.`);
    expect(slider.getAttribute('aria-valuetext')).toBe(`5${NB}000${NB}zł`);
    // Leaving the field after Enter keeps the value and the note.
    leave(input);
    expect(input.value).toBe(`5${NB}000`);
    expect(note()).toContain('Największa kwota');
  });

  it('a value below the limit, left by Tab, is the limit with a note', () => {
    const { onAmount, input, note } = setup();
    enter(input);
    fireEvent.input(input, { target: { value: '20' } });
    leave(input);
    expect(onAmount).toHaveBeenLastCalledWith(100);
    expect(note()).toBe(`Najmniejsza kwota to 100${NB}zł – ustawiliśmy 100${NB}zł.`);
  });

  it('a value off the step is the nearest step, with a note', () => {
    const { onAmount, input, note } = setup();
    enter(input);
    fireEvent.input(input, { target: { value: '2 460 zł' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onAmount).toHaveBeenLastCalledWith(2450);
    expect(note()).toBe(`Kwotę wybierasz co 50${NB}zł – ustawiliśmy 2${NB}450${NB}zł.`);
  });

  it('words instead of digits keep the amount, with a note that says how to write it', () => {
    const { onAmount, input, note } = setup();
    enter(input);
    fireEvent.input(input, { target: { value: 'dużo' } });
    leave(input);
    expect(onAmount).not.toHaveBeenCalled();
    expect(input.value).toBe(`1${NB}500`);
    expect(note()).toBe(`Wpisz kwotę cyframi, np. 1${NB}000${NB}zł. Zostawiliśmy 1${NB}500${NB}zł.`);
  });

  it('moving the slider by keyboard after a note clears the note and the typed text', () => {
    const { input, slider, note } = setup();
    enter(input);
    fireEvent.input(input, { target: { value: '90000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(note()).not.toBeNull();
    // What an arrow key does to a native range: one stop down.
    fireEvent.input(slider, { target: { value: String(Number(slider.value) - 1) } });
    expect(note()).toBeNull();
    expect(input.value).toBe(slider.getAttribute('aria-valuetext')?.replace(`${NB}zł`, ''));
  });
});
