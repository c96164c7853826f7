// The loader's personal-data detector (ARCHITECTURE.md, goal 1): what personal-data.ts scrubs third-party calls
// with, and what the push token record's utm_* values, the partner's event names and the traffic cookies' URLs and
// source fields (features/traffic/personal.ts) are checked with (the core's
// own check of every event's context is a shorter rule: events/context.ts). A module of its own, outside the core
// (6 KB before consent), fetched with the chunks that use it. It errs on the
// side of dropping: any run of 9 or more digits is treated as personal (a Polish phone has 9, PESEL 11, a card
// 12–19, an account 26). Written by hand: the field's PII scanners are server-side and far too big for a loader.

export type PersonalKind = 'email' | 'digits' | 'id-card' | 'iban' | 'key';

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/i;
/**
 * 9+ digits, possibly grouped by single spaces, dashes, dots or slashes, optionally after +: phone, PESEL, card, NRB.
 */
const DIGIT_RUN = /\+?\d(?:[ ./-]?\d){8,}/;
/** Polish ID card (dowód osobisty): three letters and six digits, e.g. ABA 300000. */
const ID_CARD = /(?:^|[^a-z0-9])[a-z]{3}[ -]?\d{6}(?![0-9])/i;
/** Any country's IBAN: two letters, two check digits, then 11–30 letters or digits (spaces allowed in groups). */
const IBAN = /(?:^|[^a-z0-9])[a-z]{2}\d{2}(?:[ ]?[a-z0-9]){11,30}(?![a-z0-9])/i;
/** A UUID (lead, session, client ids) is a random pseudonymous id: its digit runs are not personal data. */
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** What kind of personal data a string carries, or null when it looks clean. */
export function personalDataIn(text: string): PersonalKind | null {
  const value = text.trim();
  if (UUID.test(value)) return null;
  if (EMAIL.test(value)) return 'email';
  if (IBAN.test(value)) return 'iban';
  if (DIGIT_RUN.test(value)) return 'digits';
  if (ID_CARD.test(value)) return 'id-card';
  return null;
}

/** personalDataIn as a yes or no, the shape contracts/event.ts's decisions take. */
export const isPersonal = (text: string): boolean => personalDataIn(text) !== null;
