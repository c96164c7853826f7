// Who placed a link or a widget: the partner id, under one name (`partnerId`) and one rule everywhere it travels.
// On the wire it keeps the names it is given under: `providerId` / `provider` in window.pageConfig and the
// /set-token form (SPEC §3), `provider`, `aff_id` or `pid` on a transition link and a click, `partner_id` in the
// ledger. No imports: the loader's core reads it from the page config before consent.

/**
 * 1–100 letters, digits or `_ . ~ : -`: what the operator console registers, travels in a URL unencoded, and cannot
 * be an e-mail address (no `@`) or a phone number with a country code (no `+`) or spaces.
 */
export const PARTNER_ID = /^[\w.~:-]{1,100}$/;

/** The field of an event's data that names the partner of the page (loader error reports, field speed). */
export const PARTNER_ID_FIELD = 'partner_id';

/** `raw` when it is a partner id, else undefined. Callers trim: white space around an id makes it none. */
export function cleanPartnerId(raw: string | null | undefined): string | undefined {
  return raw && PARTNER_ID.test(raw) ? raw : undefined;
}
