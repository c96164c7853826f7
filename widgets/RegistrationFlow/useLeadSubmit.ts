// Sending the lead: the whole-form check, one request at a time, the answer's field errors back at their fields.
// `send` is stable and reads the latest values, so the retry button and the form share it without redrawing.
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { LeadInput, LeadOptions } from '../../contracts/lead';
import { buildLead, pickLeadErrors, type FlowAction, type FormValues } from './useRegistrationFlow';

export type LeadSubmitResult =
  { ok: true; leadId: string } | { ok: false; errors?: Record<string, string>; message?: string };
/** Sends the lead (the page does the HTTP call to LEAD_PATH); the widget never calls fetch itself. */
export type LeadSubmit = (body: LeadInput) => Promise<LeadSubmitResult>;

const SEND_FAILED = 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.';

interface SendInputs {
  values: FormValues;
  opts: () => LeadOptions;
  submit: LeadSubmit;
  onDone: (leadId: string) => void;
  clearDraft: () => void;
}

export function useLeadSubmit(dispatch: Dispatch<FlowAction>, inputs: SendInputs): () => Promise<void> {
  const latest = useRef(inputs);
  latest.current = inputs;
  const mounted = useRef(true);
  const sending = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(async () => {
    if (sending.current) return;
    const { values, opts, submit, onDone, clearDraft } = latest.current;
    const checked = buildLead(values, opts());
    if (!checked.ok) {
      dispatch({ type: 'errors', errors: checked.errors });
      return;
    }
    sending.current = true;
    dispatch({ type: 'sending' });
    let result: LeadSubmitResult;
    try {
      result = await submit(checked.lead);
    } catch {
      result = { ok: false };
    }
    sending.current = false;
    if (!mounted.current) return;
    if (result.ok) {
      clearDraft();
      dispatch({ type: 'done' });
      onDone(result.leadId);
      return;
    }
    const fieldErrors = pickLeadErrors(result.errors);
    if (Object.keys(fieldErrors).length > 0) dispatch({ type: 'errors', errors: fieldErrors, message: result.message });
    else dispatch({ type: 'failed', message: result.message || SEND_FAILED });
  }, [dispatch]);
}
