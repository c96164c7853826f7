// /transition/?offer=ID&amount=&term=: "we are taking you to the lender", a short countdown, then the lender's
// address with the lead and click ids attached. Only addresses from our own offer list are ever used.
import { useEffect, useState } from 'react';
import { SHORT_NAME } from '../brand';
import { countdownText, TRANSITION_PAGE, TRANSITION_SECONDS } from '../content/transition';
import { currentLeadId, lenderUrl, readClickIds } from '../app/transition';
import type { Head, PageProps } from './types';

export interface TransitionData {
  offers: { offer_id: number; name: string; url: string }[];
}

export function head(): Head {
  return { title: TRANSITION_PAGE.title, description: '', robots: 'noindex, nofollow' };
}

type State = { kind: 'waiting' } | { kind: 'go'; name: string; url: string; seconds: number } | { kind: 'unknown' };

export default function Transition({ data }: PageProps<TransitionData>) {
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const offer = data.offers.find((o) => String(o.offer_id) === query.get('offer'));
    if (!offer) {
      setState({ kind: 'unknown' });
      return;
    }
    const url = lenderUrl(offer.url, { leadId: currentLeadId(window.location.search, window.localStorage), clickIds: readClickIds(window.location.search, document.cookie), source: SHORT_NAME.toLowerCase() });
    setState({ kind: 'go', name: offer.name, url, seconds: TRANSITION_SECONDS });
  }, []);

  useEffect(() => {
    if (state.kind !== 'go') return;
    if (state.seconds <= 0) {
      window.location.assign(state.url);
      return;
    }
    const timer = window.setTimeout(() => setState({ ...state, seconds: state.seconds - 1 }), 1000);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state.kind === 'unknown') {
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
  return (
    <section className="pz-placeholder" aria-busy={state.kind === 'waiting'}>
      <h1>{TRANSITION_PAGE.heading}</h1>
      {state.kind === 'go' ? (
        <>
          <p>{TRANSITION_PAGE.lenderLine(state.name)}</p>
          <p className="pz-countdown" role="status" aria-live="polite">
            {countdownText(state.seconds)}
          </p>
          <p>{TRANSITION_PAGE.tip}</p>
          <p>
            <a href={state.url} rel="nofollow noopener">
              {TRANSITION_PAGE.fallbackLink}
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
