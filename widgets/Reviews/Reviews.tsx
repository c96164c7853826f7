import { useId } from 'react';
import { pluralPl, type PluralForms } from '../../contracts/format';
import { StarRating } from '../StarRating/StarRating';
import { RATING_LABEL, ratingLabel } from '../StarRating/useStarRating';
import { Paragraphs, tieShortWords } from '../text/Paragraphs';
import { averageRating, formatReviewDate, OPINIONS, type Review } from './useReviews';
import css from './Reviews.css?inline';

export const reviewsCss = css;
export type { Review } from './useReviews';

export interface ReviewsProps {
  reviews: Review[];
  /** Section heading; without it the widget is a plain block under the page's own heading. */
  heading?: string;
  /** Level of `heading` (default 2). */
  headingLevel?: 2 | 3;
  /** The average, with {rating} and {max} filled in (default "Średnia ocena {rating} na {max}"). */
  averageLabel?: string;
  /** Each review's stars, for screen readers (default "Ocena {rating} na {max}"). */
  ratingLabel?: string;
  /** Count forms under the average (default: opinia / opinie / opinii). */
  countForms?: PluralForms;
  /** Shown instead of the list when there are no reviews. */
  emptyText?: string;
}

/**
 * Customer reviews: the average with its star picture and the number of reviews, then each review with its
 * author, stars, date (a <time> element) and text. Dates are written the Polish way: "14 marca 2025".
 */
export function Reviews({
  reviews,
  heading,
  headingLevel = 2,
  averageLabel = 'Średnia ocena {rating} na {max}',
  ratingLabel: starsLabel = RATING_LABEL,
  countForms = OPINIONS,
  emptyText = 'Nie ma jeszcze żadnej opinii.',
}: ReviewsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const average = averageRating(reviews);
  const body =
    average === null ? (
      <p className="pz-reviews__empty">{emptyText}</p>
    ) : (
      <>
        <div className="pz-reviews__summary">
          {/* The average is written out next to the stars, so the picture itself is hidden from screen readers. */}
          <StarRating value={average} size="large" decorative />
          <p className="pz-reviews__average">{ratingLabel(averageLabel, average, 5)}</p>
          <p className="pz-reviews__count">{pluralPl(reviews.length, countForms)}</p>
        </div>
        <ul className="pz-reviews__list">
          {reviews.map((review, i) => (
            <li key={review.id ?? `${i}-${review.author}-${review.date}`} className="pz-review">
              <article className="pz-review__body">
                <header className="pz-review__head">
                  <p className="pz-review__author">
                    <strong>{review.author}</strong>
                    {review.city ? <span className="pz-review__city">, {review.city}</span> : null}
                  </p>
                  <StarRating value={review.rating} size="small" label={starsLabel} />
                  <time className="pz-review__date" dateTime={review.date}>
                    {formatReviewDate(review.date)}
                  </time>
                </header>
                <div className="pz-review__text">
                  <Paragraphs text={review.text} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </>
    );
  return heading ? (
    <section className="pz-reviews" aria-labelledby={headingId}>
      <Heading className="pz-reviews__title" id={headingId}>
        {tieShortWords(heading)}
      </Heading>
      {body}
    </section>
  ) : (
    <div className="pz-reviews">{body}</div>
  );
}
