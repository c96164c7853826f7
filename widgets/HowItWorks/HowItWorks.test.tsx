// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { HowItWorks } from './HowItWorks';

const STAGES = [
  { title: 'Wybierz kwotę i okres', text: 'Ustaw suwaki.', who: 'Ty', icon: 'sliders' as const },
  { title: 'Wypełnij wniosek', text: 'Podajesz dane raz.', who: 'Ty', icon: 'form' as const },
  { title: 'Porównaj oferty', text: 'Widzisz RRSO i koszt.', who: 'Przelewik' },
  { title: 'Odbierz przelew', text: 'Pieniądze na koncie.', who: 'Pożyczkodawca', icon: 'transfer' as const },
];

const plain = (s: string | null | undefined) => s?.replace(/\u00a0/g, ' ');

describe('HowItWorks', () => {
  it('reads as a titled section with the stages in order, each saying who does it', () => {
    render(<HowItWorks heading="Jak to działa" intro="Cztery kroki do przelewu." stages={STAGES} />);
    const section = screen.getByRole('region', { name: 'Jak to działa' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(plain(within(items[0]!).getByRole('heading', { level: 3 }).textContent)).toBe(
      'Krok 1. Wybierz kwotę i okres',
    );
    expect(plain(within(items[3]!).getByRole('heading', { level: 3 }).textContent)).toBe('Krok 4. Odbierz przelew');
    expect(within(items[3]!).getByText('Pożyczkodawca')).toBeTruthy();
    expect(plain(screen.getByText(/Cztery kroki/).textContent)).toBe('Cztery kroki do przelewu.');
  });

  it('icons are decoration; a stage without one shows its number', () => {
    render(<HowItWorks heading="Jak to działa" stages={STAGES} />);
    const marks = [...document.querySelectorAll('.pz-how__mark')];
    expect(marks.every((m) => m.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(marks[0]!.querySelector('svg')).not.toBeNull();
    expect(marks[2]!.textContent).toBe('3');
  });

  it('shows the note and the call to action, and heading levels follow headingLevel', () => {
    render(
      <HowItWorks
        heading="Jak to działa"
        stages={STAGES}
        note="Za porównanie nie płacisz."
        cta={{ href: '/offers/', label: 'Zobacz oferty' }}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Jak to działa' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Zobacz oferty' }).getAttribute('href')).toBe('/offers/');
    expect(plain(screen.getByText(/nie płacisz/).textContent)).toBe('Za porównanie nie płacisz.');
  });

  it('renders nothing without stages', () => {
    const { container } = render(<HowItWorks heading="Jak to działa" stages={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
