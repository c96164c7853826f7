// data-widget="registration": the site's registration flow on a partner page. The lead goes to the same API as on
// our site (POST {main}/api/leads, with an Idempotency-Key reused on retries), which records the partner's origin;
// the lead id then becomes the page's lead (as ['lead', id] would) and the visitor goes on to our offers page,
// priced for the loan asked, or (data-target="stay") sees those offers in place. Nothing is kept in the partner's
// storage: no draft, no lead.
import { useRef, useState } from 'react';
import { IDEMPOTENCY_HEADER, LEAD_PATH, type LeadInput } from '../../../../contracts/lead';
import { LOAN_LIMITS, loanQueryParams, type LoanRequest } from '../../../../contracts/loan-limits';
import {
  RegistrationFlow,
  registrationFlowCss,
  type LeadSubmitResult,
} from '../../../../widgets/RegistrationFlow/RegistrationFlow';
import type { RegistrationWidget } from '../props';
import { OffersInPlace } from '../offers-in-place';
import { PartnerGate } from '../partner-gate';
import { mainHref, postJson, type WidgetProps } from '../runtime';

export const css = registrationFlowCss;

const SEND_FAILED = 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.';

export function Widget({ spec, ctx, emit }: WidgetProps<RegistrationWidget>) {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const chosen = useRef<LoanRequest>({ amount: spec.amount, term: spec.term, unit: spec.termUnit });
  const submit = async (body: LeadInput): Promise<LeadSubmitResult> => {
    chosen.current = {
      amount: Number(body.amount),
      term: Number(body.term),
      unit: body.termUnit === 'months' ? 'months' : 'days',
    };
    const text = JSON.stringify(body);
    // The same submission sent again after a failure that may have reached the server keeps its key: stored once.
    if (attempt.current?.body !== text) attempt.current = { body: text, key: ctx.env.uuid() };
    const result = await postJson(ctx, ctx.config.hosts.main + LEAD_PATH, text, {
      [IDEMPOTENCY_HEADER]: attempt.current.key,
    });
    if (result.status === 200 || result.status === 201 || result.status === 400) attempt.current = null;
    const answer = result.body as { leadId?: unknown; errors?: Record<string, string> } | null;
    if (result.ok && typeof answer?.leadId === 'string') return { ok: true, leadId: answer.leadId };
    if (result.status === 400 && answer?.errors) return { ok: false, errors: answer.errors };
    return { ok: false, message: SEND_FAILED };
  };
  // data-target="stay": the offers for the loan asked appear under the thank-you instead (offers-in-place.tsx).
  const [inPlace, setInPlace] = useState<LoanRequest | null>(null);
  const offersHref = (loan: LoanRequest) =>
    mainHref(ctx.config.hosts.main, '/offers/', loanQueryParams(loan), spec.subIds);
  const done = (leadId: string) => {
    ctx.signals.setLead(leadId);
    emit('lead');
    if (spec.target === 'stay') setInPlace(chosen.current);
    else ctx.env.dom?.navigate(offersHref(chosen.current));
  };
  return (
    <PartnerGate
      ctx={ctx}
      href={mainHref(ctx.config.hosts.main, '/reg/', loanQueryParams(chosen.current), spec.subIds)}
    >
      <RegistrationFlow
        variant={spec.variant}
        amountLimits={LOAN_LIMITS.amount}
        termLimits={{ days: LOAN_LIMITS.termDays, months: LOAN_LIMITS.termMonths }}
        initial={{ amount: spec.amount, term: spec.term, termUnit: spec.termUnit }}
        submit={submit}
        onDone={done}
        storage={null}
      />
      {inPlace ? <OffersInPlace ctx={ctx} loan={inPlace} subIds={spec.subIds} href={offersHref(inPlace)} /> : null}
    </PartnerGate>
  );
}
