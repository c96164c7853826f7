// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { tieShortWords } from '../text/Paragraphs';
import { Steps } from './Steps';

const STEPS = [
  { title: 'Wybierz kwotę', text: 'Przesuń suwak i zobacz, ile zapłacisz w każdej ofercie.' },
  { title: 'Wypełnij jeden wniosek', text: 'Podajesz dane raz, a my dopasowujemy do nich oferty.' },
  { title: 'Odbierz pieniądze', text: 'Podpisujesz umowę z pożyczkodawcą, a on wysyła przelew na Twoje konto.' },
];

describe('Steps', () => {
  it('is a section named by its heading, with the steps as an ordered list', () => {
    const { container } = render(<Steps heading="Jak to działa" steps={STEPS} />);
    const section = screen.getByRole('region', { name: 'Jak to działa' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Jak to działa' })).toBeTruthy();
    expect(container.querySelector('ol')).toBe(screen.getByRole('list'));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      STEPS.map((step) => tieShortWords(step.title)),
    );
    expect(items[2]!.querySelector('p')?.textContent).toBe(
      'Podpisujesz umowę z\u00a0pożyczkodawcą, a\u00a0on wysyła przelew na Twoje konto.',
    );
  });

  it('draws the numbers for the eye only; the list itself gives the order', () => {
    render(<Steps steps={STEPS} />);
    const numbers = [...document.querySelectorAll('.pz-step-list__number')];
    expect(numbers.map((n) => n.textContent)).toEqual(['1', '2', '3']);
    expect(numbers.every((n) => n.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it.each([
    [2, 3],
    [3, 4],
  ] as const)('heading level %d puts step titles at level %d', (level, titleLevel) => {
    render(<Steps heading="Jak to działa" headingLevel={level} steps={STEPS} />);
    expect(screen.getByRole('heading', { level, name: 'Jak to działa' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: titleLevel })).toHaveLength(3);
  });

  it('without a heading is a plain block with h3 step titles', () => {
    render(<Steps steps={STEPS} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('renders nothing without steps', () => {
    const { container } = render(<Steps heading="Jak to działa" steps={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
