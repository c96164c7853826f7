import { useEffect, useId, useRef, useState } from 'react';
import { quoteLoan, type Offer, type QuotedLoan } from '../../contracts/offer';
import { hasPaidPlacement, orderForVisitor } from '../../contracts/offer-order';
import { creditNoticeCss, OfferNotices, type SiteLink } from '../CreditNotice/CreditNotice';
import { LenderCard } from '../LenderCard/LenderCard';
import { safeHref } from '../Partners/usePartners';
import { Badge } from '../badge/Badge';
import { typo } from '../text/typography';
import { EXAMPLE_LABEL, lenderFromHash, lenderSummary } from './useLenderHub';
import type { LenderWithOffers } from '../../contracts/lenders';
import type { PricingLaw } from '../../contracts/law';
import { formatPln, DAYS, MONTHS, pluralPl } from '../../contracts/format';
import type { TermUnit } from '../../contracts/loan-limits';
import css from './LenderHub.css?inline';

export const lenderHubCss = css + creditNoticeCss;

export type LenderHubState = 'ready' | 'loading' | 'error';

export interface LenderHubProps {
  /** The lenders of the directory, each with its offers. */
  lenders: LenderWithOffers[];
  /**
   * The law of the day the hub is shown (contracts/law.ts): examples and cards are priced under it; null while loading.
   */
  law: PricingLaw | null;
  /** 'loading' shows placeholders, 'error' a message (with a retry button when `onRetry` is given). */
  state?: LenderHubState;
  /** Called by the error state's "Spróbuj ponownie" button (no button without it). */
  onRetry?: () => void;
  /** Each offer card's call to action (our /transition/ page), for the loan the card prices. */
  hrefFor: (offer: Offer, loan: QuotedLoan) => string;
  /** The loan the offer cards are priced for (an offer that does not lend it prices its nearest loan, and says so). */
  example: { amount: number; termDays: number; /** The unit of `termDays` (days unless months). */ unit?: TermUnit };
  /** Level of the directory and detail headings (default 2). */
  headingLevel?: 2 | 3;
  /**
   * The lender to show (controlled). Without it the hub follows the address's #hash: /partners-list/#kasomir
   * opens Kasomir, the back link and the browser's back button return to the directory.
   */
  selected?: string | null;
  /** The advertising warning of the day (contracts/law.ts), given by the page; none before the rules apply. */
  warning?: string | null;
  /** On a partner's page: add our intermediary notice. */
  partner?: boolean;
  /** Our paths (the order rule, the terms) as this page links them; default as they are. */
  siteLink?: SiteLink;
}

const DIRECTORY_ID = 'pozyczkodawcy';
const SKELETONS = 3;

function Logo({ lender }: { lender: Pick<LenderWithOffers, 'logo'> }) {
  return (
    <Badge className="pz-hub__logo" background={lender.logo.background} color={lender.logo.color}>
      {lender.logo.initials}
    </Badge>
  );
}

function Directory({
  lenders,
  law,
  headingLevel,
  titleId,
}: {
  lenders: LenderWithOffers[];
  law: PricingLaw;
  headingLevel: 2 | 3;
  titleId: string;
}) {
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    // role="list": Safari drops list semantics from lists drawn without markers.
    <ul className="pz-hub__list" role="list" aria-labelledby={titleId}>
      {lenders.map((lender) => {
        const s = lenderSummary(lender.offers, law);
        return (
          <li key={lender.id} className="pz-hub__item">
            <Logo lender={lender} />
            <div className="pz-hub__item-body">
              <Title className="pz-hub__item-name">
                <a className="pz-hub__item-link" href={`#${lender.id}`}>
                  {lender.name}
                </a>
              </Title>
              <p className="pz-hub__item-facts">{[s.kinds, s.amount].filter(Boolean).join(' · ')}</p>
              {s.rrso ? (
                <p className="pz-hub__item-facts" data-example-rrso="">
                  {EXAMPLE_LABEL}: {s.rrso}
                </p>
              ) : null}
              {s.firstLoanFree ? <p className="pz-hub__badge">Pierwsza pożyczka za {formatPln(0)}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Detail({
  lender,
  law,
  headingLevel,
  hrefFor,
  example,
  focus,
}: {
  lender: LenderWithOffers;
  law: PricingLaw;
  headingLevel: 2 | 3;
  hrefFor: (o: Offer, loan: QuotedLoan) => string;
  example: LenderHubProps['example'];
  focus: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const site = safeHref(lender.url);
  // A detail opened by the visitor takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, lender.id]);
  return (
    <article className="pz-hub__detail" id={lender.id} aria-labelledby={`${lender.id}-name`}>
      <header className="pz-hub__detail-head">
        <Logo lender={lender} />
        <div>
          <Heading className="pz-hub__detail-name" id={`${lender.id}-name`} ref={heading} tabIndex={-1}>
            {lender.name}
          </Heading>
          <p className="pz-hub__meta">
            {lender.legalName} · na rynku od {lender.founded}&nbsp;r.
          </p>
        </div>
      </header>
      {/* typo(), not only the one-letter words: catalogue copy such as „do 25 000 zł” gets its no-break spaces
          here too, as the hub also renders on partner pages, where no page-wide typesetting runs. */}
      <p className="pz-hub__description">{typo(lender.description)}</p>
      <LenderFacts lender={lender} law={law} />
      {site ? (
        <p className="pz-hub__site">
          Strona pożyczkodawcy:{' '}
          <a href={site} rel="nofollow noopener" target="_blank">
            {site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <span className="pz-hub__sr"> (otwiera się w nowej karcie)</span>
          </a>
        </p>
      ) : null}
      {lender.offers.length > 0 ? (
        <LenderOffers lender={lender} law={law} headingLevel={headingLevel} hrefFor={hrefFor} example={example} />
      ) : null}
      <p>
        <a className="pz-hub__back" href={`#${DIRECTORY_ID}`}>
          ← Wszyscy pożyczkodawcy
        </a>
      </p>
    </article>
  );
}

/**
 * The directory of lenders whose offers we list, with a detail view per lender: who they are, what they lend,
 * the RRSO of their representative examples (labelled as such), and each offer as a lender card for one loan. Deep
 * links work as /partners-list/#lender-id. The prerendered HTML holds the directory and every detail, linked by
 * #anchors, so it works without JavaScript; once hydrated, the hub shows either the directory or one lender.
 */
export function LenderHub({
  lenders,
  law,
  state = 'ready',
  onRetry,
  hrefFor,
  example,
  headingLevel = 2,
  selected: selectedProp,
  warning,
  partner,
  siteLink,
}: LenderHubProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  // null until hydrated: the server and first client render show everything (no address to read there).
  const [fromHash, setFromHash] = useState<string | null | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (selectedProp !== undefined) return;
    setFromHash(lenderFromHash(window.location.hash, lenders));
    const onHashChange = () => {
      const { hash } = window.location;
      const id = lenderFromHash(hash, lenders);
      // Other anchors on the page (the skip link's #main) leave the hub as it is.
      if (id === null && hash !== '' && hash !== '#' && hash !== `#${DIRECTORY_ID}`) return;
      setFromHash(id);
      setOpened(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [lenders, selectedProp]);
  // Controlled, or after hydration: one view at a time. Before: all of it (works without JavaScript).
  const mode: 'all' | 'one' = selectedProp !== undefined || fromHash !== undefined ? 'one' : 'all';
  const selected = selectedProp !== undefined ? selectedProp : (fromHash ?? null);
  const current = selected ? lenders.find((l) => l.id === selected) : undefined;
  const directoryHeading = useRef<HTMLHeadingElement>(null);
  // Back to the directory by its link or the back button: focus (and so scroll to) its heading.
  useEffect(() => {
    if (opened && !current) directoryHeading.current?.focus();
  }, [opened, current]);

  if (state !== 'ready' || lenders.length === 0 || !law) return <HubStatus state={state} onRetry={onRetry} />;

  const showDirectory = mode === 'all' || !current;
  const details = mode === 'all' ? lenders : current ? [current] : [];
  return (
    <div className="pz-hub">
      {/* Every lender's offers are priced here: the warning and how each lender's offers are ordered come first. */}
      <OfferNotices
        warning={warning}
        order="cheapest"
        paid={lenders.some((l) => hasPaidPlacement(l.offers))}
        partner={partner}
        link={siteLink}
      />
      {showDirectory ? (
        <section className="pz-hub__directory" id={DIRECTORY_ID} aria-labelledby={titleId}>
          <Heading className="pz-hub__title" id={titleId} ref={directoryHeading} tabIndex={-1}>
            Pożyczkodawcy w porównaniu ({lenders.length})
          </Heading>
          <Directory lenders={lenders} law={law} headingLevel={headingLevel} titleId={titleId} />
        </section>
      ) : null}
      {details.map((lender) => (
        <Detail
          key={lender.id}
          lender={lender}
          law={law}
          headingLevel={headingLevel}
          hrefFor={hrefFor}
          example={example}
          focus={mode === 'one' && opened}
        />
      ))}
    </div>
  );
}

/** Kind, amounts, the examples' RRSO and the decision; or that the lender has no offer with us now. */
function LenderFacts({ lender, law }: { lender: LenderWithOffers; law: PricingLaw }) {
  const s = lenderSummary(lender.offers, law);
  return (
    <>
      {lender.offers.length > 0 ? (
        <dl className="pz-hub__facts">
          <div>
            <dt>Rodzaj</dt>
            <dd>{s.kinds}</dd>
          </div>
          <div>
            <dt>Kwota</dt>
            <dd>{s.amount}</dd>
          </div>
          <div data-example-rrso="">
            <dt>{EXAMPLE_LABEL}</dt>
            <dd>{s.rrso}</dd>
          </div>
          <div>
            <dt>Decyzja</dt>
            <dd>{s.decision?.replace(/^Decyzja /, '')}</dd>
          </div>
        </dl>
      ) : (
        <p className="pz-hub__meta">Ten pożyczkodawca nie ma teraz ofert w naszym porównaniu.</p>
      )}
    </>
  );
}

/** What loan the cards price, and the lender's offers as cards in the visitor's order. */
function LenderOffers(props: {
  lender: LenderWithOffers;
  law: PricingLaw;
  headingLevel: 2 | 3;
  hrefFor: (o: Offer, loan: QuotedLoan) => string;
  example: LenderHubProps['example'];
}) {
  const { lender, law, headingLevel, hrefFor, example } = props;
  const s = lenderSummary(lender.offers, law);
  return (
    <>
      <p className="pz-hub__meta">
        {s.offerCount} w porównaniu. Koszty na kartach policzone dla {formatPln(example.amount)} na{' '}
        {pluralPl(example.termDays, example.unit === 'months' ? MONTHS : DAYS)}; oferta, która takiej pożyczki nie
        udziela, mówi to na karcie i pokazuje koszt najbliższej pożyczki, jakiej udziela.
      </p>
      <ul className="pz-hub__offers" role="list">
        {orderForVisitor(
          lender.offers,
          { amount: example.amount, term: example.termDays, unit: example.unit ?? 'days' },
          law,
        ).map((offer) => (
          <li key={offer.offer_id}>
            <LenderCard
              law={law}
              offer={offer}
              amount={example.amount}
              term={example.termDays}
              termUnit={example.unit ?? 'days'}
              href={hrefFor(offer, quoteLoan(offer, example.amount, example.termDays, example.unit ?? 'days'))}
              headingLevel={(headingLevel + 1) as 3 | 4}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Loading (a skeleton), a failure with a retry, or nothing to show yet (no lender, or no law to price by). */
function HubStatus({ state, onRetry }: { state: LenderHubProps['state']; onRetry: LenderHubProps['onRetry'] }) {
  if (state === 'loading') {
    return (
      <div className="pz-hub" aria-busy="true">
        <p className="pz-hub__status" role="status">
          Wczytujemy listę pożyczkodawców…
        </p>
        <ul className="pz-hub__list" aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className="pz-hub__item pz-hub__item--skeleton" />
          ))}
        </ul>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="pz-hub">
        <div className="pz-hub__alert" role="alert">
          <p>Nie udało się wczytać listy pożyczkodawców. Sprawdź połączenie z internetem i spróbuj ponownie.</p>
          {onRetry ? (
            <button type="button" className="pz-hub__retry" onClick={onRetry}>
              Spróbuj ponownie
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  // Without the law of the day nothing can be priced: the hub shows no lender rather than unpriced offers.
  return (
    <div className="pz-hub">
      <p className="pz-hub__status">Nie mamy jeszcze pożyczkodawców do pokazania. Zajrzyj tu wkrótce.</p>
    </div>
  );
}
