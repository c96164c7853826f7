import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TermUnit } from '../../contracts/offer';
import { AmountSlider } from '../AmountSlider/AmountSlider';
import { DAYS, MONTHS, formatPln, pluralPl } from '../../contracts/format';
import type { LoanRequest } from '../../contracts/loan-limits';
import { TermUnitSwitch } from '../LoanSliders/TermUnitSwitch';

interface TermRange {
  min: number;
  max: number;
  step: number;
  initial: number;
}

export interface HeroProps {
  /** The page's h1. */
  title: string;
  /** The sentence under the title. */
  lead: string;
  /** Short selling points shown as a list under the lead. */
  points?: string[];
  /** The amount slider's limits and start value, in złoty. */
  amount: { min: number; max: number; step: number; initial: number };
  /** The term slider, in days; without it the hero asks only for the amount. */
  term?: TermRange;
  /** With `term`: the same slider in months for instalment loans, and a days / months switch sent as `unit`. */
  termMonths?: TermRange;
  /** Where the call to action goes; the choice is added as ?amount=&term=&unit= (the form's own fields). */
  ctaHref?: string;
  /** Text of the call-to-action button. */
  ctaLabel?: string;
  /** Small print under the form's button. */
  note?: string;
  /** The unit the term starts in (default days): a loan chosen earlier in months comes back in months. */
  initialUnit?: TermUnit;
  /** Called with the loan each time the visitor changes it (not for the start values), so the page can keep it. */
  onChoiceChange?: (loan: LoanRequest) => void;
}

/** The promise: it never changes with the sliders, so it renders once (an element kept by useMemo below). */
function HeroText({
  headingId,
  title,
  lead,
  points,
}: {
  headingId: string;
  title: string;
  lead: string;
  points: string[];
}) {
  return (
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
  );
}

const NO_POINTS: string[] = [];

/**
 * The top of the home page: the promise, and the amount slider leading to registration.
 * The card is a real GET form, so it works before hydration and without JavaScript.
 */
export function Hero({
  title,
  lead,
  points = NO_POINTS,
  amount,
  term: termDays,
  termMonths,
  ctaHref = '/reg/',
  ctaLabel = 'Sprawdź oferty',
  note,
  onChoiceChange,
  initialUnit = 'days',
}: HeroProps) {
  const headingId = useId();
  const [value, setValue] = useState(amount.initial);
  const [unit, setUnit] = useState<TermUnit>(termMonths ? initialUnit : 'days');
  // Each unit keeps its own term, so switching back returns to what the visitor had set.
  const [terms, setTerms] = useState<Record<TermUnit, number>>({
    days: termDays?.initial ?? 0,
    months: termMonths?.initial ?? 0,
  });
  const term = unit === 'months' && termMonths ? termMonths : termDays;
  const forms = unit === 'months' ? MONTHS : DAYS;
  const days = terms[unit];
  const setDays = useCallback((next: number) => setTerms((all) => ({ ...all, [unit]: next })), [unit]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) onChoiceChange?.({ amount: value, term: days, unit });
    started.current = true;
  }, [value, days, unit]);
  // Elements kept while their inputs stay the same, which Preact and React both skip (what memo would do, with
  // hooks only, so the hero needs nothing of preact/compat): moving the amount renders that slider and the button's
  // words, not the term slider or the promise again.
  const text = useMemo(
    () => <HeroText headingId={headingId} title={title} lead={lead} points={points} />,
    [headingId, title, lead, points],
  );
  const amountSlider = useMemo(
    () => (
      <AmountSlider
        name="amount"
        min={amount.min}
        max={amount.max}
        step={amount.step}
        value={value}
        onChange={setValue}
        label="Ile chcesz pożyczyć?"
      />
    ),
    [amount.min, amount.max, amount.step, value],
  );
  const termSlider = useMemo(
    () =>
      term ? (
        <AmountSlider
          key={unit}
          name="term"
          min={term.min}
          max={term.max}
          step={term.step}
          value={days}
          onChange={setDays}
          field={unit}
          label={unit === 'months' ? 'Na ile miesięcy?' : 'Na ile dni?'}
        />
      ) : null,
    [term, unit, days, setDays],
  );
  return (
    <section className="pz-hero" aria-labelledby={headingId}>
      {text}
      <form className="pz-hero__card" action={ctaHref} method="get">
        {amountSlider}
        {term && termMonths ? <TermUnitSwitch name="unit" value={unit} onChange={setUnit} /> : null}
        {termSlider}
        <button className="pz-hero__cta" type="submit">
          {ctaLabel}{' '}
          <span className="pz-hero__cta-amount">
            na {formatPln(value)}
            {term ? `, ${pluralPl(days, forms)}` : ''}
          </span>
        </button>
        {note ? <p className="pz-hero__note">{note}</p> : null}
      </form>
    </section>
  );
}
