// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { thumbStops } from '../AmountSlider/snap';
import { Hero } from './Hero';

const NBSP = '\u00a0';
const props = {
  title: 'Porównaj pożyczki',
  lead: 'Lead',
  points: ['Bezpłatnie'],
  amount: { min: 100, max: 25000, step: 100, initial: 1500 },
};

describe('Hero', () => {
  it('is a landmark named by its heading, with a form that goes to registration', () => {
    const { container } = render(<Hero {...props} />);
    expect(screen.getByRole('region', { name: 'Porównaj pożyczki' })).toBeTruthy();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/reg/');
    expect(form.getAttribute('method')).toBe('get');
    // The slider moves by stops a thumb can hit; the amount itself goes in the form, and can be typed too.
    expect((container.querySelector('input[name=amount]') as HTMLInputElement).value).toBe('1500');
    expect(screen.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' })).toBeTruthy();
  });

  it('writes the chosen amount into the call to action', () => {
    render(<Hero {...props} />);
    expect(screen.getByRole('button').textContent).toBe(`Sprawdź oferty na 1${NBSP}500${NBSP}zł`);
    fireEvent.input(screen.getByRole('slider'), {
      target: { value: String(thumbStops(100, 25000, 100).indexOf(3200)) },
    });
    expect(screen.getByRole('button').textContent).toBe(`Sprawdź oferty na 3${NBSP}200${NBSP}zł`);
  });

  it('with a term, asks for days too and sends both to registration', () => {
    const { container } = render(<Hero {...props} term={{ min: 5, max: 90, step: 1, initial: 30 }} />);
    const [amount, term] = screen.getAllByRole('slider') as HTMLInputElement[];
    expect(amount!.name).toBe('');
    expect(term!.name).toBe('term');
    expect(screen.getByRole('slider', { name: 'Na ile dni?' })).toBe(term);
    expect(screen.getByRole('button').textContent).toBe(`Sprawdź oferty na 1${NBSP}500${NBSP}zł, 30${NBSP}dni`);
    fireEvent.input(term!, { target: { value: '1' } });
    fireEvent.input(term!, { target: { value: '22' } });
    expect(screen.getByRole('button').textContent).toBe(`Sprawdź oferty na 1${NBSP}500${NBSP}zł, 22${NBSP}dni`);
    const query = new URLSearchParams(
      new FormData(container.querySelector('form')!) as unknown as Record<string, string>,
    ).toString();
    expect(query).toBe('amount=1500&term=22');
  });

  it('with terms in days and months, a switch changes the term slider and the form sends the unit', () => {
    const { container } = render(
      <Hero
        {...props}
        term={{ min: 5, max: 90, step: 1, initial: 30 }}
        termMonths={{ min: 3, max: 48, step: 1, initial: 12 }}
      />,
    );
    const query = () =>
      new URLSearchParams(
        new FormData(container.querySelector('form')!) as unknown as Record<string, string>,
      ).toString();
    expect(screen.getByRole('group', { name: 'Jak chcesz spłacić?' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Jednorazowo/ }) as HTMLInputElement).checked).toBe(true);
    expect(query()).toBe('amount=1500&unit=days&term=30');
    fireEvent.click(screen.getByRole('radio', { name: /W ratach/ }));
    const months = screen.getByRole('slider', { name: 'Na ile miesięcy?' }) as HTMLInputElement;
    expect([months.min, months.max, months.value]).toEqual(['3', '48', '12']);
    fireEvent.input(months, { target: { value: '48' } });
    fireEvent.input(screen.getAllByRole('slider')[0]!, { target: { value: '25000' } });
    expect(screen.getByRole('button').textContent).toBe(`Sprawdź oferty na 25${NBSP}000${NBSP}zł, 48${NBSP}miesięcy`);
    expect(query()).toBe('amount=25000&unit=months&term=48');
    // Back to days: the days the visitor had.
    fireEvent.click(screen.getByRole('radio', { name: /Jednorazowo/ }));
    expect((screen.getByRole('slider', { name: 'Na ile dni?' }) as HTMLInputElement).value).toBe('30');
  });
});

describe('Hero keeps the loan for the page', () => {
  it('tells the page each loan the visitor sets, not the start values', () => {
    const seen: unknown[] = [];
    render(
      <Hero {...props} term={{ min: 5, max: 90, step: 1, initial: 30 }} onChoiceChange={(loan) => seen.push(loan)} />,
    );
    expect(seen).toEqual([]);
    fireEvent.input(screen.getAllByRole('slider')[0]!, {
      target: { value: String(thumbStops(100, 25000, 100).indexOf(2000)) },
    });
    expect(seen).toEqual([{ amount: 2000, term: 30, unit: 'days' }]);
  });
});
