// Which widgets partner pages may mount and how their data-* attributes become props (docs/partners.md, "Widgets").
// Pure: a dataset in, props and the names of the attributes that were refused out (for one warning). A refused
// attribute falls back to its default; nothing here throws. The attribute readers and the offer list's options
// are in read-options.ts, which the offer list's first paint uses without this file's other widgets.
import { DEFAULT_CHOICE, LOAN_LIMITS } from '../../../contracts/loan-limits';
import type { PayuSettings } from '../../../widgets/CreditCardForm/payu';
import { cardOperator } from './card-operator';
import { WIDGET_NAMES } from './names';
import { readOfferList, reader } from './read-options';
import type { Common, Dataset, Loan, Navigates, OfferListWidget, SubIds } from './widget-types';
import { targetsOf } from './targets';

export type { OfferListWidget, SubIds };

export interface AmountSliderWidget extends Common, Navigates {
  widget: 'amount-slider';
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  cta: string;
}

export interface LoanSlidersWidget extends Common, Navigates, Loan {
  widget: 'loan-sliders';
  cta: string;
}

export interface RegistrationWidget extends Common, Navigates, Loan {
  widget: 'registration';
  /** 'reg': the loan first; 'reg3': the phone first (SPEC §2's two variants). */
  variant: 'reg' | 'reg3';
}

export interface PhoneWidget extends Common {
  widget: 'phone';
  heading?: string;
}

export interface CreditCardWidget extends Common {
  widget: 'credit-card';
  heading?: string;
  /** The partner's payment operator; without it render.ts never mounts the form (card-operator.ts). */
  payu?: PayuSettings;
}

export interface LenderHubWidget extends Common, Navigates {
  widget: 'lender-hub';
  amount: number;
  termDays: number;
}

export interface FaqWidget extends Common {
  widget: 'faq';
  heading: string;
  category?: string;
}

export interface StepsWidget extends Common {
  widget: 'steps';
  heading: string;
}

export interface HowItWorksWidget extends Common, Navigates {
  widget: 'how-it-works';
  heading?: string;
}

export type WidgetSpec =
  | AmountSliderWidget
  | LoanSlidersWidget
  | OfferListWidget
  | RegistrationWidget
  | PhoneWidget
  | CreditCardWidget
  | LenderHubWidget
  | FaqWidget
  | StepsWidget
  | HowItWorksWidget;
export type WidgetName = WidgetSpec['widget'];

export { WIDGET_NAMES };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** @public The names of names.ts are exactly the specs' kinds: tsc fails otherwise (render.ts keys a chunk by each). */
export type NamesAreWidgets = Holds<Same<WidgetName, (typeof WIDGET_NAMES)[number]>>;

export const isWidgetName = (name: unknown): name is WidgetName => (WIDGET_NAMES as readonly unknown[]).includes(name);

/** A widget element's dataset into its props; unknown widget names give null. */
export function widgetSpec(dataset: Dataset): { spec: WidgetSpec | null; dropped: string[] } {
  const dropped: string[] = [];
  const read = reader(dataset, dropped);
  const { int, text, optionalText } = read;
  const { amount } = LOAN_LIMITS;
  const name = dataset.widget;
  if (!isWidgetName(name)) return { spec: null, dropped: [] };
  const subIds = read.subIds();
  const withCategory = <T extends object>(spec: T): T & { category?: string } => {
    const category = read.category();
    return category === undefined ? spec : { ...spec, category };
  };
  let spec: WidgetSpec;
  switch (name) {
    case 'amount-slider': {
      let min = int('min', amount.min, amount.max, amount.min);
      let max = int('max', amount.min, amount.max, amount.max);
      if (min >= max) {
        dropped.push('data-min', 'data-max');
        [min, max] = [amount.min, amount.max];
      }
      const step = int('step', 1, max - min, amount.step);
      const value = int('value', min, max, Math.min(max, Math.max(min, DEFAULT_CHOICE.amount)));
      spec = {
        widget: name,
        label: text('label', 80, 'Kwota pożyczki'),
        min,
        max,
        step,
        value,
        cta: text('cta', 40, 'Sprawdź oferty'),
        target: read.target(name),
        subIds,
      };
      break;
    }
    case 'loan-sliders':
      spec = {
        widget: name,
        ...read.loan(),
        cta: text('cta', 40, 'Sprawdź oferty'),
        target: read.target(name),
        subIds,
      };
      break;
    case 'offer-list':
      spec = readOfferList(read, subIds);
      break;
    case 'registration':
      spec = {
        widget: name,
        ...read.loan(),
        variant: read.oneOf('variant', ['reg', 'reg3'], 'reg'),
        target: read.target(name),
        subIds,
      };
      break;
    case 'phone': {
      const heading = optionalText('heading', 120);
      spec = heading === undefined ? { widget: name, subIds } : { widget: name, heading, subIds };
      break;
    }
    case 'credit-card': {
      const heading = optionalText('heading', 120);
      const operator = cardOperator(dataset);
      spec = {
        widget: name,
        ...(heading === undefined ? {} : { heading }),
        ...('payu' in operator ? { payu: operator.payu } : {}),
        subIds,
      };
      break;
    }
    case 'lender-hub':
      spec = {
        widget: name,
        amount: int('amount', amount.min, amount.max, DEFAULT_CHOICE.amount),
        termDays: int('term', LOAN_LIMITS.termDays.min, LOAN_LIMITS.termDays.max, DEFAULT_CHOICE.termDays),
        target: read.target(name),
        subIds,
      };
      break;
    case 'faq':
      spec = withCategory({ widget: name, heading: text('heading', 120, 'Najczęstsze pytania'), subIds });
      break;
    case 'steps':
      spec = { widget: name, heading: text('heading', 120, 'Jak wypełnić wniosek'), subIds };
      break;
    case 'how-it-works': {
      const heading = optionalText('heading', 120);
      const target = read.target(name);
      spec = heading === undefined ? { widget: name, target, subIds } : { widget: name, heading, target, subIds };
      break;
    }
  }
  // A widget that never leaves the partner's page has no choice to make: the attribute is named, not obeyed.
  if (targetsOf(name).length === 0 && dataset.target !== undefined)
    dropped.push('data-target (this widget stays on the page)');
  return { spec, dropped: [...new Set(dropped)] };
}
