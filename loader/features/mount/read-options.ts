// Reading a widget element's data-* attributes (props.ts has every widget's options), and the offer list's own
// options: the offer list's first paint (first-paint.ts) reads them with this file alone, so it carries no other
// widget's rules. Pure; a refused attribute is named in `dropped` and falls back to its default.
import { cleanPartnerValue, SUB_ID_PARAMS } from '../../../contracts/partner-values';
import { DEFAULT_CHOICE, DEFAULT_TERM, LOAN_LIMITS, termLimits, type TermUnit } from '../../../contracts/loan-limits';
import type { Dataset, Loan, OfferListWidget, SubIds } from './widget-types';
import { DEFAULT_LIST_HEADING } from '../../../contracts/offer-list-heading';
import { isPersonal } from './personal-check';
import { DEFAULT_TARGET, targetsOf, type LinkTarget } from './targets';

/** A loan category is the last part of its page address on our site (/pozyczki/na-dowod/ → na-dowod). */
const CATEGORY = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const MAX_OFFERS_SHOWN = 20;

/** The attribute name a dataset key came from (minAmount → data-min-amount), for the warning. */
const attr = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function reader(dataset: Dataset, dropped: string[]) {
  const int = (key: string, min: number, max: number, fallback: number): number => {
    const raw = dataset[key];
    if (raw === undefined) return fallback;
    const n = /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    dropped.push(attr(key));
    return fallback;
  };
  const text = (key: string, maxLength: number, fallback: string): string => {
    const raw = dataset[key];
    if (raw === undefined) return fallback;
    const trimmed = raw.replace(/\s+/g, ' ').trim();
    if (trimmed && trimmed.length <= maxLength) return trimmed;
    dropped.push(attr(key));
    return fallback;
  };
  const optionalText = (key: string, maxLength: number): string | undefined => {
    const value = text(key, maxLength, '');
    return value === '' ? undefined : value;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const raw = dataset[key];
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    dropped.push(attr(key));
    return fallback;
  };
  const pattern = (key: string, test: RegExp): string | undefined => {
    const raw = dataset[key];
    if (raw === undefined) return undefined;
    if (test.test(raw)) return raw;
    dropped.push(attr(key));
    return undefined;
  };
  const loan = (): Loan => {
    const termUnit = oneOf<TermUnit>('unit', ['days', 'months'], 'days');
    const term = termLimits(termUnit);
    return {
      amount: int('amount', LOAN_LIMITS.amount.min, LOAN_LIMITS.amount.max, DEFAULT_CHOICE.amount),
      term: int('term', term.min, term.max, DEFAULT_TERM[termUnit]),
      termUnit,
    };
  };
  const subIds = (): SubIds => {
    const ids: SubIds = {};
    // data-sub1 … data-sub5, read under the partner values' one rule (contracts/partner-values.ts).
    for (const key of SUB_ID_PARAMS) {
      const raw = dataset[key];
      if (raw === undefined) continue;
      const value = cleanPartnerValue(raw, isPersonal);
      if (value === null) dropped.push(attr(key));
      else ids[key] = value;
    }
    return ids;
  };
  const category = () => pattern('category', CATEGORY);
  /** Where `widget` sends the reader (targets.ts); a value it does not take is named with the ones it does. */
  const target = (widget: Parameters<typeof targetsOf>[0]): LinkTarget => {
    const allowed = targetsOf(widget);
    const raw = dataset.target;
    if (raw === undefined || (allowed as readonly string[]).includes(raw))
      return (raw as LinkTarget | undefined) ?? DEFAULT_TARGET;
    dropped.push(`data-target (accepted: ${allowed.join(', ')})`);
    return DEFAULT_TARGET;
  };
  return { int, text, optionalText, oneOf, loan, subIds, category, target };
}

/** The offer list's options, after the sub-ids (read first, so a warning names attributes in one order). */
export function readOfferList(read: ReturnType<typeof reader>, subIds: SubIds): OfferListWidget {
  const spec: OfferListWidget = {
    widget: 'offer-list',
    ...read.loan(),
    limit: read.int('limit', 1, MAX_OFFERS_SHOWN, 5),
    heading: read.text('heading', 120, DEFAULT_LIST_HEADING),
    target: read.target('offer-list'),
    subIds,
  };
  const category = read.category();
  return category === undefined ? spec : { ...spec, category };
}

/** An offer list element's dataset into its options, as widgetSpec (props.ts) reads it. */
export function offerListSpec(dataset: Dataset): { spec: OfferListWidget; dropped: string[] } {
  const dropped: string[] = [];
  const read = reader(dataset, dropped);
  const spec = readOfferList(read, read.subIds());
  return { spec, dropped: [...new Set(dropped)] };
}
