import type { PluralForms } from '../../contracts/format';

/** One customer review. `date` is ISO 8601: a day ("2025-03-14") or a moment ("2025-03-14T18:30:00+01:00"). */
export interface Review {
  /** Stable key when two reviews could look the same; optional. */
  id?: string;
  author: string;
  city?: string;
  /** 1..5 (whole stars; halves are drawn too). */
  rating: number;
  date: string;
  text: string;
}

/** Count forms for the summary: 1 opinia, 2 opinie, 5 opinii. */
export const OPINIONS: PluralForms = { one: 'opinia', few: 'opinie', many: 'opinii' };

/** Mean rating to one decimal (4,55 → 4,6, rounded on the exact sum), or null with no usable ratings. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[], max = 5): number | null {
  const ratings = reviews.map((review) => review.rating).filter((rating) => Number.isFinite(rating));
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + Math.min(max, Math.max(0, rating)), 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// A bare day is parsed by Date as UTC midnight: format it in UTC, or it would show the day before west of
// Greenwich. Moments are shown as the day in Poland, the same on the prerendering server and in any browser.
const dayFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'UTC' });
const momentFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'Europe/Warsaw' });

/** "2025-03-14" → "14 marca 2025"; a string that is not a date is returned as it is. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (DAY_ONLY.test(iso) ? dayFormat : momentFormat).format(date);
}
