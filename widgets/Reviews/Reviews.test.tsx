// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { pluralPl } from '../../contracts/format';
import { Reviews } from './Reviews';
import { averageRating, formatReviewDate, OPINIONS, type Review } from './useReviews';

const NBSP = '\u00a0';
const REVIEWS: Review[] = [
  { author: 'Anna', city: 'Kraków', rating: 5, date: '2025-03-14', text: 'Szybko i jasno.\n\nPolecam.' },
  { author: 'Marek', rating: 4, date: '2025-02-01T09:30:00+01:00', text: 'Dobra porównywarka.' },
  { author: 'Ewa', city: 'Gdańsk', rating: 5, date: '2024-12-31', text: 'Wszystko zgodnie z opisem.' },
];

describe('Reviews', () => {
  it('names the section by its heading and sums the reviews up', () => {
    render(<Reviews heading="Opinie klientów" reviews={REVIEWS} />);
    const section = screen.getByRole('region', { name: 'Opinie klientów' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Opinie klientów' })).toBeTruthy();
    expect(screen.getByText('Średnia ocena 4,7 na 5')).toBeTruthy();
    expect(screen.getByText('3 opinie')).toBeTruthy();
  });

  it('shows each review with its author, city, stars, date and paragraphs', () => {
    render(<Reviews reviews={REVIEWS} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(first.querySelector('.pz-review__author')?.textContent).toBe('Anna, Kraków');
    expect(within(first).getByRole('img', { name: 'Ocena 5 na 5' })).toBeTruthy();
    const time = first.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-03-14');
    expect(time.textContent).toBe('14 marca 2025');
    expect([...first.querySelectorAll('.pz-review__text p')].map((p) => p.textContent)).toEqual([`Szybko i${NBSP}jasno.`, 'Polecam.']);
    expect(items[1]!.querySelector('.pz-review__author')?.textContent).toBe('Marek');
  });

  it('hides the summary stars from screen readers, since the average is written next to them', () => {
    render(<Reviews reviews={REVIEWS} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(['Ocena 5 na 5', 'Ocena 4 na 5', 'Ocena 5 na 5']);
  });

  it('says so when there are no reviews yet', () => {
    render(<Reviews heading="Opinie" reviews={[]} emptyText="Nikt jeszcze nie ocenił tej firmy." />);
    expect(screen.getByText('Nikt jeszcze nie ocenił tej firmy.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Średnia ocena/)).toBeNull();
  });

  it('takes its copy and heading level from props', () => {
    render(<Reviews heading="Co mówią klienci" headingLevel={3} reviews={REVIEWS.slice(0, 1)} averageLabel="Średnio {rating}/{max}" ratingLabel="{rating} z {max}" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Co mówią klienci' })).toBeTruthy();
    expect(screen.getByText('Średnio 5/5')).toBeTruthy();
    expect(screen.getByText('1 opinia')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 z 5' })).toBeTruthy();
  });
});

describe('review count: Polish plural forms of "opinia"', () => {
  it.each([
    [1, 'opinia'],
    [2, 'opinie'],
    [4, 'opinie'],
    [5, 'opinii'],
    [6, 'opinii'],
    [11, 'opinii'],
    [12, 'opinii'],
    [21, 'opinii'],
    [22, 'opinie'],
    [104, 'opinie'],
    [1000, 'opinii'],
  ])('%d → %s', (count, word) => {
    expect(pluralPl(count, OPINIONS)).toBe(`${new Intl.NumberFormat('pl-PL').format(count)}${NBSP}${word}`);
  });

  it.each([
    [1, '1 opinia'],
    [2, '2 opinie'],
    [5, '5 opinii'],
    [12, '12 opinii'],
    [22, '22 opinie'],
  ])('the widget counts %d reviews as "%s"', (count, text) => {
    const reviews = Array.from({ length: count }, (_, i) => ({ author: `Osoba ${i}`, rating: 4, date: '2025-01-01', text: 'W porządku.' }));
    render(<Reviews reviews={reviews} />);
    expect(document.querySelector('.pz-reviews__count')?.textContent).toBe(text.replace(' ', NBSP));
  });
});

describe('averageRating', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[5, 4], 4.5],
    [[5, 5, 4], 4.7],
    [[5, 5, 5, 5, 5, 4], 4.8],
    [[4, 5, 5, 5, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 4, 5, 4, 5], 4.6],
    [[9, 5], 5],
    [[Number.NaN, 3], 3],
  ])('%j → %s', (ratings, expected) => {
    expect(averageRating(ratings.map((rating) => ({ rating })))).toBe(expected);
  });
});

describe('formatReviewDate', () => {
  it.each([
    ['2025-03-14', '14 marca 2025'],
    ['2025-01-01', '1 stycznia 2025'],
    ['2024-12-31T23:30:00Z', '1 stycznia 2025'],
    ['2025-07-05T10:00:00+02:00', '5 lipca 2025'],
    ['wczoraj', 'wczoraj'],
  ])('%s → %s', (iso, expected) => {
    expect(formatReviewDate(iso)).toBe(expected);
  });
});
