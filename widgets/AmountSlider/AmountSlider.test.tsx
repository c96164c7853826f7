// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { AmountSlider } from './AmountSlider';

const NBSP = '\u00a0';
/** preact/compat listens for focusin/focusout, which testing-library's fireEvent.focus/blur do not send here. */
// act() with a synchronous callback has run the effects when it returns: its promise carries nothing.
const enter = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
const leave = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('AmountSlider', () => {
  it('shows the amount in a number field beside the slider, both named by the label', () => {
    render(<AmountSlider min={100} max={25000} step={100} defaultValue={1500} />);
    const slider = screen.getByRole('slider', { name: 'Kwota pożyczki' });
    expect(slider.getAttribute('aria-valuetext')).toBe(`1${NBSP}500${NBSP}zł`);
    expect(screen.getByRole('textbox', { name: 'Kwota pożyczki (w złotych)' })).toHaveProperty('value', `1${NBSP}500`);
    expect(document.querySelector('.pz-slider__limits')?.textContent).toBe(`100${NBSP}zł25${NBSP}000${NBSP}zł`);
  });

  it('moves a long amount range by stops a thumb can hit: one arrow step is 100 zł low down, 1 000 zł high up', () => {
    const onChange = vi.fn();
    render(<AmountSlider min={100} max={25000} step={100} defaultValue={1500} onChange={onChange} name="amount" />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    expect(Number(slider.max)).toBeLessThanOrEqual(60);
    fireEvent.input(slider, { target: { value: String(Number(slider.value) + 1) } });
    expect(onChange).toHaveBeenLastCalledWith(1600);
    expect(slider.getAttribute('aria-valuetext')).toBe(`1${NBSP}600${NBSP}zł`);
    fireEvent.input(slider, { target: { value: slider.max } });
    expect(onChange).toHaveBeenLastCalledWith(25000);
    fireEvent.input(slider, { target: { value: String(Number(slider.max) - 1) } });
    expect(onChange).toHaveBeenLastCalledWith(24000);
    // The form sends the amount, not the stop's position.
    expect((document.querySelector('input[type=hidden][name=amount]') as HTMLInputElement).value).toBe('24000');
    expect(slider.name).toBe('');
  });

  it('takes a typed amount, and says what it set when the amount is off the limits or the step', () => {
    const onChange = vi.fn();
    render(<AmountSlider min={100} max={25000} step={100} defaultValue={1500} onChange={onChange} />);
    const typed = screen.getByRole('textbox') as HTMLInputElement;
    enter(typed);
    fireEvent.input(typed, { target: { value: '2100' } });
    expect(onChange).toHaveBeenLastCalledWith(2100);
    leave(typed);
    expect(typed.value).toBe(`2${NBSP}100`);
    enter(typed);
    fireEvent.input(typed, { target: { value: '90000' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(25000);
    expect(screen.getByRole('status').textContent).toBe(
      `Największa kwota to 25${NBSP}000${NBSP}zł – ustawiliśmy 25${NBSP}000${NBSP}zł.`,
    );
  });

  it('keeps every step of a short range, the plain value in the form', () => {
    render(<AmountSlider min={100} max={1000} step={100} defaultValue={5000} name="amount" />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    expect(slider.value).toBe('1000');
    expect(slider.name).toBe('amount');
  });

  it('links the hint for screen readers and can be disabled', () => {
    render(
      <AmountSlider min={100} max={1000} step={100} hint="Pierwsza pożyczka do 3 000 zł" disabled label="Kwota" />,
    );
    const slider = screen.getByRole('slider', { name: 'Kwota' }) as HTMLInputElement;
    expect(slider.disabled).toBe(true);
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    const hintId = slider.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('Pierwsza pożyczka do 3 000 zł');
  });

  it('writes terms in days with their Polish forms', () => {
    render(<AmountSlider label="Na ile dni?" field="days" min={1} max={30} step={1} defaultValue={1} />);
    expect(screen.getByRole('slider', { name: 'Na ile dni?' }).getAttribute('aria-valuetext')).toBe(`1${NBSP}dzień`);
    expect(screen.getByRole('textbox', { name: 'Na ile dni? (w dniach)' })).toBeTruthy();
  });

  it('writes values in a custom format', () => {
    render(<AmountSlider label="Okres" min={1} max={30} step={1} defaultValue={1} format={(n) => `${n} d.`} />);
    expect(screen.getByRole('slider', { name: 'Okres' }).getAttribute('aria-valuetext')).toBe('1 d.');
  });
});
