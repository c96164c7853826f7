// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';
import { ratingAfterKey, ratingLabel, starFills, starLabel } from './useStarRating';

const NBSP = '\u00a0';
const radios = () => screen.getAllByRole('radio') as HTMLInputElement[];
const checked = () => radios().findIndex((radio) => radio.checked) + 1;

describe('StarRating, read-only', () => {
  it.each([
    [4.5, 'Ocena 4,5 na 5'],
    [4, 'Ocena 4 na 5'],
    [3.75, 'Ocena 3,8 na 5'],
    [7, 'Ocena 5 na 5'],
    [-1, 'Ocena 0 na 5'],
  ])('%d is a picture named "%s"', (value, name) => {
    render(<StarRating value={value} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
  });

  it('draws half stars and can write the number out', () => {
    const { container } = render(<StarRating value={3.5} showValue />);
    const fills = [...container.querySelectorAll('.pz-stars__star')].map((star) => star.getAttribute('data-fill'));
    expect(fills).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(container.querySelector('.pz-stars__value')?.textContent).toBe('3,5');
  });

  it('takes its own label and can be hidden when the rating is written next to it', () => {
    render(<StarRating value={4} label="Średnio {rating}/{max}" />);
    expect(screen.getByRole('img', { name: 'Średnio 4/5' })).toBeTruthy();
    const { container } = render(<StarRating value={4} decorative />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.getAttribute('role')).toBeNull();
  });
});

describe('StarRating, input', () => {
  it('is a group named by its legend, with five radios named in Polish', () => {
    render(<StarRating mode="input" legend="Jak oceniasz obsługę?" />);
    expect(screen.getByRole('group', { name: 'Jak oceniasz obsługę?' })).toBeTruthy();
    expect(radios().map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      `1${NBSP}gwiazdka`,
      `2${NBSP}gwiazdki`,
      `3${NBSP}gwiazdki`,
      `4${NBSP}gwiazdki`,
      `5${NBSP}gwiazdek`,
    ]);
    expect(screen.getByRole('radio', { name: `5${NBSP}gwiazdek` })).toBeTruthy();
    expect(checked()).toBe(0);
  });

  it('chooses by click and tells the caller', () => {
    const onChange = vi.fn();
    render(<StarRating mode="input" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: `4${NBSP}gwiazdki` }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(checked()).toBe(4);
    expect(document.querySelectorAll('.pz-rating__star[data-on]')).toHaveLength(4);
    expect(document.querySelector('.pz-rating__chosen')?.textContent).toBe(`4${NBSP}gwiazdki`);
  });

  it.each([
    ['ArrowRight', 3, 4],
    ['ArrowDown', 3, 4],
    ['ArrowLeft', 3, 2],
    ['ArrowUp', 3, 2],
    ['ArrowRight', 5, 1],
    ['ArrowLeft', 1, 5],
    ['Home', 4, 1],
    ['End', 2, 5],
  ])('%s from %d stars moves focus to and chooses %d', (key, from, to) => {
    const onChange = vi.fn();
    render(<StarRating mode="input" defaultValue={from} onChange={onChange} />);
    const start = radios()[from - 1]!;
    start.focus();
    fireEvent.keyDown(start, { key });
    expect(checked()).toBe(to);
    expect(document.activeElement).toBe(radios()[to - 1]);
    expect(onChange).toHaveBeenCalledWith(to);
  });

  it('leaves other keys alone', () => {
    const onChange = vi.fn();
    render(<StarRating mode="input" defaultValue={2} onChange={onChange} />);
    fireEvent.keyDown(radios()[1]!, { key: 'Tab' });
    expect(onChange).not.toHaveBeenCalled();
    expect(checked()).toBe(2);
  });

  it('sends its value with a plain form under the given name', () => {
    const { container } = render(
      <form>
        <StarRating mode="input" name="ocena" defaultValue={5} required />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('ocena')).toBe('5');
    expect(radios().every((radio) => radio.name === 'ocena' && radio.required)).toBe(true);
  });

  it('can be disabled as a whole', () => {
    render(<StarRating mode="input" disabled />);
    expect((screen.getByRole('group') as HTMLFieldSetElement).disabled).toBe(true);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<StarRating mode="input" value={2} />);
    expect(checked()).toBe(2);
    rerender(<StarRating mode="input" value={5} />);
    expect(checked()).toBe(5);
  });
});

describe('star labels: Polish plural forms', () => {
  it.each([
    [1, 'gwiazdka'],
    [2, 'gwiazdki'],
    [4, 'gwiazdki'],
    [5, 'gwiazdek'],
    [10, 'gwiazdek'],
    [12, 'gwiazdek'],
    [22, 'gwiazdki'],
    [25, 'gwiazdek'],
  ])('%d → %s', (count, word) => {
    expect(starLabel(count)).toBe(`${count}${NBSP}${word}`);
  });
});

describe('pure helpers', () => {
  it.each([
    [0, 'empty empty empty empty empty'],
    [0.2, 'empty empty empty empty empty'],
    [0.3, 'half empty empty empty empty'],
    [2.74, 'full full half empty empty'],
    [2.75, 'full full full empty empty'],
    [4.6, 'full full full full half'],
    [5, 'full full full full full'],
    [Number.NaN, 'empty empty empty empty empty'],
  ])('starFills(%d)', (value, expected) => {
    expect(starFills(value, 5).join(' ')).toBe(expected);
  });

  it('ratingAfterKey ignores keys it does not own', () => {
    expect(ratingAfterKey('Enter', 3, 5)).toBeNull();
    expect(ratingLabel('Ocena {rating} na {max} ({brak})', 4.25, 5)).toBe('Ocena 4,3 na 5 ({brak})');
  });
});
