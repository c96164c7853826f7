// /reg/ and /reg3/ (SPEC §2: two variants of registration): the multi-step lead form. On success the lead id
// goes to local storage under `leadId` (SPEC §3) and the visitor to /offers/, priced for the loan asked
// (?amount=&term=&unit=months). It is not a loan application: that is made on the lender's own site.
import { domLeadStore } from '../../contracts/lead-retention';
import { storeLead } from '../../contracts/lead-store';
import { useEffect, useState } from 'react';
import { IDEMPOTENCY_HEADER, LEAD_PATH, type LeadInput } from '../../contracts/lead';
import { idempotencyKeyFor, newSubmissionKey } from '../app/idempotency';
import {
  DEFAULT_CHOICE,
  LOAN_LIMITS,
  loanPartsFromQuery,
  withLoanQuery,
  type LoanRequest,
} from '../../contracts/loan-limits';
import {
  RegistrationFlow,
  registrationFlowCss,
  type LeadSubmitResult,
} from '../../widgets/RegistrationFlow/RegistrationFlow';
import { SHORT_NAME } from '../brand';
import { siteHttp } from '../app/http';
import { navigateTo } from '../app/navigate';
import { pageStorage } from '../app/page-storage';
import { clearLoanPending } from '../app/visit-loan';
import { contentCss } from '../components/content-css';
import type { Head, PageProps } from './types';
import { ORDER_RULE_PATH, REGISTERED_ORDER } from '../../contracts/offer-order-text';

export interface RegistrationData {
  variant: 'reg' | 'reg3';
}

export const styles = [contentCss, registrationFlowCss];

export function head(): Head {
  return {
    title: `Dopasuj oferty pożyczek – ${SHORT_NAME}`,
    description:
      'Odpowiedz na kilka pytań, a pokażemy oferty pożyczek dopasowane do Ciebie. Bezpłatnie i bez zobowiązań.',
  };
}

/**
 * ?amount=, ?term= and ?unit= from the hero or the offers page: the parts that are valid (term within its unit's
 * limits).
 */
export function choiceFromSearch(search: string): { amount?: number; term?: number; termUnit?: LoanRequest['unit'] } {
  const parts = loanPartsFromQuery(search);
  // A term whose unit the address got wrong is dropped with it: the form then starts from its defaults.
  if (parts.unit === undefined) return parts.amount === undefined ? {} : { amount: parts.amount };
  return {
    ...(parts.amount === undefined ? {} : { amount: parts.amount }),
    ...(parts.term === undefined ? {} : { term: parts.term }),
    termUnit: parts.unit,
  };
}

/** The loan of the lead just sent: the offers page opens priced for it. */
let chosen: LoanRequest | null = null;

/**
 * The Idempotency-Key of the submission in flight: made when the form is sent, reused when the same form is sent
 * again after a failure that may have reached the server (the network, a 5xx), so the lead is stored once.
 */
let attempt: { body: string; key: string } | null = null;

async function submit(body: LeadInput): Promise<LeadSubmitResult> {
  chosen = {
    amount: Number(body.amount),
    term: Number(body.term),
    unit: body.termUnit === 'months' ? 'months' : 'days',
  };
  attempt = idempotencyKeyFor(JSON.stringify(body), attempt, newSubmissionKey);
  const result = await siteHttp().postJson<{ leadId: string }>(LEAD_PATH, body, { [IDEMPOTENCY_HEADER]: attempt.key });
  // A final answer (stored, or refused for its fields) ends the attempt: the next submission gets a new key.
  if (result.ok || result.status === 400) attempt = null;
  if (result.ok && typeof result.value?.leadId === 'string') return { ok: true, leadId: result.value.leadId };
  const errors = (result.body as { errors?: Record<string, string> } | undefined)?.errors;
  if (!result.ok && result.status === 400 && errors) return { ok: false, errors };
  return { ok: false, message: 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.' };
}

function done(leadId: string): void {
  const storage = pageStorage();
  try {
    // With the time it was stored: the lead id is kept for LEAD_MAX_AGE_DAYS (contracts/lead-retention.ts).
    if (storage) storeLead(domLeadStore(storage), leadId, Date.now());
  } catch {
    /* storage blocked: the offers page falls back to the default order */
  }
  navigateTo(chosen ? withLoanQuery('/offers/', chosen) : '/offers/');
}

const START: { amount?: number; term?: number; termUnit?: LoanRequest['unit'] } = {
  amount: DEFAULT_CHOICE.amount,
  term: DEFAULT_CHOICE.termDays,
  termUnit: 'days',
};

export default function Registration({ data }: PageProps<RegistrationData>) {
  const [initial, setInitial] = useState(START);
  // Amount and term from the sliders (the address carries both): registration does not ask for them again.
  const [loanChosen, setLoanChosen] = useState(false);
  // After hydration: the loan the visitor chose before (the prerendered form shows the defaults). A unit from the
  // address without a valid term starts from that unit's own default term.
  useEffect(() => {
    const chosenHere = choiceFromSearch(window.location.search);
    const unitChanged = chosenHere.termUnit !== undefined && chosenHere.termUnit !== START.termUnit;
    setInitial({ ...START, ...(unitChanged ? { term: undefined } : {}), ...chosenHere });
    setLoanChosen(chosenHere.amount !== undefined && chosenHere.term !== undefined);
    // The form re-renders for the loan asked for before the next paint: it can be shown (site/app/visit-loan.ts).
    clearLoanPending();
  }, []);
  return (
    <>
      <div className="pz-prose">
        <h1>Dopasuj oferty pożyczek</h1>
        <p>
          Odpowiedz na kilka pytań. To nic nie kosztuje i do niczego nie zobowiązuje – wniosek o pożyczkę złożysz
          dopiero na stronie wybranego pożyczkodawcy.
        </p>
        {/* What registering changes in the order, said before it; the order line of the list says it after. */}
        <p data-registration-order="">
          Oferty ustawiamy zawsze tak samo: najpierw te na wybraną kwotę i okres, od najniższego kosztu całkowitego.{' '}
          {REGISTERED_ORDER} <a href={ORDER_RULE_PATH}>Zasady kolejności</a>
        </p>
      </div>
      <RegistrationFlow
        key={`${initial.amount}-${initial.term}-${initial.termUnit}-${loanChosen}`}
        loanChosen={loanChosen}
        variant={data.variant}
        amountLimits={LOAN_LIMITS.amount}
        termLimits={{ days: LOAN_LIMITS.termDays, months: LOAN_LIMITS.termMonths }}
        initial={initial}
        submit={submit}
        onDone={done}
      />
    </>
  );
}
