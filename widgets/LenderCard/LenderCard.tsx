import { useId } from 'react';
import type { Offer } from '../../contracts/offer';
import { formatPln } from '../format/format';
import { badgeColors, safeHref } from '../Partners/usePartners';
import {
  amountRangeText,
  cardFigures,
  decisionText,
  formatCost,
  formatGrosze,
  formatRrso,
  freeFirstLoanText,
  KIND_LABEL,
  requirementTexts,
  termRangeText,
  termText,
} from './useLenderCard';
import css from './LenderCard.css?inline';

export const lenderCardCss = css;

export interface LenderCardProps {
  offer: Offer;
  /** The visitor's amount, in złoty. */
  amount: number;
  /** The visitor's term, in the offer's unit (days for short loans, months for instalment loans). */
  term: number;
  /** Price it as the visitor's first loan with this lender, so a free-first-loan promotion applies (default true). */
  firstLoan?: boolean;
  /** Where the call to action leads, built by the caller (our /transition/ page, e.g. "/transition/?offer=101&amount=1500&term=30"). */
  href: string;
  /** Level of the lender-name heading (default 3: under a list's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Place in a ranking (1 = first), shown next to the logo. */
  rank?: number;
}

/**
 * One lender's offer for the visitor's amount and term: what they get, what they repay and the RRSO first,
 * then the button, the offer's limits and requirements, and the representative example the law requires next
 * to every loan advertisement (in the HTML, folded in a native <details>).
 */
export function LenderCard({ offer, amount, term, firstLoan = true, href, headingLevel = 3, rank }: LenderCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const figures = cardFigures(offer, amount, term, firstLoan);
  const { cost } = figures;
  const promo = firstLoan ? freeFirstLoanText(offer) : null;
  const link = safeHref(href);
  const headingId = `${id}-name`;
  return (
    <article className="pz-card" aria-labelledby={headingId} data-kind={offer.kind} data-fits={figures.fits ? undefined : 'false'}>
      <div className="pz-card__body">
        <div className="pz-card__main">
          <div className="pz-card__head">
            {rank !== undefined ? (
              <span className="pz-card__rank">
                <span className="pz-card__sr">Miejsce </span>
                {rank}
              </span>
            ) : null}
            {/* The initials are the "logo": decoration next to the name, which is the heading people read. */}
            <span
              className="pz-card__logo"
              aria-hidden="true"
              data-long={[...offer.logo.initials].length > 2 ? '' : undefined}
              style={badgeColors(offer.logo.background, offer.logo.color)}
            >
              {offer.logo.initials}
            </span>
            <div className="pz-card__title">
              <Heading className="pz-card__name" id={headingId}>
                {offer.name}
              </Heading>
              <p className="pz-card__kind">{KIND_LABEL[offer.kind]}</p>
            </div>
          </div>
          {promo ? (
            <p className="pz-card__promo">
              <strong>Pierwsza pożyczka za darmo</strong> <span className="pz-card__promo-limits">{promo}</span>
            </p>
          ) : null}
        </div>

        <div className="pz-card__numbers">
          {figures.note ? <p className="pz-card__note">{figures.note}</p> : null}
          <dl className="pz-card__figures">
            <div className="pz-card__figure">
              <dt>Kwota</dt>
              <dd>
                <span className="pz-card__value">{formatPln(figures.amount)}</span>{' '}
                <span className="pz-card__sub">na {termText(offer, figures.term)}</span>
              </dd>
            </div>
            <div className="pz-card__figure">
              <dt>Do spłaty</dt>
              <dd>
                <span className="pz-card__value">{formatGrosze(cost.totalToRepay)}</span>
              </dd>
            </div>
            <div className="pz-card__figure">
              <dt>RRSO</dt>
              <dd>
                <span className="pz-card__value">{formatRrso(offer.rrsoPct)}</span>
              </dd>
            </div>
          </dl>
          <p className="pz-card__cost">
            <span>
              Koszt: <strong>{formatCost(cost.totalCost)}</strong>
            </span>
            {cost.instalments ? (
              <span>
                {' '}
                Rata: <strong>{formatGrosze(cost.instalments.regular)}</strong> miesięcznie
              </span>
            ) : null}
          </p>
        </div>

        <div className="pz-card__action">
          {link ? (
            // The visible words start the accessible name (WCAG 2.5.3), the lender's name tells the cards' links apart.
            <a className="pz-card__cta" href={link} aria-label={`Przejdź do pożyczkodawcy ${offer.name}`}>
              Przejdź do pożyczkodawcy
            </a>
          ) : null}
        </div>

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

        <details className="pz-card__example">
          <summary>Przykład reprezentatywny</summary>
          <p>{offer.representativeExample}</p>
        </details>
      </div>
    </article>
  );
}
