import { describe, expect, it } from 'vitest';
import { widgetSpec } from './props';

describe('widgetSpec: data-* attributes into props, the amount slider', () => {
  it.each([
    [
      { widget: 'amount-slider' },
      {
        widget: 'amount-slider',
        label: 'Kwota pożyczki',
        min: 100,
        max: 25000,
        step: 100,
        value: 1500,
        cta: 'Sprawdź oferty',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      {
        widget: 'amount-slider',
        min: '500',
        max: '5000',
        step: '250',
        value: '2000',
        label: '  Ile  potrzebujesz? ',
        cta: 'Dalej',
      },
      {
        widget: 'amount-slider',
        label: 'Ile potrzebujesz?',
        min: 500,
        max: 5000,
        step: 250,
        value: 2000,
        cta: 'Dalej',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'amount-slider', min: '5000', max: '500' },
      {
        widget: 'amount-slider',
        label: 'Kwota pożyczki',
        min: 100,
        max: 25000,
        step: 100,
        value: 1500,
        cta: 'Sprawdź oferty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-min', 'data-max'],
    ],
    [
      { widget: 'amount-slider', min: 'dużo', value: '999999', step: '-1' },
      {
        widget: 'amount-slider',
        label: 'Kwota pożyczki',
        min: 100,
        max: 25000,
        step: 100,
        value: 1500,
        cta: 'Sprawdź oferty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-min', 'data-step', 'data-value'],
    ],
    [
      { widget: 'amount-slider', min: '2000', max: '3000' },
      {
        widget: 'amount-slider',
        label: 'Kwota pożyczki',
        min: 2000,
        max: 3000,
        step: 100,
        value: 2000,
        cta: 'Sprawdź oferty',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'amount-slider', label: '' },
      {
        widget: 'amount-slider',
        label: 'Kwota pożyczki',
        min: 100,
        max: 25000,
        step: 100,
        value: 1500,
        cta: 'Sprawdź oferty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-label'],
    ],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });
});

describe("widgetSpec: the offer list's options", () => {
  it.each([
    [
      { widget: 'offer-list' },
      {
        widget: 'offer-list',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'offer-list', amount: '25000', term: '48', unit: 'months' },
      {
        widget: 'offer-list',
        amount: 25000,
        term: 48,
        termUnit: 'months',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'offer-list', term: '90', unit: 'months' },
      {
        widget: 'offer-list',
        amount: 1500,
        term: 12,
        termUnit: 'months',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-term'],
    ],
    [
      { widget: 'offer-list', term: '14', unit: 'weeks' },
      {
        widget: 'offer-list',
        amount: 1500,
        term: 14,
        termUnit: 'days',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-unit'],
    ],
    [
      { widget: 'offer-list', amount: '3000', term: '60', limit: '3', heading: 'Pożyczki dla Ciebie' },
      {
        widget: 'offer-list',
        amount: 3000,
        term: 60,
        termUnit: 'days',
        limit: 3,
        heading: 'Pożyczki dla Ciebie',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'offer-list', amount: '3000.5', term: '365', limit: '0', heading: 'x'.repeat(121) },
      {
        widget: 'offer-list',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-amount', 'data-term', 'data-limit', 'data-heading'],
    ],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });

  it.each([[{ widget: 'calculator' }], [{ widget: '' }], [{}]])('%j is not a widget', (dataset) => {
    expect(widgetSpec(dataset).spec).toBeNull();
  });
});

describe('widgetSpec: every widget, its options and their defaults', () => {
  it.each([
    [
      { widget: 'loan-sliders' },
      {
        widget: 'loan-sliders',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        cta: 'Sprawdź oferty',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'loan-sliders', amount: '5000', term: '24', unit: 'months', cta: 'Dalej' },
      {
        widget: 'loan-sliders',
        amount: 5000,
        term: 24,
        termUnit: 'months',
        cta: 'Dalej',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'offer-list', category: 'na-dowod', sub1: 'blog_42', sub5: 'a.b~c-d' },
      {
        widget: 'offer-list',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        category: 'na-dowod',
        target: 'same-tab',
        subIds: { sub1: 'blog_42', sub5: 'a.b~c-d' },
      },
      [],
    ],
    [
      { widget: 'offer-list', category: '../admin', sub2: 'spacja tu', sub3: 'x'.repeat(101), sub4: 'jan@example.pl' },
      {
        widget: 'offer-list',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        limit: 5,
        heading: 'Najtańsze pożyczki dla Twojej kwoty',
        target: 'same-tab',
        subIds: {},
      },
      ['data-sub2', 'data-sub3', 'data-sub4', 'data-category'],
    ],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });
});

describe('widgetSpec: the registration form and the widgets without a loan', () => {
  it.each([
    [
      { widget: 'registration' },
      {
        widget: 'registration',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        variant: 'reg',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'registration', variant: 'reg3', amount: '3000', term: '6', unit: 'months' },
      {
        widget: 'registration',
        amount: 3000,
        term: 6,
        termUnit: 'months',
        variant: 'reg3',
        target: 'same-tab',
        subIds: {},
      },
      [],
    ],
    [
      { widget: 'registration', variant: 'reg2' },
      {
        widget: 'registration',
        amount: 1500,
        term: 30,
        termUnit: 'days',
        variant: 'reg',
        target: 'same-tab',
        subIds: {},
      },
      ['data-variant'],
    ],
    [{ widget: 'phone' }, { widget: 'phone', subIds: {} }, []],
    [
      { widget: 'phone', heading: 'Oddzwonimy', sub1: '7' },
      { widget: 'phone', heading: 'Oddzwonimy', subIds: { sub1: '7' } },
      [],
    ],
    [{ widget: 'credit-card', heading: '   ' }, { widget: 'credit-card', subIds: {} }, ['data-heading']],
    [
      { widget: 'lender-hub', amount: '2000', term: '14' },
      { widget: 'lender-hub', amount: 2000, termDays: 14, target: 'same-tab', subIds: {} },
      [],
    ],
    [
      { widget: 'lender-hub', term: '120' },
      { widget: 'lender-hub', amount: 1500, termDays: 30, target: 'same-tab', subIds: {} },
      ['data-term'],
    ],
    [{ widget: 'faq' }, { widget: 'faq', heading: 'Najczęstsze pytania', subIds: {} }, []],
    [
      { widget: 'faq', category: 'dla-zadluzonych' },
      { widget: 'faq', heading: 'Najczęstsze pytania', category: 'dla-zadluzonych', subIds: {} },
      [],
    ],
    // Invented reviews were removed; the name is no widget any more (a partner's old tag is skipped with a warning).
    [{ widget: 'reviews', limit: '3' }, null, []],
    [{ widget: 'steps' }, { widget: 'steps', heading: 'Jak wypełnić wniosek', subIds: {} }, []],
    [
      { widget: 'how-it-works', heading: 'Jak to działa u nas' },
      { widget: 'how-it-works', heading: 'Jak to działa u nas', target: 'same-tab', subIds: {} },
      [],
    ],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });
});

describe('widgetSpec: data-target, where a widget sends the reader', () => {
  it.each([
    // Each widget that navigates takes its own choices; the default is the same tab.
    [{ widget: 'offer-list', target: 'new-tab' }, 'new-tab', []],
    [{ widget: 'offer-list', target: 'same-tab' }, 'same-tab', []],
    [{ widget: 'amount-slider', target: 'new-tab' }, 'new-tab', []],
    [{ widget: 'loan-sliders', target: 'new-tab' }, 'new-tab', []],
    [{ widget: 'lender-hub', target: 'new-tab' }, 'new-tab', []],
    [{ widget: 'how-it-works', target: 'new-tab' }, 'new-tab', []],
    [{ widget: 'registration', target: 'stay' }, 'stay', []],
    [{ widget: 'registration' }, 'same-tab', []],
    // A list cannot keep the reader (an offer goes through our transition page), the form cannot open a new tab
    // after it is sent: the value is named with the ones the widget takes, and the default stays.
    [{ widget: 'offer-list', target: 'stay' }, 'same-tab', ['data-target (accepted: same-tab, new-tab)']],
    [{ widget: 'registration', target: 'new-tab' }, 'same-tab', ['data-target (accepted: same-tab, stay)']],
    [{ widget: 'loan-sliders', target: '_blank' }, 'same-tab', ['data-target (accepted: same-tab, new-tab)']],
    [{ widget: 'how-it-works', target: 'NEW-TAB' }, 'same-tab', ['data-target (accepted: same-tab, new-tab)']],
    [{ widget: 'lender-hub', target: '' }, 'same-tab', ['data-target (accepted: same-tab, new-tab)']],
    [
      { widget: 'offer-list', target: 'stay', amount: '5' },
      'same-tab',
      ['data-amount', 'data-target (accepted: same-tab, new-tab)'],
    ],
  ])('%j', (dataset, target, dropped) => {
    const read = widgetSpec(dataset);
    expect(read.spec && 'target' in read.spec ? read.spec.target : null).toBe(target);
    expect(read.dropped).toEqual(dropped);
  });

  it.each(['phone', 'credit-card', 'faq', 'steps'])(
    '%s never leaves the page: it has no target, and one given is named',
    (widget) => {
      expect(widgetSpec({ widget }).spec).not.toHaveProperty('target');
      expect(widgetSpec({ widget, target: 'new-tab' }).dropped).toEqual([
        'data-target (this widget stays on the page)',
      ]);
    },
  );
});
