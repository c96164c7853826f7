import { useId, useRef, type KeyboardEvent } from 'react';
import type { PluralForms } from '../../contracts/format';
import { formatRating, RATING_LABEL, ratingAfterKey, ratingLabel, STARS, starFills, starLabel, useStarRating } from './useStarRating';
import css from './StarRating.css?inline';

export const starRatingCss = css;

export interface StarRatingProps {
  /** 'readonly' (default): a picture of the rating with a text name. 'input': five radio buttons in a fieldset. */
  mode?: 'readonly' | 'input';
  /** Read-only: the rating, 0..max, halves drawn as half stars. Input: the chosen star count (controlled). */
  value?: number;
  /** Input: the starting choice when uncontrolled (default 0: nothing chosen). */
  defaultValue?: number;
  /** Input: called with the new star count. */
  onChange?: (value: number) => void;
  /** Number of stars (default 5). */
  max?: number;
  /** Read-only: the accessible name, with {rating} and {max} filled in (default "Ocena {rating} na {max}"). */
  label?: string;
  /** Read-only: also write the number next to the stars ("4,5"). */
  showValue?: boolean;
  /** Read-only: hide from assistive technology, when the same rating is already written out next to it. */
  decorative?: boolean;
  /** Input: the question above the stars (the fieldset's legend). */
  legend?: string;
  /** Input: noun forms for the radio labels (default: gwiazdka / gwiazdki / gwiazdek). */
  starForms?: PluralForms;
  /** Input: form field name, so the choice is sent by a plain form, also before hydration. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium' | 'large';
}

const STAR_POINTS = '12,2 14.62,9 22.08,9.32 16.23,13.98 18.23,21.18 12,17.05 5.77,21.18 7.77,13.98 1.92,9.32 9.38,9';

function StarIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon points={STAR_POINTS} />
    </svg>
  );
}

/**
 * Star rating. Read-only: role="img" named "Ocena 4,5 na 5". Input: native radio buttons (they work in a form
 * without JavaScript); arrows move and choose as in any radio group, Home/End jump to 1 and 5 stars.
 */
export function StarRating(props: StarRatingProps) {
  return props.mode === 'input' ? <StarInput {...props} /> : <StarDisplay {...props} />;
}

function StarDisplay({ value = 0, max = 5, label = RATING_LABEL, showValue, decorative, size = 'medium' }: StarRatingProps) {
  return (
    <span
      className={`pz-stars pz-stars--${size}`}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : ratingLabel(label, value, max)}
      aria-hidden={decorative ? true : undefined}
    >
      {starFills(value, max).map((fill, i) => (
        <span key={i} className="pz-stars__star" data-fill={fill}>
          <StarIcon className="pz-stars__icon" />
          <span className="pz-stars__fill">
            <StarIcon className="pz-stars__icon" />
          </span>
        </span>
      ))}
      {showValue ? <span className="pz-stars__value">{formatRating(Math.min(max, Math.max(0, value)))}</span> : null}
    </span>
  );
}

function StarInput({ value, defaultValue, onChange, max = 5, legend = 'Twoja ocena', starForms = STARS, name, required, disabled, size = 'large' }: StarRatingProps) {
  const autoName = useId();
  const rating = useStarRating({ max, value, defaultValue, onChange });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const stars = Array.from({ length: max }, (_, i) => i + 1);

  // Arrow keys are handled here rather than left to the browser so every browser behaves the same way
  // (the WAI-ARIA radio group pattern) and the change is reported once.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, focused: number) => {
    const next = ratingAfterKey(event.key, focused, max);
    if (next === null) return;
    event.preventDefault();
    inputs.current[next - 1]?.focus();
    if (next !== rating.value) rating.set(next);
  };

  return (
    <fieldset className={`pz-rating pz-rating--${size}`} disabled={disabled}>
      <legend className="pz-rating__legend">{legend}</legend>
      <div className="pz-rating__row">
        <div className="pz-rating__stars">
          {stars.map((n) => (
            <label key={n} className="pz-rating__star" data-on={n <= rating.value ? '' : undefined}>
              <input
                ref={(el) => {
                  inputs.current[n - 1] = el;
                }}
                className="pz-rating__input"
                type="radio"
                name={name ?? autoName}
                value={n}
                checked={rating.value === n}
                required={required}
                onChange={() => rating.set(n)}
                onKeyDown={(event) => onKeyDown(event, n)}
              />
              <StarIcon className="pz-rating__icon" />
              <span className="pz-rating__text">{starLabel(n, starForms)}</span>
            </label>
          ))}
        </div>
        {/* Sighted users get the choice in words too; screen readers already hear it from the checked radio. */}
        <span className="pz-rating__chosen" aria-hidden="true">
          {rating.value > 0 ? starLabel(rating.value, starForms) : ''}
        </span>
      </div>
    </fieldset>
  );
}
