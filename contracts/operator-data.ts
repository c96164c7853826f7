// The operator's configured data as plain values: the company (checked, placeholders where unset or bad) and the
// call-back hours with the texts written from them. The build runs this once, in Node, and gives the pages only the
// result (scripts/operator-data.mjs), so the checks and the hours' parser never reach a browser.
import {
  callbackHoursText,
  callbackPromise,
  DEFAULT_CALLBACK_HOURS,
  parseCallbackHours,
  type CallbackHours,
} from './callback-hours';
import { readCompany, type Company } from './company';

export interface OperatorData {
  company: Company;
  /** CALLBACK_HOURS; a bad value stops the server at start (docs/operations.md), the pages keep the default. */
  callbackHours: CallbackHours;
  /** The hours as the footer writes them: "pn.–pt. 9:00–17:00". */
  phoneHours: string;
  /** The call-back form's promise: "Oddzwonimy w dni robocze między 9:00 a 17:00." */
  callbackPromise: string;
}

/** What the pages show for this environment (COMPANY_* and CALLBACK_HOURS). */
export function operatorData(env: Readonly<Record<string, string | undefined>>): OperatorData {
  const parsed = parseCallbackHours(env.CALLBACK_HOURS);
  const hours = parsed.ok
    ? parsed.value
    : (parseCallbackHours(DEFAULT_CALLBACK_HOURS) as { ok: true; value: CallbackHours }).value;
  return {
    company: readCompany(env).company,
    callbackHours: hours,
    phoneHours: callbackHoursText(hours),
    callbackPromise: callbackPromise(hours),
  };
}
