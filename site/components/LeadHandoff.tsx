// On the transition page, for a lender that takes applications by API: asks whether to pass the application on
// (a consent naming that one lender), sends it, and says it was passed on only when the lender confirmed receipt.
// Renders nothing when the visitor has no lead or the lender takes no applications from us.
import { useEffect, useId, useState } from 'react';
import { LEAD_SHARING_PATH, type SharingAnswer, type SharingOffer } from '../../contracts/lead-sharing';
import { siteHttp } from '../app/http';
import { LEAD_HANDOFF } from '../content/lead-handoff';

export interface LeadHandoffProps {
  offerId: number;
  leadId: string | null;
  /** Called once when the question is shown: the page stops its countdown so the visitor can read and decide. */
  onAsk(): void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'ask'; offer: Required<SharingOffer>; error: string | null }
  | { kind: 'sending'; offer: Required<SharingOffer> }
  | { kind: 'done'; offer: Required<SharingOffer>; answer: SharingAnswer };

export function LeadHandoff({ offerId, leadId, onAsk }: LeadHandoffProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [agreed, setAgreed] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!leadId) return;
    let live = true;
    void siteHttp()
      .get<SharingOffer>(`${LEAD_SHARING_PATH}?offer=${offerId}`)
      .then((result) => {
        if (
          !live ||
          !result.ok ||
          !result.value.takesLeads ||
          !result.value.lender ||
          !result.value.text ||
          !result.value.version
        )
          return;
        setState({ kind: 'ask', offer: result.value as Required<SharingOffer>, error: null });
        onAsk();
      });
    return () => {
      live = false;
    };
  }, [offerId, leadId]);

  if (state.kind === 'idle' || !leadId) return null;
  const { offer } = state;

  const send = async (event: Event) => {
    event.preventDefault();
    if (state.kind !== 'ask') return;
    if (!agreed) {
      setState({ ...state, error: LEAD_HANDOFF.needsConsent });
      return;
    }
    setState({ kind: 'sending', offer });
    const result = await siteHttp().postJson<SharingAnswer>(LEAD_SHARING_PATH, {
      leadId,
      offerId,
      consent: true,
      version: offer.version,
    });
    setState(
      result.ok ? { kind: 'done', offer, answer: result.value } : { kind: 'ask', offer, error: LEAD_HANDOFF.error },
    );
  };

  if (state.kind === 'done') {
    const { status, withdrawUrl } = state.answer;
    const text =
      status === 'delivered'
        ? LEAD_HANDOFF.delivered(offer.lender)
        : status === 'pending'
          ? LEAD_HANDOFF.pending(offer.lender)
          : LEAD_HANDOFF.failed(offer.lender);
    return (
      <section className="pz-handoff-form" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{LEAD_HANDOFF.heading}</h2>
        <p role="status" data-handoff={status}>
          {text}
        </p>
        <p>
          <a href={withdrawUrl}>{LEAD_HANDOFF.withdraw}</a>
        </p>
      </section>
    );
  }
  return (
    <section className="pz-handoff-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{LEAD_HANDOFF.heading}</h2>
      <p>{LEAD_HANDOFF.intro(offer.lender)}</p>
      <form onSubmit={(event) => void send(event)} noValidate>
        <p>
          <input
            type="checkbox"
            id={`${id}-c`}
            checked={agreed}
            onChange={(event) => setAgreed((event.target as HTMLInputElement).checked)}
            aria-describedby={state.kind === 'ask' && state.error ? `${id}-e` : undefined}
          />{' '}
          <label htmlFor={`${id}-c`}>{offer.text}</label>
        </p>
        {state.kind === 'ask' && state.error ? (
          <p id={`${id}-e`} role="alert" className="pz-field-error">
            {state.error}
          </p>
        ) : null}
        <p>
          <button type="submit" className="pz-button" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? LEAD_HANDOFF.sending : LEAD_HANDOFF.submit}
          </button>
        </p>
      </form>
    </section>
  );
}
