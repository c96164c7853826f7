// The partner snippet builder's decisions, pure: which options each widget takes, the tag a partner pastes for a
// choice, and the CSP directives that tag needs (docs/partners.md). The loader reads the same attributes
// (loader/features/mount/props.ts); snippet.test.ts checks every tag built here against that parser.
import { SUB_ID_PARAMS } from '../../contracts/affiliate';
import { LOAN_LIMITS, termLimits, type TermUnit } from '../../contracts/loan-limits';
import { PAYU_SDK } from '../../widgets/CreditCardForm/payu';
import { DEFAULT_TARGET, targetsOf, type LinkTarget } from '../../loader/features/mount/targets';

const PAYU_ORIGIN = new URL(PAYU_SDK.production).origin;

export type WidgetName =
  | 'offer-list'
  | 'amount-slider'
  | 'loan-sliders'
  | 'registration'
  | 'phone'
  | 'credit-card'
  | 'lender-hub'
  | 'faq'
  | 'steps'
  | 'how-it-works';
export type OptionName = 'amount' | 'term' | 'unit' | 'category' | 'limit' | 'heading' | 'variant' | 'payuPosId';

/** Each widget's Polish name and the options the builder offers for it (in the order shown). */
export const WIDGET_CHOICES: readonly { name: WidgetName; label: string; options: readonly OptionName[] }[] = [
  { name: 'offer-list', label: 'Lista ofert', options: ['amount', 'term', 'unit', 'category', 'limit', 'heading'] },
  { name: 'amount-slider', label: 'Suwak kwoty', options: ['amount'] },
  { name: 'loan-sliders', label: 'Suwaki kwoty i okresu', options: ['amount', 'term', 'unit'] },
  { name: 'registration', label: 'Formularz wniosku', options: ['amount', 'term', 'unit', 'variant'] },
  { name: 'phone', label: 'Formularz telefonu', options: ['heading'] },
  { name: 'credit-card', label: 'Formularz karty płatniczej', options: ['payuPosId', 'heading'] },
  { name: 'lender-hub', label: 'Katalog pożyczkodawców', options: ['amount', 'term'] },
  { name: 'faq', label: 'Najczęstsze pytania', options: ['category', 'heading'] },
  { name: 'steps', label: 'Kroki wniosku', options: ['heading'] },
  { name: 'how-it-works', label: 'Jak to działa', options: ['heading'] },
];

/** The sub-ids a snippet may carry: the transition link's (contracts/affiliate.ts). */
export const SUB_IDS = SUB_ID_PARAMS;

export interface SnippetChoice {
  widget: WidgetName;
  amount: number;
  term: number;
  unit: TermUnit;
  /** A loan category's slug (/pozyczki/{category}/), '' for all offers. */
  category: string;
  limit: number;
  heading: string;
  variant: 'reg' | 'reg3';
  /** The partner's PayU POS id: the card form is shown only with one (docs/credit-card.md). */
  payuPosId: string;
  subIds: Partial<Record<(typeof SUB_IDS)[number], string>>;
  /** Where the widget sends the reader (data-target): one of targetsOf(widget), else the default. */
  target: LinkTarget;
}

export const DEFAULT_SNIPPET: SnippetChoice = {
  widget: 'offer-list',
  amount: 1500,
  term: 30,
  unit: 'days',
  category: '',
  limit: 5,
  heading: '',
  variant: 'reg',
  payuPosId: '',
  subIds: {},
  target: DEFAULT_TARGET,
};

/** The options the builder asks for the chosen widget, in the order it shows them. */
export const optionsOf = (widget: WidgetName): readonly OptionName[] =>
  WIDGET_CHOICES.find((w) => w.name === widget)?.options ?? [];

/** The repayment select's answer: its unit, with the term starting again where that unit usually starts. */
export const unitChoice = (value: string): Pick<SnippetChoice, 'unit' | 'term'> =>
  value === 'months' ? { unit: 'months', term: 12 } : { unit: 'days', term: 30 };

/** The target a choice's tag gives its widget: the one chosen when the widget takes it, else the default. */
export const targetOf = (choice: Pick<SnippetChoice, 'widget' | 'target'>): LinkTarget =>
  targetsOf(choice.widget).includes(choice.target) ? choice.target : DEFAULT_TARGET;

const SUB_ID = /^[A-Za-z0-9._~-]{1,64}$/;
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The data-* attributes of a choice, in a stable order; values a partner cannot use are left out. */
export function widgetAttributes(choice: SnippetChoice): [string, string][] {
  const options = WIDGET_CHOICES.find((w) => w.name === choice.widget)?.options ?? [];
  const attrs: [string, string][] = [['data-widget', choice.widget]];
  const has = (option: OptionName) => options.includes(option);
  const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  const unit: TermUnit = has('unit') ? choice.unit : 'days';
  if (has('amount') && within(choice.amount, LOAN_LIMITS.amount.min, LOAN_LIMITS.amount.max))
    attrs.push([choice.widget === 'amount-slider' ? 'data-value' : 'data-amount', String(choice.amount)]);
  if (has('term') && within(choice.term, termLimits(unit).min, termLimits(unit).max))
    attrs.push(['data-term', String(choice.term)]);
  if (has('unit') && unit === 'months') attrs.push(['data-unit', 'months']);
  if (has('category') && /^[a-z0-9-]{1,60}$/.test(choice.category)) attrs.push(['data-category', choice.category]);
  if (has('limit') && within(choice.limit, 1, 20)) attrs.push(['data-limit', String(choice.limit)]);
  if (has('variant') && choice.variant === 'reg3') attrs.push(['data-variant', 'reg3']);
  if (has('payuPosId') && /^\d{1,12}$/.test(choice.payuPosId.trim()))
    attrs.push(['data-payu-pos-id', choice.payuPosId.trim()]);
  const heading = choice.heading.replace(/\s+/g, ' ').trim();
  if (has('heading') && heading && heading.length <= 120) attrs.push(['data-heading', heading]);
  if (targetOf(choice) !== DEFAULT_TARGET) attrs.push(['data-target', targetOf(choice)]);
  for (const key of SUB_IDS) {
    const value = choice.subIds[key]?.trim();
    if (value && SUB_ID.test(value)) attrs.push([`data-${key}`, value]);
  }
  return attrs;
}

/** The tag to paste: the loader (once per page) and the widget's element. */
export function snippetFor(choice: SnippetChoice, loaderUrl: string): string {
  const attrs = widgetAttributes(choice)
    .map(([name, value]) => `${name}="${escapeAttr(value)}"`)
    .join(' ');
  return [`<script async src="${escapeAttr(loaderUrl)}"></script>`, `<div ${attrs}></div>`].join('\n');
}

/** The Content-Security-Policy directives the tag needs on a page that has a policy, each with why. */
export function cspFor(choice: SnippetChoice, loaderUrl: string): { directive: string; why: string }[] {
  const origin = new URL(loaderUrl).origin;
  // The card form loads PayU's script and PayU's field frames from PayU's own server.
  const payu = choice.widget === 'credit-card' ? ` ${PAYU_ORIGIN}` : '';
  const rows = [
    {
      directive: `script-src ${origin}${payu}`,
      why: `loader.js i moduły, które wczytuje${payu ? ', oraz skrypt PayU' : ''} (przy polityce z nonce: nonce na tagu skryptu i 'strict-dynamic')`,
    },
    { directive: `connect-src ${origin}`, why: 'zdarzenia, oferty i treści widżetów oraz wysyłka formularzy' },
  ];
  if (choice.widget === 'amount-slider')
    rows.push({ directive: `form-action ${origin}`, why: 'suwak otwiera nasz formularz wniosku' });
  rows.push({
    directive: `frame-src ${origin}${payu}`,
    why: `ukryta ramka identyfikatora wniosku, tylko po zgodzie marketingowej${payu ? '; pola karty w ramkach PayU' : ''}`,
  });
  return rows;
}

/** Each choice of data-target as the builders name it (the default first, as targetsOf lists them). */
export const TARGET_LABELS: Readonly<Record<LinkTarget, string>> = {
  'same-tab': 'w tej samej karcie',
  'new-tab': 'w nowej karcie',
  stay: 'oferty w miejscu formularza (czytelnik zostaje na Twojej stronie)',
};

const LEAVES = 'czytelnik opuszcza Twoją stronę.';
const KEPT = 'Twoja strona zostaje otwarta w poprzedniej karcie.';

/**
 * Where each widget takes the reader of the partner's page, for each data-target it takes (targets.ts); a widget that
 * never leaves the page has one sentence, under `stay`. Both builders (this page's and the partner portal's) say it.
 */
export const WIDGET_DESTINATIONS: Readonly<Record<WidgetName, Partial<Record<LinkTarget, string>>>> = {
  'offer-list': {
    'same-tab': `Kliknięta oferta otwiera w tej samej karcie naszą stronę przejścia, a z niej stronę pożyczkodawcy: ${LEAVES}`,
    'new-tab': `Kliknięta oferta otwiera w nowej karcie naszą stronę przejścia, a z niej stronę pożyczkodawcy. ${KEPT}`,
  },
  'amount-slider': {
    'same-tab': `Przycisk otwiera w tej samej karcie nasz formularz wniosku: ${LEAVES}`,
    'new-tab': `Przycisk otwiera w nowej karcie nasz formularz wniosku. ${KEPT}`,
  },
  'loan-sliders': {
    'same-tab': `Przycisk otwiera w tej samej karcie nasz formularz wniosku: ${LEAVES}`,
    'new-tab': `Przycisk otwiera w nowej karcie nasz formularz wniosku. ${KEPT}`,
  },
  registration: {
    'same-tab': `Wniosek wypełnia się na Twojej stronie; po wysłaniu czytelnik przechodzi w tej samej karcie na naszą stronę z ofertami dla swojej kwoty: ${LEAVES}`,
    stay: 'Wniosek wypełnia się na Twojej stronie, a po wysłaniu oferty dla wybranej kwoty pojawiają się w miejscu formularza: czytelnik zostaje na Twojej stronie, a kliknięta oferta otwiera się w nowej karcie.',
  },
  phone: { stay: 'Czytelnik zostaje na Twojej stronie: po wysłaniu numeru widzi podziękowanie w miejscu formularza.' },
  'credit-card': { stay: 'Czytelnik zostaje na Twojej stronie.' },
  'lender-hub': {
    'same-tab':
      'Oferty prowadzą w tej samej karcie na naszą stronę przejścia; strony pożyczkodawców otwierają się w nowej karcie.',
    'new-tab': `Oferty otwierają w nowej karcie naszą stronę przejścia, a strony pożyczkodawców też otwierają się w nowej karcie. ${KEPT}`,
  },
  faq: { stay: 'Czytelnik zostaje na Twojej stronie.' },
  steps: { stay: 'Czytelnik zostaje na Twojej stronie.' },
  'how-it-works': {
    'same-tab': `Link do ofert otwiera w tej samej karcie naszą stronę z ofertami: ${LEAVES}`,
    'new-tab': `Link do ofert otwiera w nowej karcie naszą stronę z ofertami. ${KEPT}`,
  },
};

/** The sentence on where the tag of `choice` takes the reader. */
export function destinationOf(choice: Pick<SnippetChoice, 'widget' | 'target'>): string {
  const sentences = WIDGET_DESTINATIONS[choice.widget];
  return sentences[targetsOf(choice.widget).length > 0 ? targetOf(choice) : 'stay'] ?? '';
}

/**
 * The options of a choice the tag would leave out, each with its Polish reason (the builder shows them instead of
 * dropping a value without a word).
 */
export function invalidOptions(
  choice: SnippetChoice,
): { option: OptionName | (typeof SUB_IDS)[number]; message: string }[] {
  const options = optionsOf(choice.widget);
  const has = (option: OptionName) => options.includes(option);
  const out: { option: OptionName | (typeof SUB_IDS)[number]; message: string }[] = [];
  const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  const { amount } = LOAN_LIMITS;
  if (has('amount') && !within(choice.amount, amount.min, amount.max))
    out.push({
      option: 'amount',
      message: `Kwota: liczba całkowita od ${amount.min} do ${amount.max.toLocaleString('pl-PL').replace(/\s/g, '\u00a0')} zł. Tej wartości nie ma w kodzie.`,
    });
  const unit: TermUnit = has('unit') ? choice.unit : 'days';
  const term = termLimits(unit);
  if (has('term') && !within(choice.term, term.min, term.max))
    out.push({
      option: 'term',
      message: `Okres: od ${term.min} do ${term.max} ${unit === 'months' ? 'miesięcy' : 'dni'}. Tej wartości nie ma w kodzie.`,
    });
  if (has('limit') && !within(choice.limit, 1, 20))
    out.push({ option: 'limit', message: 'Liczba pozycji: od 1 do 20. Tej wartości nie ma w kodzie.' });
  if (has('heading') && choice.heading.replace(/\s+/g, ' ').trim().length > 120)
    out.push({ option: 'heading', message: 'Nagłówek: najwyżej 120 znaków. Tej wartości nie ma w kodzie.' });
  for (const key of SUB_IDS) {
    const value = choice.subIds[key]?.trim();
    if (value && !SUB_ID.test(value))
      out.push({
        option: key,
        message: `${key}: tylko litery, cyfry oraz . _ ~ -, do 64 znaków. Tej wartości nie ma w kodzie.`,
      });
  }
  return out;
}
