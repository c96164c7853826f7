// /reg/ and /reg3/ (SPEC §2: two variants of registration): the multi-step lead form. On success the lead id
// goes to local storage under `leadId` (SPEC §3) and the visitor to /offers/.
import { domLeadStore, storeLead } from '../../contracts/lead-retention';
import { useEffect, useState } from 'react';
import { LEAD_PATH, type LeadInput } from '../../contracts/lead';
import { DEFAULT_CHOICE, LOAN_LIMITS } from '../../contracts/loan-limits';
import { RegistrationFlow, registrationFlowCss, type LeadSubmitResult } from '../../widgets/RegistrationFlow/RegistrationFlow';
import { SHORT_NAME } from '../brand';
import { siteHttp } from '../app/http';
import { navigateTo } from '../app/navigate';
import contentCss from '../components/content.css?inline';
import type { Head, PageProps } from './types';

export interface RegistrationData {
  variant: 'reg' | 'reg3';
}

export const styles = [contentCss, registrationFlowCss];

export function head(): Head {
  return { title: `Wniosek o pożyczkę – ${SHORT_NAME}`, description: 'Wypełnij jeden wniosek, a pokażemy oferty pożyczek dopasowane do Ciebie. Bezpłatnie i bez zobowiązań.' };
}

/** ?amount= and ?term= from the hero or the offers page, if they are whole numbers within the limits. */
export function choiceFromSearch(search: string): { amount?: number; termDays?: number } {
  const query = new URLSearchParams(search);
  const pick = (name: string, limits: { min: number; max: number }) => {
    const n = Number(query.get(name));
    return query.has(name) && Number.isInteger(n) && n >= limits.min && n <= limits.max ? n : undefined;
  };
  return { amount: pick('amount', LOAN_LIMITS.amount), termDays: pick('term', LOAN_LIMITS.termDays) };
}

/** The amount and term of the lead just sent: the offers page opens priced for them. */
let chosen: { amount: number; termDays: number } | null = null;

async function submit(body: LeadInput): Promise<LeadSubmitResult> {
  chosen = { amount: Number(body.amount), termDays: Number(body.termDays) };
  const result = await siteHttp().postJson<{ leadId: string }>(LEAD_PATH, body);
  if (result.ok && typeof result.value?.leadId === 'string') return { ok: true, leadId: result.value.leadId };
  const errors = (result.body as { errors?: Record<string, string> } | undefined)?.errors;
  if (!result.ok && result.status === 400 && errors) return { ok: false, errors };
  return { ok: false, message: 'Nie udało się wysłać wniosku. Sprawdź połączenie z internetem i spróbuj ponownie.' };
}

function done(leadId: string): void {
  try {
    // With the time it was stored: the lead id is kept for LEAD_MAX_AGE_DAYS (contracts/lead-retention.ts).
    storeLead(domLeadStore(window.localStorage), leadId, Date.now());
  } catch {
    /* storage blocked: the offers page falls back to the default order */
  }
  navigateTo(chosen ? `/offers/?amount=${chosen.amount}&term=${chosen.termDays}` : '/offers/');
}

export default function Registration({ data }: PageProps<RegistrationData>) {
  const [initial, setInitial] = useState<{ amount?: number; termDays?: number }>({ ...DEFAULT_CHOICE });
  // After hydration: the amount and term the visitor chose before (the prerendered form shows the defaults).
  useEffect(() => setInitial({ ...DEFAULT_CHOICE, ...Object.fromEntries(Object.entries(choiceFromSearch(window.location.search)).filter(([, v]) => v !== undefined)) }), []);
  return (
    <>
      <div className="pz-prose">
        <h1>Wniosek o pożyczkę</h1>
        <p>Wypełnij jeden formularz, a pokażemy oferty, w których masz największe szanse. To nic nie kosztuje i do niczego nie zobowiązuje.</p>
      </div>
      <RegistrationFlow
        key={`${initial.amount}-${initial.termDays}`}
        variant={data.variant}
        amountLimits={LOAN_LIMITS.amount}
        termLimits={LOAN_LIMITS.termDays}
        initial={initial}
        submit={submit}
        onDone={done}
      />
    </>
  );
}
