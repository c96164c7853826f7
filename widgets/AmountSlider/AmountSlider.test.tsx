// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { AmountSlider } from './AmountSlider';

const NBSP = '\u00a0';

describe('AmountSlider', () => {
  it('shows the amount in złoty and names the slider by its label', () => {
    render(<AmountSlider min={100} max={25000} step={100} defaultValue={1500} />);
    const slider = screen.getByRole('slider', { name: 'Kwota pożyczki' });
    expect(slider).toHaveProperty('value', '1500');
    expect(slider.getAttribute('aria-valuetext')).toBe(`1${NBSP}500${NBSP}zł`);
    expect(document.querySelector('output')?.textContent).toBe(`1${NBSP}500${NBSP}zł`);
    expect(document.querySelector('.pz-slider__limits')?.textContent).toBe(`100${NBSP}zł25${NBSP}000${NBSP}zł`);
  });

  it('follows the input, snaps to the step and tells the caller', () => {
    const onChange = vi.fn();
    render(<AmountSlider min={100} max={25000} step={100} defaultValue={1500} onChange={onChange} />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    fireEvent.input(slider, { target: { value: '2000' } });
    expect(onChange).toHaveBeenLastCalledWith(2000);
    expect(slider.getAttribute('aria-valuetext')).toBe(`2${NBSP}000${NBSP}zł`);
    expect(document.querySelector('output')?.textContent).toBe(`2${NBSP}000${NBSP}zł`);
  });

  it('clamps a start value outside the limits', () => {
    render(<AmountSlider min={100} max={1000} step={100} defaultValue={5000} />);
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('1000');
  });

  it('links the hint for screen readers and can be disabled', () => {
    render(<AmountSlider min={100} max={1000} step={100} hint="Pierwsza pożyczka do 3 000 zł" disabled label="Kwota" />);
    const slider = screen.getByRole('slider', { name: 'Kwota' }) as HTMLInputElement;
    expect(slider.disabled).toBe(true);
    const hintId = slider.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('Pierwsza pożyczka do 3 000 zł');
  });

  it('uses a custom format, for terms in days', () => {
    render(<AmountSlider label="Okres" min={1} max={30} step={1} defaultValue={1} format={(n) => `${n} d.`} />);
    expect(screen.getByRole('slider', { name: 'Okres' }).getAttribute('aria-valuetext')).toBe('1 d.');
  });
});
