// Duplicate and fraud holds: reasons a conversion must wait for an operator before it is payable. Pure: the facts
// about a click and its neighbours in, the reasons out. The ledger gathers the facts (ledger.ts).
import { DAYS, formatGrosze, pluralPl, type PluralForms } from '../../contracts/format';
import { PAID_SEARCH_PARAMS } from '../../contracts/handoff';

export const HOLD_REASONS = [
  'duplicate_person',
  'disposable_email',
  'partner_own_email',
  'ip_burst',
  'paid_search',
  'amount_differs',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export interface HoldRules {
  /** The same person (e-mail or phone hash) clicking through another partner within this many days. */
  duplicateDays: number;
  /** This many clicks or more from one address within `burstMinutes` is a burst. */
  burstClicks: number;
  burstMinutes: number;
}

export const DEFAULT_HOLD_RULES: HoldRules = { duplicateDays: 30, burstClicks: 5, burstMinutes: 10 };

export interface HoldFacts {
  partnerId: string | null;
  /** Other partners whose clicks carried the same e-mail or phone hash within `duplicateDays` before this click. */
  otherPartnersSamePerson: readonly string[];
  /** 1/0 from the click, null when the lead's e-mail is unknown. */
  disposableEmail: boolean | null;
  /** The lead's e-mail hash equals the partner's own. */
  leadIsPartner: boolean;
  /** Clicks from the same address within `burstMinutes` up to and including this one. */
  clicksFromAddress: number;
  /** Name of a paid-search click id on the click (gclid, msclkid…), or null. */
  paidSearch: string | null;
  /** Whether this partner may buy search ads (partner_settings.allow_paid_search). */
  partnerMayBuySearch: boolean;
}

export interface Hold {
  reason: HoldReason;
  /** A short explanation for the operator, in Polish (the console shows it as is), never personal data. */
  detail: string;
}

const CLICKS: PluralForms = { one: 'kliknięcie', few: 'kliknięcia', many: 'kliknięć' };
const OTHER_PARTNERS: PluralForms = { one: 'innego partnera', few: 'innych partnerów', many: 'innych partnerów' };

/** The operator's explanation of each hold, in Polish (shown as is on „Wstrzymane konwersje”). */
const DETAIL = {
  duplicatePerson(partners: readonly string[], days: number): string {
    const from = partners.length === 1 ? 'innego partnera' : pluralPl(partners.length, OTHER_PARTNERS);
    return `ta sama osoba przyszła też od ${from} (sprawdzany okres: ${pluralPl(days, DAYS)}): ${partners.join(', ')}`;
  },
  disposableEmail: 'lead podał adres e-mail w domenie adresów jednorazowych',
  partnerOwnEmail: 'e-mail leada to adres samego partnera',
  burst: (clicks: number, minutes: number): string =>
    `${pluralPl(clicks, CLICKS)} z jednego adresu w ciągu ${minutes}\u00a0min`,
  paidSearch: (param: string): string =>
    `kliknięcie z reklamy w wyszukiwarce (${param}) od partnera, który nie może kupować takich reklam`,
  amountDiffers: (lenderMinor: number, linkMinor: number): string =>
    `pożyczkodawca zgłosił pożyczkę na ${formatGrosze(lenderMinor / 100)}, ` +
    `a link partnera niósł kwotę ${formatGrosze(linkMinor / 100)}`,
};

/**
 * A hold when the loan the lender reports differs from the amount the partner's link carried: the money comes from
 * the lender's figure either way, but a partner whose links claim other amounts is worth an operator's look.
 */
export function amountHold(lenderLoanMinor: number | null, linkAmountPln: number | null): Hold | null {
  if (lenderLoanMinor === null || linkAmountPln === null || lenderLoanMinor === Math.round(linkAmountPln * 100))
    return null;
  return { reason: 'amount_differs', detail: DETAIL.amountDiffers(lenderLoanMinor, Math.round(linkAmountPln * 100)) };
}

/** The holds a conversion gets. Our own traffic (no partner) is only checked for bursts and throw-away e-mail. */
export function decideHolds(facts: HoldFacts, rules: HoldRules = DEFAULT_HOLD_RULES): Hold[] {
  const holds: Hold[] = [];
  const others = facts.otherPartnersSamePerson.filter((p) => p !== facts.partnerId);
  if (facts.partnerId !== null && others.length > 0) {
    // Counted once each: the same partner may have sent the person more than once.
    holds.push({
      reason: 'duplicate_person',
      detail: DETAIL.duplicatePerson([...new Set(others)].sort(), rules.duplicateDays),
    });
  }
  if (facts.disposableEmail === true) holds.push({ reason: 'disposable_email', detail: DETAIL.disposableEmail });
  if (facts.partnerId !== null && facts.leadIsPartner)
    holds.push({ reason: 'partner_own_email', detail: DETAIL.partnerOwnEmail });
  if (facts.clicksFromAddress >= rules.burstClicks)
    holds.push({ reason: 'ip_burst', detail: DETAIL.burst(facts.clicksFromAddress, rules.burstMinutes) });
  if (facts.partnerId !== null && facts.paidSearch !== null && !facts.partnerMayBuySearch) {
    holds.push({ reason: 'paid_search', detail: DETAIL.paidSearch(facts.paidSearch) });
  }
  return holds;
}

/** The English explanations holds were stored with before they were written in Polish, and their Polish text. */
const ENGLISH_DETAILS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^the same person came through (?:another partner|\d+ other partners) within (\d+) days: (.+)$/,
    (m) => DETAIL.duplicatePerson(m[2]!.split(', '), Number(m[1])),
  ],
  [/^the lead used a disposable e-mail domain$/, () => DETAIL.disposableEmail],
  [/^the lead's e-mail is the partner's own$/, () => DETAIL.partnerOwnEmail],
  [/^(\d+) clicks from one address within (\d+) minutes$/, (m) => DETAIL.burst(Number(m[1]), Number(m[2]))],
  [/^an? (\w+) click from a partner not allowed to buy search ads$/, (m) => DETAIL.paidSearch(m[1]!)],
];

/** A stored explanation for the operator: a hold stored in English is shown in Polish; anything else as it is. */
export function holdDetailText(stored: string): string {
  for (const [pattern, polish] of ENGLISH_DETAILS) {
    const match = pattern.exec(stored);
    if (match) return polish(match);
  }
  return stored;
}

/** Paid-search click ids (contracts/handoff.ts); the first one present names the click's source. */
export { PAID_SEARCH_PARAMS };

/** Whether an e-mail address's domain, or a parent domain of it, is on the list. */
export function isDisposableEmail(email: string, domains: ReadonlySet<string>): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join('.'))) return true;
  return false;
}
