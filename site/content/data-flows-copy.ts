// The legal pages' parts written from data rather than by hand: who receives what, when and on what basis
// (contracts/data-flows.ts), and the cost limits of the law in force on the day the site is built
// (contracts/law.ts). site/content/data-flows-copy.test.ts renders the documents and fails on any recipient or
// field they leave out.
import {
  DATA_FLOWS,
  externalRecipients,
  fieldLabels,
  joinPl,
  US,
  type DataFlow,
  type Recipient,
} from '../../contracts/data-flows';
import { lawPct } from './law-text';
import type { Law } from '../../contracts/law';

/** 3.5 → "3,5": a spread in percentage points. */
const points = (value: number): string => new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 }).format(value);

/** '2026-03-05' → '5 marca 2026 r.' */
export function dayPl(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)} r.`;
}

/** Ends a sentence with one full stop, also after an abbreviation ("2026 r."). */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** "Przekazanie wniosku pożyczkodawcy: a; b (jeśli …); c. Kiedy: … Podstawa: …." */
export function flowSentence(flow: DataFlow): string {
  return `${flow.name}: ${fieldLabels(flow).join('; ')}. Kiedy: ${sentence(flow.when)} Podstawa: ${sentence(flow.basis)}`;
}

/** One item of the privacy policy's list of recipients: who, what they are to the data, and every flow they get. */
export function recipientItem(recipient: Recipient, flows: readonly DataFlow[] = DATA_FLOWS): string {
  const theirs = flows.filter((f) => f.recipients.some((r) => r.id === recipient.id));
  return `${recipient.name} – ${recipient.role}. ${theirs.map(flowSentence).join(' ')}`;
}

/** Every recipient other than us, each with what it receives. */
export const recipientItems = (flows: readonly DataFlow[] = DATA_FLOWS): string[] =>
  externalRecipients(flows).map((r) => recipientItem(r, flows));

/** What we collect ourselves, flow by flow (the form, events, push tokens, abandoned visits). */
export const ownFlowItems = (flows: readonly DataFlow[] = DATA_FLOWS): string[] =>
  flows.filter((f) => f.recipients.length === 1 && f.recipients[0]!.id === US.id).map(flowSentence);

/** The names of the recipients that may process data outside the EEA: "A, B i C". */
export const outsideEeaNames = (flows: readonly DataFlow[] = DATA_FLOWS): string =>
  joinPl(
    externalRecipients(flows)
      .filter((r) => r.outsideEea)
      .map((r) => r.name),
  );

/**
 * The terms' "Limity kosztów": the NBP reference rate in force, its date and source, and the caps it gives, as
 * contracts/law.ts answers for `law.day` (the build's day: the page says so).
 */
export function costLimitsBody(law: Law): { paragraphs: string[]; items: string[]; closing: string } {
  const { nbpRate, maxInterestRule: interest, maxLateInterestRule: late, nonInterestCap: cap } = law;
  return {
    paragraphs: [
      'Pokazujemy tylko oferty, których koszty mieszczą się w limitach ustawowych obowiązujących w dniu, w którym je pokazujemy. Limity zależą od stopy referencyjnej Narodowego Banku Polskiego.',
    ],
    items: [
      `Stopa referencyjna NBP: ${lawPct(nbpRate.pct)} od ${dayPl(nbpRate.since)} Źródło: ${sentence(nbpRate.source)}`,
      `Odsetki maksymalne: ${lawPct(law.maxInterestYearlyPct)} w skali roku, czyli ${interest.times} × (stopa referencyjna NBP + ${points(interest.spreadPp)} pkt proc.). Podstawa: ${sentence(interest.source)}`,
      `Maksymalne odsetki za opóźnienie: ${lawPct(law.maxLateInterestYearlyPct)} w skali roku, czyli ${late.times} × (stopa referencyjna NBP + ${points(late.spreadPp)} pkt proc.). Podstawa: ${sentence(late.source)}`,
      `Pozaodsetkowe koszty kredytu: najwyżej ${cap.fixedPct}% całkowitej kwoty kredytu i ${cap.yearlyPct}% tej kwoty za każdy rok kredytowania, łącznie nie więcej niż ${cap.maxPct}% całkowitej kwoty kredytu. Podstawa: ${sentence(cap.source)}`,
    ],
    closing: `Stan na ${dayPl(law.day)} Gdy Rada Polityki Pieniężnej zmieni stopę referencyjną, oferty, które przekraczają nowy limit, znikają z serwisu w dniu wejścia zmiany w życie.`,
  };
}
