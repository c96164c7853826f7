// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/preact';
// getByText compares normalised text, in which no-break spaces are plain spaces.
const sp = (s: string) => s.replace(/\u00a0/g, ' ');
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoanSliders } from './LoanSliders';
import { thumbStops } from '../AmountSlider/snap';
import type { LoanChoice, LoanLimits } from './useLoanSliders';

const NB = '\u00a0';
/** preact/compat listens for focusin/focusout, which testing-library's fireEvent.focus/blur do not send here. */
// act() with a synchronous callback has run the effects when it returns: its promise carries nothing.
const enter = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
const leave = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
const LIMITS: LoanLimits = {
  amount: { min: 100, max: 5000, step: 50 },
  term: { min: 5, max: 65, step: 1 },
  termUnit: 'days',
};

function Harness({
  limits = LIMITS,
  initial = { amount: 1500, term: 30 },
  spy,
}: {
  limits?: LoanLimits;
  initial?: LoanChoice;
  spy?: (c: LoanChoice) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LoanSliders
      value={value}
      limits={limits}
      registrationBase="/reg/"
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

describe('LoanSliders', () => {
  it('shows both values the Polish way, with limits and a link into registration', () => {
    render(<Harness />);
    const amount = screen.getByRole('slider', { name: 'Kwota pożyczki' });
    const term = screen.getByRole('slider', { name: 'Okres spłaty' });
    expect(amount.getAttribute('aria-valuetext')).toBe(`1${NB}500${NB}zł`);
    expect(term.getAttribute('aria-valuetext')).toBe(`30${NB}dni`);
    expect(term).toHaveProperty('step', '1');
    expect(term).toHaveProperty('max', '65');
    expect(screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' })).toHaveProperty('value', `1${NB}500`);
    expect(screen.getByRole('textbox', { name: 'Okres spłaty w dniach' })).toHaveProperty('value', '30');
    expect(screen.getByText(sp(`5${NB}000${NB}zł`))).toBeTruthy();
    const link = screen.getByRole('link', { name: `Dopasuj oferty na 1${NB}500${NB}zł, 30${NB}dni` });
    expect(link.getAttribute('href')).toBe('/reg/?amount=1500&term=30');
  });

  it('the amount moves in stops a thumb can hit (50 zł up to 1 000 zł, then coarser), the term day by day', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const amount = screen.getByRole('slider', { name: 'Kwota pożyczki' }) as HTMLInputElement;
    const stops = thumbStops(100, 5000, 50);
    expect(stops.length).toBeLessThanOrEqual(61);
    expect([amount.min, amount.max, amount.step]).toEqual(['0', String(stops.length - 1), '1']);
    expect(stops[Number(amount.value)]).toBe(1500);
    // The next stop above 1 500 zł is 1 600 zł, below 1 000 zł stops are 50 zł apart; the ends are the limits.
    fireEvent.input(amount, { target: { value: String(stops.indexOf(1500) + 1) } });
    expect(spy).toHaveBeenLastCalledWith({ amount: 1600, term: 30 });
    expect(amount.getAttribute('aria-valuetext')).toBe(`1${NB}600${NB}zł`);
    expect(screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' })).toHaveProperty('value', `1${NB}600`);
    fireEvent.input(amount, { target: { value: '1' } });
    expect(spy).toHaveBeenLastCalledWith({ amount: 150, term: 30 });
    fireEvent.input(amount, { target: { value: amount.max } });
    expect(spy).toHaveBeenLastCalledWith({ amount: 5000, term: 30 });
    // The filled part of the track follows the thumb.
    expect(amount.style.getPropertyValue('--pz-fill')).toBe('100%');
  });

  it('moving a slider updates its number field, the caller and the link', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.input(screen.getByRole('slider', { name: 'Okres spłaty' }), { target: { value: '1' } });
    expect(spy).toHaveBeenLastCalledWith({ amount: 1500, term: 5 });
    fireEvent.input(screen.getByRole('slider', { name: 'Okres spłaty' }), { target: { value: '21' } });
    expect(spy).toHaveBeenLastCalledWith({ amount: 1500, term: 21 });
    expect(screen.getByRole('textbox', { name: 'Okres spłaty w dniach' })).toHaveProperty('value', '21');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/reg/?amount=1500&term=21');
  });

  it('typing a value inside the limits moves the slider live, without a note', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const field = screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' });
    enter(field);
    fireEvent.input(field, { target: { value: '2450' } });
    expect(spy).toHaveBeenLastCalledWith({ amount: 2450, term: 30 });
    // Between two stops of the slider: the thumb stands at the nearer one, the value text says the amount typed.
    expect(screen.getByRole('slider', { name: 'Kwota pożyczki' }).getAttribute('aria-valuetext')).toBe(
      `2${NB}450${NB}zł`,
    );
    leave(field);
    expect(field).toHaveProperty('value', `2${NB}450`);
    expect(screen.getAllByRole('status').every((s) => s.textContent === '')).toBe(true);
  });

  it('a typed value above the limit becomes the limit, with a visible note tied to the field', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const field = screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' });
    enter(field);
    fireEvent.input(field, { target: { value: '90000' } });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith({ amount: 5000, term: 30 });
    const note = screen.getByText(sp(`Największa kwota to 5${NB}000${NB}zł – ustawiliśmy 5${NB}000${NB}zł.`));
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    expect(note.getAttribute('role')).toBe('status');
    const slider = screen.getByRole('slider', { name: 'Kwota pożyczki' });
    expect([slider.getAttribute('aria-valuetext'), (slider as HTMLInputElement).value]).toEqual([
      `5${NB}000${NB}zł`,
      slider.getAttribute('max'),
    ]);
    // Moving the slider again clears the note.
    fireEvent.input(slider, { target: { value: '3' } });
    expect(screen.queryByText(/Największa kwota/)).toBeNull();
  });

  it('a number typed and left before the next render is still read: clamped, formatted, and the slider and link agree', async () => {
    const MONTHS: LoanLimits = {
      amount: { min: 500, max: 25000, step: 500 },
      term: { min: 3, max: 48, step: 1 },
      termUnit: 'months',
    };
    const spy = vi.fn();
    render(<Harness limits={MONTHS} initial={{ amount: 1500, term: 12 }} spy={spy} />);
    const field = screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' }) as HTMLInputElement;
    // Focus, typing and leaving in one go, with no render between them (a fast visitor, autofill, a script).
    await act(() => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.value = '90000';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(spy).toHaveBeenLastCalledWith({ amount: 25000, term: 12 });
    expect(field.value).toBe(`25${NB}000`);
    expect(screen.getByRole('slider', { name: 'Kwota pożyczki' }).getAttribute('aria-valuetext')).toBe(
      `25${NB}000${NB}zł`,
    );
    const link = screen.getByRole('link', { name: `Dopasuj oferty na 25${NB}000${NB}zł, 12${NB}miesięcy` });
    expect(link.getAttribute('href')).toBe('/reg/?amount=25000&term=12&unit=months');
    expect(screen.getByText(sp(`Największa kwota to 25${NB}000${NB}zł – ustawiliśmy 25${NB}000${NB}zł.`))).toBeTruthy();
  });

  it('after Enter set the value, leaving the field keeps the note', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' });
    enter(field);
    fireEvent.input(field, { target: { value: '90000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    leave(field);
    expect(field).toHaveProperty('value', `5${NB}000`);
    expect(screen.getByText(sp(`Największa kwota to 5${NB}000${NB}zł – ustawiliśmy 5${NB}000${NB}zł.`))).toBeTruthy();
  });

  it('a term below the minimum and words instead of digits are corrected on blur', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Okres spłaty w dniach' });
    enter(field);
    fireEvent.input(field, { target: { value: '2' } });
    leave(field);
    expect(screen.getByText(sp(`Najkrótszy okres to 5${NB}dni – ustawiliśmy 5${NB}dni.`))).toBeTruthy();
    expect(field).toHaveProperty('value', '5');
    enter(field);
    fireEvent.input(field, { target: { value: 'tydzień' } });
    leave(field);
    expect(screen.getByText(sp(`Wpisz liczbę dni cyframi. Zostawiliśmy 5${NB}dni.`))).toBeTruthy();
  });

  it('terms in months use miesiąc / miesiące / miesięcy, and the link carries days', () => {
    render(
      <Harness
        limits={{ amount: { min: 500, max: 25000, step: 500 }, term: { min: 1, max: 48, step: 1 }, termUnit: 'months' }}
        initial={{ amount: 5000, term: 1 }}
      />,
    );
    const term = screen.getByRole('slider', { name: 'Okres spłaty' });
    expect(term.getAttribute('aria-valuetext')).toBe(`1${NB}miesiąc`);
    fireEvent.input(term, { target: { value: '3' } });
    expect(term.getAttribute('aria-valuetext')).toBe(`3${NB}miesiące`);
    fireEvent.input(term, { target: { value: '12' } });
    expect(term.getAttribute('aria-valuetext')).toBe(`12${NB}miesięcy`);
    expect(screen.getByRole('textbox', { name: 'Okres spłaty w miesiącach' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/reg/?amount=5000&term=12&unit=months');
  });

  it('a days / months switch changes the term slider’s unit, limits and step, and the link', () => {
    const MONTH_LIMITS: LoanLimits = {
      amount: { min: 100, max: 25000, step: 100 },
      term: { min: 3, max: 48, step: 1 },
      termUnit: 'months',
    };
    function Switching() {
      const [limits, setLimits] = useState<LoanLimits>({ ...LIMITS, amount: MONTH_LIMITS.amount });
      const [value, setValue] = useState<LoanChoice>({ amount: 25000, term: 30 });
      return (
        <LoanSliders
          value={value}
          limits={limits}
          registrationBase="/reg/"
          onChange={setValue}
          onUnitChange={(unit) => {
            setLimits(unit === 'months' ? MONTH_LIMITS : { ...LIMITS, amount: MONTH_LIMITS.amount });
            setValue({ amount: value.amount, term: unit === 'months' ? 12 : 30 });
          }}
        />
      );
    }
    render(<Switching />);
    const group = screen.getByRole('group', { name: 'Jak chcesz spłacić?' });
    expect(group).toBeTruthy();
    const days = screen.getByRole('radio', { name: /Jednorazowo/ }) as HTMLInputElement;
    const months = screen.getByRole('radio', { name: /W ratach/ }) as HTMLInputElement;
    expect([days.checked, months.checked]).toEqual([true, false]);
    expect(days.name).toBe(months.name);
    fireEvent.click(months);
    const term = screen.getByRole('slider', { name: 'Okres spłaty' });
    expect([term.getAttribute('min'), term.getAttribute('max'), term.getAttribute('step')]).toEqual(['3', '48', '1']);
    expect(screen.getByRole('textbox', { name: 'Okres spłaty w miesiącach' })).toHaveProperty('value', '12');
    fireEvent.input(term, { target: { value: '48' } });
    expect(term.getAttribute('aria-valuetext')).toBe(`48${NB}miesięcy`);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/reg/?amount=25000&term=48&unit=months');
    expect((screen.getByRole('radio', { name: /W ratach/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Jednorazowo/ }));
    expect(screen.getByRole('textbox', { name: 'Okres spłaty w dniach' })).toHaveProperty('value', '30');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/reg/?amount=25000&term=30');
  });

  it('disabled, the fields look disabled and the registration link cannot be focused or followed', () => {
    render(
      <LoanSliders
        value={{ amount: 1500, term: 30 }}
        limits={LIMITS}
        registrationBase="/reg/"
        onChange={() => {}}
        disabled
      />,
    );
    for (const name of ['Kwota pożyczki w złotych', 'Okres spłaty w dniach']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveProperty('disabled', true);
      expect(field.parentElement!.classList.contains('pz-loan__number--disabled')).toBe(true);
    }
    const link = screen.getByRole('link', { name: `Dopasuj oferty na 1${NB}500${NB}zł, 30${NB}dni` });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });

  it('has no unit switch unless the caller handles it', () => {
    render(<Harness />);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
