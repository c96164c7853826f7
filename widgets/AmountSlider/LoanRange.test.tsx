// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { LoanRange } from './LoanRange';
import { thumbStops } from './snap';

const range = (container: Element) => container.querySelector('input[type="range"]') as HTMLInputElement;

describe('LoanRange', () => {
  it('moves a long amount range by stops, sends the amount through a hidden field, and fills the track to the thumb', () => {
    const onValue = vi.fn();
    const { container } = render(
      <LoanRange
        className="r"
        min={100}
        max={25000}
        step={100}
        value={2000}
        kind="amount"
        valueText="2 000 zł"
        name="amount"
        onValue={onValue}
      />,
    );
    const input = range(container);
    const stops = thumbStops(100, 25000, 100);
    expect([input.min, input.max, input.step, input.name]).toEqual(['0', String(stops.length - 1), '1', '']);
    expect(stops[Number(input.value)]).toBe(2000);
    expect(input.getAttribute('aria-valuetext')).toBe('2 000 zł');
    expect((container.querySelector('input[type="hidden"]') as HTMLInputElement).value).toBe('2000');
    expect(input.style.getPropertyValue('--pz-fill')).toBe(
      `${Math.round((stops.indexOf(2000) / (stops.length - 1)) * 1000) / 10}%`,
    );
    fireEvent.input(input, { target: { value: String(stops.indexOf(2000) + 1) } });
    expect(onValue).toHaveBeenLastCalledWith(2200);
  });

  it('keeps every step of a term, and of an amount range short enough, with the name on the range itself', () => {
    const onValue = vi.fn();
    const { container } = render(
      <LoanRange
        className="r"
        min={5}
        max={65}
        step={1}
        value={30}
        kind="term"
        valueText="30 dni"
        name="term"
        onValue={onValue}
      />,
    );
    const input = range(container);
    expect([input.min, input.max, input.step, input.value, input.name]).toEqual(['5', '65', '1', '30', 'term']);
    expect(container.querySelector('input[type="hidden"]')).toBeNull();
    fireEvent.input(input, { target: { value: '31' } });
    expect(onValue).toHaveBeenLastCalledWith(31);
    const short = render(
      <LoanRange
        className="r"
        min={100}
        max={3000}
        step={100}
        value={500}
        kind="amount"
        valueText="500 zł"
        onValue={onValue}
      />,
    );
    expect([range(short.container).max, range(short.container).value]).toEqual(['3000', '500']);
  });
});
