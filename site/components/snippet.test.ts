import { describe, expect, it } from 'vitest';
import { widgetSpec } from '../../loader/features/mount/props';
import { LINK_TARGETS, targetsOf } from '../../loader/features/mount/targets';
import {
  cspFor,
  DEFAULT_SNIPPET,
  destinationOf,
  invalidOptions,
  optionsOf,
  snippetFor,
  unitChoice,
  widgetAttributes,
  WIDGET_CHOICES,
  WIDGET_DESTINATIONS,
  type SnippetChoice,
} from './snippet';

const LOADER = 'https://przelewik.example/loader.js';
const choice = (over: Partial<SnippetChoice>): SnippetChoice => ({ ...DEFAULT_SNIPPET, ...over });
/** The dataset the loader will read from the element the snippet makes. */
const datasetOf = (c: SnippetChoice) =>
  Object.fromEntries(
    widgetAttributes(c).map(([name, value]) => [
      name.slice(5).replace(/-([a-z])/g, (_m, ch: string) => ch.toUpperCase()),
      value,
    ]),
  );

describe('snippetFor', () => {
  it.each([
    [choice({}), '<div data-widget="offer-list" data-amount="1500" data-term="30" data-limit="5"></div>'],
    [
      choice({
        amount: 3000,
        term: 24,
        unit: 'months',
        category: 'na-dowod',
        limit: 3,
        heading: 'Pożyczki "na dowód"',
        subIds: { sub1: 'blog', sub2: 'zła wartość' },
      }),
      '<div data-widget="offer-list" data-amount="3000" data-term="24" data-unit="months" data-category="na-dowod" data-limit="3" data-heading="Pożyczki &quot;na dowód&quot;" data-sub1="blog"></div>',
    ],
    [
      choice({ widget: 'amount-slider', amount: 2000, term: 999 }),
      '<div data-widget="amount-slider" data-value="2000"></div>',
    ],
    [
      choice({ widget: 'registration', variant: 'reg3', unit: 'months', term: 12 }),
      '<div data-widget="registration" data-amount="1500" data-term="12" data-unit="months" data-variant="reg3"></div>',
    ],
    [choice({ widget: 'steps', amount: 3000, heading: '  ' }), '<div data-widget="steps"></div>'],
    [
      choice({ widget: 'credit-card', payuPosId: ' 300746 ' }),
      '<div data-widget="credit-card" data-payu-pos-id="300746"></div>',
    ],
    [choice({ widget: 'credit-card', payuPosId: '30-07' }), '<div data-widget="credit-card"></div>'],
    // Where the reader goes: written only when it is not the default, and only a choice the widget takes.
    [
      choice({ target: 'new-tab', subIds: { sub1: 'top' } }),
      '<div data-widget="offer-list" data-amount="1500" data-term="30" data-limit="5" data-target="new-tab" data-sub1="top"></div>',
    ],
    [
      choice({ widget: 'registration', target: 'stay' }),
      '<div data-widget="registration" data-amount="1500" data-term="30" data-target="stay"></div>',
    ],
    [
      choice({ widget: 'registration', target: 'new-tab' }),
      '<div data-widget="registration" data-amount="1500" data-term="30"></div>',
    ],
    [
      choice({ widget: 'how-it-works', target: 'new-tab' }),
      '<div data-widget="how-it-works" data-target="new-tab"></div>',
    ],
    [
      choice({ widget: 'offer-list', target: 'stay' }),
      '<div data-widget="offer-list" data-amount="1500" data-term="30" data-limit="5"></div>',
    ],
    [choice({ widget: 'faq', target: 'new-tab' }), '<div data-widget="faq"></div>'],
  ])('%j', (c, div) => {
    expect(snippetFor(c, LOADER)).toBe(`<script async src="${LOADER}"></script>\n${div}`);
  });

  it('makes, for every widget and option, an element the loader reads without a warning', () => {
    for (const { name } of WIDGET_CHOICES) {
      for (const over of [
        {},
        ...targetsOf(name).map((target) => ({ target })),
        {
          unit: 'months' as const,
          term: 48,
          amount: 25000,
          category: 'dla-zadluzonych',
          limit: 20,
          heading: 'Nagłówek',
          variant: 'reg3' as const,
          payuPosId: '300746',
          subIds: { sub1: 'a', sub5: 'b.c' },
        },
      ]) {
        const { spec, dropped } = widgetSpec(datasetOf(choice({ widget: name, ...over })));
        expect(spec?.widget).toBe(name);
        expect(dropped).toEqual([]);
      }
    }
  });
});

describe('cspFor', () => {
  it('names the loader origin for scripts, connections and the lead frame; form-action only for the slider form', () => {
    expect(cspFor(choice({}), LOADER).map((r) => r.directive)).toEqual([
      'script-src https://przelewik.example',
      'connect-src https://przelewik.example',
      'frame-src https://przelewik.example',
    ]);
    expect(cspFor(choice({ widget: 'amount-slider' }), LOADER).map((r) => r.directive)).toContain(
      'form-action https://przelewik.example',
    );
    // The card form: PayU's script and its field frames come from PayU.
    expect(cspFor(choice({ widget: 'credit-card' }), LOADER).map((r) => r.directive)).toEqual([
      'script-src https://przelewik.example https://secure.payu.com',
      'connect-src https://przelewik.example',
      'frame-src https://przelewik.example https://secure.payu.com',
    ]);
  });
});

describe('invalidOptions', () => {
  it.each([
    [{ amount: 50 }, ['amount']],
    [{ amount: 1550.5 }, ['amount']],
    [{ amount: 30000, term: 200 }, ['amount', 'term']],
    [{ limit: 0 }, ['limit']],
    [{ subIds: { sub2: 'ma spację' } }, ['sub2']],
    [{ amount: 2000, term: 30, limit: 5, subIds: { sub1: 'kw-1' } }, []],
  ] as const)('names %j as %j, each with a message', (patch, options) => {
    const found = invalidOptions({ ...DEFAULT_SNIPPET, ...patch } as SnippetChoice);
    expect(found.map((f) => f.option)).toEqual(options);
    for (const f of found) expect(f.message).toMatch(/Tej wartości nie ma w kodzie\.$/);
  });

  it('checks only the options the widget takes', () => {
    expect(invalidOptions({ ...DEFAULT_SNIPPET, widget: 'phone', amount: 5 })).toEqual([]);
  });
});

describe('where each widget sends the reader', () => {
  it('has a sentence for exactly the choices each widget takes (one, under stay, for a widget that never leaves)', () => {
    for (const w of WIDGET_CHOICES) {
      const takes = targetsOf(w.name);
      expect(Object.keys(WIDGET_DESTINATIONS[w.name]).sort()).toEqual(
        (takes.length > 0 ? [...takes] : ['stay']).sort(),
      );
    }
  });

  it.each([
    [
      'offer-list',
      'same-tab',
      /^Kliknięta oferta otwiera w tej samej karcie naszą stronę przejścia.*czytelnik opuszcza Twoją stronę\.$/,
    ],
    [
      'offer-list',
      'new-tab',
      /^Kliknięta oferta otwiera w nowej karcie naszą stronę przejścia.*Twoja strona zostaje otwarta w poprzedniej karcie\.$/,
    ],
    ['offer-list', 'stay', /w tej samej karcie/],
    ['amount-slider', 'new-tab', /^Przycisk otwiera w nowej karcie nasz formularz wniosku\./],
    [
      'loan-sliders',
      'same-tab',
      /^Przycisk otwiera w tej samej karcie nasz formularz wniosku: czytelnik opuszcza Twoją stronę\.$/,
    ],
    ['registration', 'same-tab', /po wysłaniu czytelnik przechodzi w tej samej karcie na naszą stronę z ofertami/],
    [
      'registration',
      'stay',
      /oferty dla wybranej kwoty pojawiają się w miejscu formularza: czytelnik zostaje na Twojej stronie, a kliknięta oferta otwiera się w nowej karcie\.$/,
    ],
    ['registration', 'new-tab', /po wysłaniu czytelnik przechodzi w tej samej karcie/],
    ['lender-hub', 'new-tab', /^Oferty otwierają w nowej karcie naszą stronę przejścia/],
    ['how-it-works', 'new-tab', /^Link do ofert otwiera w nowej karcie naszą stronę z ofertami\./],
    ['phone', 'new-tab', /^Czytelnik zostaje na Twojej stronie: po wysłaniu numeru/],
    ['faq', 'same-tab', /^Czytelnik zostaje na Twojej stronie\.$/],
  ] as const)('%s with %s: %s', (widget, target, sentence) => {
    expect(destinationOf({ widget, target })).toMatch(sentence);
  });

  it('says something for every widget and every value, never an empty sentence', () => {
    for (const w of WIDGET_CHOICES)
      for (const target of LINK_TARGETS) expect(destinationOf({ widget: w.name, target })).toMatch(/\.$/);
  });
});

describe('the builder’s choices', () => {
  it.each([
    ['months', { unit: 'months', term: 12 }],
    ['days', { unit: 'days', term: 30 }],
    ['', { unit: 'days', term: 30 }],
    ['weeks', { unit: 'days', term: 30 }],
  ])('the repayment %j starts the term at %j', (value, expected) => {
    expect(unitChoice(value)).toEqual(expected);
  });

  it('asks for each widget’s own options, in its order', () => {
    for (const widget of WIDGET_CHOICES) expect(optionsOf(widget.name)).toEqual(widget.options);
    expect(optionsOf('no-such-widget' as never)).toEqual([]);
  });
});
