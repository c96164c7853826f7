// Which widgets partner pages may mount and how their data-* attributes become props (DESIGN.md, partner
// interface). Pure: a dataset in, props and the names of the attributes that were refused out (for one warning).
import { DEFAULT_CHOICE, DEFAULT_TERM, LOAN_LIMITS, termLimits, type TermUnit } from '../../../contracts/loan-limits';

export interface AmountSliderWidget {
  widget: 'amount-slider';
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  cta: string;
}

export interface OfferListWidget {
  widget: 'offer-list';
  amount: number;
  /** In `termUnit`: `data-term`, with `data-unit="months"` for instalments (no unit means days, as in our links). */
  term: number;
  termUnit: TermUnit;
  limit: number;
  heading: string;
}

export type WidgetSpec = AmountSliderWidget | OfferListWidget;
export const WIDGET_NAMES = ['amount-slider', 'offer-list'] as const;
export const MAX_OFFERS_SHOWN = 20;

type Dataset = Readonly<Record<string, string | undefined>>;

/** The attribute name a dataset key came from (minAmount → data-min-amount), for the warning. */
const attr = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function reader(dataset: Dataset, dropped: string[]) {
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
  return { int, text };
}

/** A widget element's dataset into its props; unknown widget names give null. */
export function widgetSpec(dataset: Dataset): { spec: WidgetSpec | null; dropped: string[] } {
  const dropped: string[] = [];
  const { int, text } = reader(dataset, dropped);
  const { amount } = LOAN_LIMITS;
  let spec: WidgetSpec | null = null;
  if (dataset.widget === 'amount-slider') {
    let min = int('min', amount.min, amount.max, amount.min);
    let max = int('max', amount.min, amount.max, amount.max);
    if (min >= max) {
      dropped.push('data-min', 'data-max');
      [min, max] = [amount.min, amount.max];
    }
    const step = int('step', 1, max - min, amount.step);
    const value = int('value', min, max, Math.min(max, Math.max(min, DEFAULT_CHOICE.amount)));
    spec = { widget: 'amount-slider', label: text('label', 80, 'Kwota pożyczki'), min, max, step, value, cta: text('cta', 40, 'Sprawdź oferty') };
  } else if (dataset.widget === 'offer-list') {
    const unitRaw = dataset.unit;
    const termUnit: TermUnit = unitRaw === 'months' ? 'months' : 'days';
    if (unitRaw !== undefined && unitRaw !== 'days' && unitRaw !== 'months') dropped.push('data-unit');
    const term = termLimits(termUnit);
    spec = {
      widget: 'offer-list',
      amount: int('amount', amount.min, amount.max, DEFAULT_CHOICE.amount),
      term: int('term', term.min, term.max, DEFAULT_TERM[termUnit]),
      termUnit,
      limit: int('limit', 1, MAX_OFFERS_SHOWN, 5),
      heading: text('heading', 120, 'Polecane pożyczki'),
    };
  }
  return { spec, dropped: [...new Set(dropped)] };
}
