// The option types props.ts (every widget) and read-options.ts (the offer list's first paint) share, as types only,
// so neither file imports the other back.
import type { SUB_ID_PARAMS } from '../../../contracts/partner-values';
import type { TermUnit } from '../../../contracts/loan-limits';
import type { LinkTarget } from './targets';

/** An element's data-* attributes, as its dataset gives them. */
export type Dataset = Readonly<Record<string, string | undefined>>;

/** The partner's own tracking ids (sub1…sub5), carried on the outbound links and the widget events. */
export type SubIds = Partial<Record<(typeof SUB_ID_PARAMS)[number], string>>;

export interface Common {
  subIds: SubIds;
}

/** A widget that takes the reader to our site, where the partner chose (data-target, targets.ts). */
export interface Navigates {
  target: LinkTarget;
}

/** A loan in the visitor's unit: `data-term` with `data-unit="months"` for instalments (no unit means days). */
export interface Loan {
  amount: number;
  term: number;
  termUnit: TermUnit;
}

export interface OfferListWidget extends Common, Navigates, Loan {
  widget: 'offer-list';
  limit: number;
  heading: string;
  /** Only the offers of this loan category of our site (its address: /pozyczki/{category}/); all without it. */
  category?: string;
}
