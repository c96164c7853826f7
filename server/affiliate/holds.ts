// Duplicate and fraud holds: reasons a conversion must wait for an operator before it is payable. Pure: the facts
// about a click and its neighbours in, the reasons out. The ledger gathers the facts (ledger.ts).
import { DAYS, pluralPl, type PluralForms } from '../../contracts/format';

export const HOLD_REASONS = ['duplicate_person', 'disposable_email', 'partner_own_email', 'ip_burst', 'paid_search'] as const;
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

/** The holds a conversion gets. Our own traffic (no partner) is only checked for bursts and throw-away e-mail. */
export function decideHolds(facts: HoldFacts, rules: HoldRules = DEFAULT_HOLD_RULES): Hold[] {
  const holds: Hold[] = [];
  const others = facts.otherPartnersSamePerson.filter((p) => p !== facts.partnerId);
  if (facts.partnerId !== null && others.length > 0) {
    // Counted once each: the same partner may have sent the person more than once.
    const distinct = [...new Set(others)].sort();
    const from = distinct.length === 1 ? 'innego partnera' : pluralPl(distinct.length, OTHER_PARTNERS);
    holds.push({ reason: 'duplicate_person', detail: `ta sama osoba przyszła też od ${from} (sprawdzany okres: ${pluralPl(rules.duplicateDays, DAYS)}): ${distinct.join(', ')}` });
  }
  if (facts.disposableEmail === true) holds.push({ reason: 'disposable_email', detail: 'lead podał adres e-mail w domenie adresów jednorazowych' });
  if (facts.partnerId !== null && facts.leadIsPartner) holds.push({ reason: 'partner_own_email', detail: 'e-mail leada to adres samego partnera' });
  if (facts.clicksFromAddress >= rules.burstClicks) {
    holds.push({ reason: 'ip_burst', detail: `${pluralPl(facts.clicksFromAddress, CLICKS)} z jednego adresu w ciągu ${rules.burstMinutes}\u00a0min` });
  }
  if (facts.partnerId !== null && facts.paidSearch !== null && !facts.partnerMayBuySearch) {
    holds.push({ reason: 'paid_search', detail: `kliknięcie z reklamy w wyszukiwarce (${facts.paidSearch}) od partnera, który nie może kupować takich reklam` });
  }
  return holds;
}

/** Paid-search click ids (Google Ads, Microsoft Ads); the first one present names the click's source. */
export const PAID_SEARCH_PARAMS = ['gclid', 'gbraid', 'wbraid', 'msclkid'] as const;

/** Whether an e-mail address's domain, or a parent domain of it, is on the list. */
export function isDisposableEmail(email: string, domains: ReadonlySet<string>): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join('.'))) return true;
  return false;
}
