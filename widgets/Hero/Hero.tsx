import { useId, useState } from 'react';
import { AmountSlider } from '../AmountSlider/AmountSlider';
import { DAYS, formatPln, pluralPl } from '../format/format';
import css from './Hero.css?inline';

export const heroCss = css;

export interface HeroProps {
  title: string;
  lead: string;
  /** Short selling points shown as a list under the lead. */
  points?: string[];
  amount: { min: number; max: number; step: number; initial: number };
  /** The term slider, in days; without it the hero asks only for the amount. */
  term?: { min: number; max: number; step: number; initial: number };
  /** Where the call to action goes; the chosen amount (and term, in days) are added as ?amount=&term=. */
  ctaHref?: string;
  ctaLabel?: string;
  note?: string;
}

/**
 * The top of the home page: the promise, and the amount slider leading to registration.
 * The card is a real GET form, so it works before hydration and without JavaScript.
 */
export function Hero({ title, lead, points = [], amount, term, ctaHref = '/reg/', ctaLabel = 'Sprawdź oferty', note }: HeroProps) {
  const headingId = useId();
  const [value, setValue] = useState(amount.initial);
  const [days, setDays] = useState(term?.initial ?? 0);
  return (
    <section className="pz-hero" aria-labelledby={headingId}>
      <div className="pz-hero__text">
        <h1 className="pz-hero__title" id={headingId}>
          {title}
        </h1>
        <p className="pz-hero__lead">{lead}</p>
        {points.length > 0 ? (
          <ul className="pz-hero__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <form className="pz-hero__card" action={ctaHref} method="get">
        <AmountSlider name="amount" min={amount.min} max={amount.max} step={amount.step} value={value} onChange={setValue} label="Ile chcesz pożyczyć?" />
        {term ? (
          <AmountSlider
            name="term"
            min={term.min}
            max={term.max}
            step={term.step}
            value={days}
            onChange={setDays}
            format={(n) => pluralPl(n, DAYS)}
            label="Na ile dni?"
          />
        ) : null}
        <button className="pz-hero__cta" type="submit">
          {ctaLabel}{' '}
          <span className="pz-hero__cta-amount">
            na {formatPln(value)}
            {term ? `, ${pluralPl(days, DAYS)}` : ''}
          </span>
        </button>
        {note ? <p className="pz-hero__note">{note}</p> : null}
      </form>
    </section>
  );
}
