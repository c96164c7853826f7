import { memo, useId, useMemo, type ReactNode } from 'react';
import { PAID_LABEL } from '../../contracts/offer-order-text';
import type { Offer, TermUnit } from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import { formatCost, formatGrosze, formatPct, formatPln } from '../../contracts/format';
import { safeHref } from '../Partners/usePartners';
import { Badge } from '../badge/Badge';
import {
  amountRangeText,
  cardFigures,
  decisionText,
  freeFirstLoanText,
  instalmentsText,
  interestRateText,
  KIND_LABEL,
  requirementTexts,
  termInWords,
  termRangeText,
} from './useLenderCard';
import { closingMarkRuns } from '../text/typography';
import css from './LenderCard.css?inline';

export const lenderCardCss = css;

export interface LenderCardProps {
  /** The lender's offer the card prices (contracts/lenders.ts). */
  offer: Offer;
  /** The law of the day the card is shown (contracts/law.ts): its figures are priced under it. */
  law: PricingLaw;
  /** The visitor's amount, in złoty. */
  amount: number;
  /** The visitor's term, in `termUnit`. */
  term: number;
  /**
   * Unit of `term` (default: the offer's own); another unit is converted to whole days or months, and the card says so.
   */
  termUnit?: TermUnit;
  /** Price it as the visitor's first loan with this lender, so a free-first-loan promotion applies (default true). */
  firstLoan?: boolean;
  /**
   * Where the call to action leads, built by the caller (our /transition/ page, e.g.
   * "/transition/?offer=101&amount=1500&term=30").
   */
  href: string;
  /** Level of the lender-name heading (default 3: under a list's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Place in a ranking (1 = first), shown next to the logo. */
  rank?: number;
  /** Small labels earned by the figures of this loan among the list's fitting offers ("Najniższe RRSO"). */
  labels?: readonly string[];
}

/** One row of a figures list; `name` marks the figure for tests that read the card back (data-figure). */
function Row({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="pz-card__row" data-figure={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type CardFigures = ReturnType<typeof cardFigures>;

/** Rank, logo, name, kind, the paid-placement mark, the labels and the promotion: what tells the cards apart. */
function CardHead({
  offer,
  rank,
  labels,
  promo,
  headingId,
  headingLevel,
}: {
  offer: Offer;
  rank: number | undefined;
  labels: readonly string[];
  promo: string | null;
  headingId: string;
  headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="pz-card__main">
      <div className="pz-card__head">
        {rank !== undefined ? (
          <span className="pz-card__rank">
            <span className="pz-card__sr">Miejsce </span>
            {rank}
          </span>
        ) : null}
        {/* The initials are the "logo": decoration next to the name, which is the heading people read. */}
        <Badge
          className="pz-card__logo"
          background={offer.logo.background}
          color={offer.logo.color}
          long={[...offer.logo.initials].length > 2}
        >
          {offer.logo.initials}
        </Badge>
        <div className="pz-card__title">
          <Heading className="pz-card__name" id={headingId}>
            {/* A closing quote stays with its word when a long name breaks in a narrow card. */}
            {closingMarkRuns(offer.name).map((run, i) =>
              run.keep ? (
                <span key={i} className="pz-card__keep">
                  {run.text}
                </span>
              ) : (
                run.text
              ),
            )}
          </Heading>
          <p className="pz-card__kind">{KIND_LABEL[offer.kind]}</p>
        </div>
        {/* A place the lender paid for says so on the card itself, first thing after its name. */}
        {offer.paidPlacement ? (
          <p className="pz-card__ad" data-paid-placement="">
            {PAID_LABEL}
          </p>
        ) : null}
      </div>
      {labels.length > 0 ? (
        <ul className="pz-card__labels" aria-label="Wyróżnienia">
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      {promo ? (
        <p className="pz-card__promo">
          <strong>Pierwsza pożyczka za darmo</strong> <span className="pz-card__promo-limits">{promo}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The figures of the loan on the card: amount and term, total to repay, RRSO, then the costs and the instalment. */
const CardNumbers = memo(function CardNumbers({ figures }: { figures: CardFigures }) {
  const { loan, quote } = figures;
  return (
    <div className="pz-card__numbers">
      {figures.limit || figures.note ? (
        <p className="pz-card__note">
          {figures.limit ? <strong className="pz-card__limit">{figures.limit}</strong> : null}
          {figures.limit && figures.note ? ' ' : null}
          {figures.note}
        </p>
      ) : null}
      <dl className="pz-card__figures">
        <div className="pz-card__figure" data-figure="loan">
          <dt>Kwota</dt>
          <dd>
            <span className="pz-card__value">{formatPln(quote.amount)}</span>{' '}
            <span className="pz-card__sub">na {termInWords(quote.term, quote.unit)}</span>
          </dd>
        </div>
        <div className="pz-card__figure" data-figure="totalToRepay">
          <dt>Do zapłaty</dt>
          <dd>
            <span className="pz-card__value">{formatGrosze(loan.totalToRepay)}</span>
          </dd>
        </div>
        <div className="pz-card__figure" data-figure="rrso">
          <dt>RRSO</dt>
          <dd>
            <span className="pz-card__value">{formatPct(loan.rrsoPct)}</span>
          </dd>
        </div>
      </dl>
      <dl
        className="pz-card__costs"
        aria-label={`Koszt pożyczki ${formatPln(quote.amount)} na ${termInWords(quote.term, quote.unit)}`}
      >
        <Row name="interest" label="Odsetki">
          {formatCost(loan.interest)}
        </Row>
        <Row name="fees" label="Prowizja i opłaty">
          {formatCost(loan.fees)}
        </Row>
        <Row name="totalCost" label="Całkowity koszt">
          {formatCost(loan.totalCost)}
        </Row>
        {loan.instalments ? (
          <Row name="instalment" label="Rata miesięczna">
            {formatGrosze(loan.instalments.regular)}
            {loan.instalments.last !== loan.instalments.regular ? (
              <span className="pz-card__sub"> (ostatnia {formatGrosze(loan.instalments.last)})</span>
            ) : null}
          </Row>
        ) : null}
      </dl>
    </div>
  );
});

/** The offer's limits, requirements and highlights: they depend on the offer only. */
const CardMore = memo(function CardMore({ offer }: { offer: Offer }) {
  return (
    <div className="pz-card__more">
      <ul className="pz-card__terms" aria-label="Warunki oferty">
        <li>
          <span className="pz-card__label">Kwota pożyczki:</span> {amountRangeText(offer)}
        </li>
        <li>
          <span className="pz-card__label">Okres spłaty:</span> {termRangeText(offer)}
        </li>
        <li>{decisionText(offer.decisionMinutes)}</li>
      </ul>
      <ul className="pz-card__reqs" aria-label="Wymagania">
        {requirementTexts(offer).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {offer.highlights.length > 0 ? (
        <ul className="pz-card__highlights" aria-label="Zalety oferty">
          {offer.highlights.map((text, i) => (
            <li key={`${i}-${text}`}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/**
 * Art. 7 ust. 2 ustawy o kredycie konsumenckim: the representative example goes with every advertised price, in
 * full. It depends on the offer and the law only.
 */
const CardExample = memo(function CardExample({ offer, example }: { offer: Offer; example: CardFigures['example'] }) {
  return (
    <div className="pz-card__example" data-example="">
      <p className="pz-card__example-title">
        Przykład reprezentatywny
        {offer.firstLoanFree ? (
          <span className="pz-card__example-for">
            {' '}
            dla kolejnej pożyczki (pierwsza {freeFirstLoanText(offer)} jest bezpłatna)
          </span>
        ) : null}
      </p>
      <dl className="pz-card__example-list">
        <Row name="example-interestRate" label="Stopa oprocentowania">
          {interestRateText(example.interestRatePct)}
        </Row>
        <Row name="example-amount" label="Całkowita kwota kredytu">
          {formatGrosze(example.amount)}
        </Row>
        <Row name="example-totalCost" label="Całkowity koszt kredytu">
          {formatGrosze(example.totalCost)}
        </Row>
        <Row name="example-interest" label="w tym odsetki">
          {formatGrosze(example.interest)}
        </Row>
        <Row name="example-fees" label="w tym prowizja i opłaty">
          {formatGrosze(example.fees)}
        </Row>
        <Row name="example-totalToRepay" label="Całkowita kwota do zapłaty">
          {formatGrosze(example.totalToRepay)}
        </Row>
        <Row name="example-term" label="Czas obowiązywania umowy">
          {termInWords(example.term, example.unit)}
          {example.instalments ? '' : ', spłata jednorazowa'}
        </Row>
        {example.instalments ? (
          <Row name="example-instalments" label="Raty">
            {instalmentsText(example.instalments)}
          </Row>
        ) : null}
        <Row name="example-rrso" label="RRSO">
          {formatPct(example.rrsoPct)}
        </Row>
      </dl>
    </div>
  );
});

/**
 * One lender's offer for the visitor's amount and term. First the figures of that very loan (contracts/offer.ts
 * loanFigures): amount and term, total to repay, its RRSO, then interest, fees, total cost and the instalment.
 * A request the offer cannot lend is priced as the nearest loan it gives, with what the lender can do stated.
 * Then the button, the offer's limits and requirements, and the representative example with the labels of
 * art. 7 ust. 2 of the consumer credit act, unfolded, priced by the same model.
 *
 * Pure: the figures are computed once per loan, and a list that only reorders its cards (a new sort) re-renders
 * none of their figures (the parts are memoized on the offer and the figures).
 */
export const LenderCard = memo(function LenderCard({
  offer,
  law,
  amount,
  term,
  termUnit,
  firstLoan = true,
  href,
  headingLevel = 3,
  rank,
  labels = NO_LABELS,
}: LenderCardProps) {
  const id = useId();
  const unit = termUnit ?? offer.term.unit;
  const figures = useMemo(
    () => cardFigures(offer, amount, term, law, unit, firstLoan),
    [offer, amount, term, law, unit, firstLoan],
  );
  const { loan, quote } = figures;
  // The promotion's badge only where the loan on the card gets it (within its amount and days, a first loan).
  const promo = firstLoan && loan.free ? freeFirstLoanText(offer) : null;
  const link = safeHref(href);
  const headingId = `${id}-name`;
  return (
    <article
      className="pz-card"
      aria-labelledby={headingId}
      data-kind={offer.kind}
      data-offer-id={offer.offer_id}
      data-amount={quote.amount}
      data-term={quote.term}
      data-term-unit={quote.unit}
      data-first-loan={firstLoan ? 'true' : 'false'}
      data-fits={figures.fits ? 'true' : 'false'}
    >
      <div className="pz-card__body">
        <CardHead {...{ offer, rank, labels, promo, headingId, headingLevel }} />
        <CardNumbers figures={figures} />
        <div className="pz-card__action">
          {link ? (
            // The visible words start the accessible name (WCAG 2.5.3), the lender's name tells the cards' links apart.
            <a className="pz-card__cta" href={link} aria-label={`Przejdź do pożyczkodawcy ${offer.name}`}>
              Przejdź do pożyczkodawcy
            </a>
          ) : null}
        </div>
        <CardMore offer={offer} />
        <CardExample offer={offer} example={figures.example} />
      </div>
    </article>
  );
}, sameCard);

const NO_LABELS: readonly string[] = [];

/** Labels come as a new array with each ordering: the same words are the same card. */
function sameCard(a: LenderCardProps, b: LenderCardProps): boolean {
  for (const key of Object.keys({ ...a, ...b }) as (keyof LenderCardProps)[])
    if (key !== 'labels' && a[key] !== b[key]) return false;
  const x = a.labels ?? NO_LABELS;
  const y = b.labels ?? NO_LABELS;
  return x.length === y.length && x.every((label, i) => label === y[i]);
}
