// /transition/?offer=ID&amount=&term=&unit=: "we are taking you to the lender", a short countdown, then our click
// endpoint, which records the click in the ledger and redirects to the lender's address with the chosen loan, our
// click reference, the lead and ad click ids attached (docs/affiliate.md). Only addresses from our own offer list
// are ever used.
import { useEffect, useState } from 'react';
import type { LoanRequest } from '../../contracts/loan-limits';
import { tieShortWords } from '../../widgets/text/Paragraphs';
import { countdownText, TRANSITION_PAGE, TRANSITION_SECONDS } from '../content/transition';
import { clickHref, readClickQuery } from '../../contracts/affiliate';
import { transitionOfferId } from '../../contracts/offer-links';
import { currentLeadId, readClickIds } from '../app/transition';
import transitionCss from '../components/transition.css?inline';
import { LeadHandoff } from '../components/LeadHandoff';
import { pageStorage } from '../app/page-storage';
import type { Head, PageProps } from './types';

export interface TransitionData {
  offers: { offer_id: number; name: string; url: string }[];
}

export const styles = [transitionCss];

export function head(): Head {
  return { title: TRANSITION_PAGE.title, description: '', robots: 'noindex, nofollow' };
}

type State =
  | { kind: 'waiting' }
  | {
      kind: 'go';
      name: string;
      url: string;
      loan: Partial<LoanRequest>;
      seconds: number;
      paused: boolean;
      offerId: number;
      leadId: string | null;
    }
  | { kind: 'unknown' };

/** The link names no offer we list (incomplete, or the offer is gone). */
function UnknownOffer() {
  return (
    <section className="pz-placeholder">
      <h1>Nie znaleźliśmy tej oferty</h1>
      <p>Link jest niepełny albo oferta nie jest już dostępna. Wybierz ofertę z aktualnej listy.</p>
      <p>
        <a className="pz-button" href="/offers/">
          {TRANSITION_PAGE.backLink}
        </a>
      </p>
    </section>
  );
}

export default function Transition({ data }: PageProps<TransitionData>) {
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    const search = window.location.search;
    const offerId = transitionOfferId(search);
    const offer = data.offers.find((o) => String(o.offer_id) === offerId);
    if (!offer) {
      setState({ kind: 'unknown' });
      return;
    }
    // The link carries the partner's values, utm_* and the placement; the click passes them on as read.
    const link = readClickQuery(search);
    const loan = link.loan;
    // Storage the browser refuses (site data blocked) leaves the lead out; the visitor still goes to the lender.
    const leadId = currentLeadId(search, pageStorage());
    const url = clickHref(offer.offer_id, { ...link, leadId, clickIds: readClickIds(search, document.cookie) });
    setState({
      kind: 'go',
      name: offer.name,
      url,
      loan,
      seconds: TRANSITION_SECONDS,
      paused: false,
      offerId: offer.offer_id,
      leadId,
    });
  }, []);

  useEffect(() => {
    if (state.kind !== 'go' || state.paused) return;
    if (state.seconds <= 0) {
      window.location.assign(state.url);
      return;
    }
    const timer = window.setTimeout(() => setState({ ...state, seconds: state.seconds - 1 }), 1000);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state.kind === 'unknown') return <UnknownOffer />;
  return (
    <section className="pz-placeholder" aria-busy={state.kind === 'waiting'}>
      <h1>{TRANSITION_PAGE.heading}</h1>
      {state.kind === 'go' ? (
        <>
          <p>{tieShortWords(TRANSITION_PAGE.lenderLine(state.name))}</p>
          <p className="pz-countdown" role="status" aria-live="polite">
            {state.paused ? TRANSITION_PAGE.paused : countdownText(state.seconds)}
          </p>
          {state.paused ? null : (
            <p>
              {/* Reading what happens next can take longer than the
                 countdown (WCAG 2.2.1: a time limit can be stopped). */}
              <button
                type="button"
                className="pz-button pz-button--secondary"
                onClick={() => setState({ ...state, paused: true })}
              >
                {TRANSITION_PAGE.pause}
              </button>
            </p>
          )}
          {/* A lender that takes applications by API: the visitor may pass it on; the countdown stops while asked. */}
          <LeadHandoff
            offerId={state.offerId}
            leadId={state.leadId}
            onAsk={() => setState((s) => (s.kind === 'go' ? { ...s, paused: true } : s))}
          />
          <h2>{TRANSITION_PAGE.nextHeading}</h2>
          <ul className="pz-handoff">
            <li>{tieShortWords(TRANSITION_PAGE.passedOn(state.name, state.loan))}</li>
            <li>{tieShortWords(TRANSITION_PAGE.formData())}</li>
            <li>{tieShortWords(TRANSITION_PAGE.yourPart(state.name))}</li>
            <li>{tieShortWords(TRANSITION_PAGE.ourRole)}</li>
          </ul>
          <p>{tieShortWords(TRANSITION_PAGE.tip)}</p>
          <p>
            <a href={state.url} rel="nofollow noopener">
              {state.paused ? TRANSITION_PAGE.goNow(state.name) : TRANSITION_PAGE.fallbackLink}
            </a>
          </p>
        </>
      ) : (
        <p>Sprawdzamy wybraną ofertę…</p>
      )}
      <p>
        <a href="/offers/">{TRANSITION_PAGE.backLink}</a>
      </p>
    </section>
  );
}
