import { describe, expect, it } from 'vitest';
import { widgetSpec } from './props';

describe('widgetSpec: data-* attributes into props', () => {
  it.each([
    [{ widget: 'amount-slider' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' , subIds: {} }, []],
    [{ widget: 'amount-slider', min: '500', max: '5000', step: '250', value: '2000', label: '  Ile  potrzebujesz? ', cta: 'Dalej' }, { widget: 'amount-slider', label: 'Ile potrzebujesz?', min: 500, max: 5000, step: 250, value: 2000, cta: 'Dalej' , subIds: {} }, []],
    [{ widget: 'amount-slider', min: '5000', max: '500' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' , subIds: {} }, ['data-min', 'data-max']],
    [{ widget: 'amount-slider', min: 'dużo', value: '999999', step: '-1' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' , subIds: {} }, ['data-min', 'data-step', 'data-value']],
    [{ widget: 'amount-slider', min: '2000', max: '3000' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 2000, max: 3000, step: 100, value: 2000, cta: 'Sprawdź oferty' , subIds: {} }, []],
    [{ widget: 'amount-slider', label: '' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' , subIds: {} }, ['data-label']],
    [{ widget: 'offer-list' }, { widget: 'offer-list', amount: 1500, term: 30, termUnit: 'days', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty' , subIds: {} }, []],
    [{ widget: 'offer-list', amount: '25000', term: '48', unit: 'months' }, { widget: 'offer-list', amount: 25000, term: 48, termUnit: 'months', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty' , subIds: {} }, []],
    [{ widget: 'offer-list', term: '90', unit: 'months' }, { widget: 'offer-list', amount: 1500, term: 12, termUnit: 'months', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty' , subIds: {} }, ['data-term']],
    [{ widget: 'offer-list', term: '14', unit: 'weeks' }, { widget: 'offer-list', amount: 1500, term: 14, termUnit: 'days', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty' , subIds: {} }, ['data-unit']],
    [{ widget: 'offer-list', amount: '3000', term: '60', limit: '3', heading: 'Pożyczki dla Ciebie' }, { widget: 'offer-list', amount: 3000, term: 60, termUnit: 'days', limit: 3, heading: 'Pożyczki dla Ciebie' , subIds: {} }, []],
    [{ widget: 'offer-list', amount: '3000.5', term: '365', limit: '0', heading: 'x'.repeat(121) }, { widget: 'offer-list', amount: 1500, term: 30, termUnit: 'days', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty' , subIds: {} }, ['data-amount', 'data-term', 'data-limit', 'data-heading']],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });

  it.each([[{ widget: 'calculator' }], [{ widget: '' }], [{}]])('%j is not a widget', (dataset) => {
    expect(widgetSpec(dataset).spec).toBeNull();
  });
});


describe('widgetSpec: every widget, its options and their defaults', () => {
  it.each([
    [{ widget: 'loan-sliders' }, { widget: 'loan-sliders', amount: 1500, term: 30, termUnit: 'days', cta: 'Sprawdź oferty', subIds: {} }, []],
    [{ widget: 'loan-sliders', amount: '5000', term: '24', unit: 'months', cta: 'Dalej' }, { widget: 'loan-sliders', amount: 5000, term: 24, termUnit: 'months', cta: 'Dalej', subIds: {} }, []],
    [{ widget: 'offer-list', category: 'na-dowod', sub1: 'blog_42', sub5: 'a.b~c-d' }, { widget: 'offer-list', amount: 1500, term: 30, termUnit: 'days', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty', category: 'na-dowod', subIds: { sub1: 'blog_42', sub5: 'a.b~c-d' } }, []],
    [{ widget: 'offer-list', category: '../admin', sub2: 'spacja tu', sub3: 'x'.repeat(101), sub4: 'jan@example.pl' }, { widget: 'offer-list', amount: 1500, term: 30, termUnit: 'days', limit: 5, heading: 'Najtańsze pożyczki dla Twojej kwoty', subIds: {} }, ['data-sub2', 'data-sub3', 'data-sub4', 'data-category']],
    [{ widget: 'registration' }, { widget: 'registration', amount: 1500, term: 30, termUnit: 'days', variant: 'reg', subIds: {} }, []],
    [{ widget: 'registration', variant: 'reg3', amount: '3000', term: '6', unit: 'months' }, { widget: 'registration', amount: 3000, term: 6, termUnit: 'months', variant: 'reg3', subIds: {} }, []],
    [{ widget: 'registration', variant: 'reg2' }, { widget: 'registration', amount: 1500, term: 30, termUnit: 'days', variant: 'reg', subIds: {} }, ['data-variant']],
    [{ widget: 'phone' }, { widget: 'phone', subIds: {} }, []],
    [{ widget: 'phone', heading: 'Oddzwonimy', sub1: '7' }, { widget: 'phone', heading: 'Oddzwonimy', subIds: { sub1: '7' } }, []],
    [{ widget: 'credit-card', heading: '   ' }, { widget: 'credit-card', subIds: {} }, ['data-heading']],
    [{ widget: 'lender-hub', amount: '2000', term: '14' }, { widget: 'lender-hub', amount: 2000, termDays: 14, subIds: {} }, []],
    [{ widget: 'lender-hub', term: '120' }, { widget: 'lender-hub', amount: 1500, termDays: 30, subIds: {} }, ['data-term']],
    [{ widget: 'faq' }, { widget: 'faq', heading: 'Najczęstsze pytania', subIds: {} }, []],
    [{ widget: 'faq', category: 'dla-zadluzonych' }, { widget: 'faq', heading: 'Najczęstsze pytania', category: 'dla-zadluzonych', subIds: {} }, []],
    // Invented reviews were removed; the name is no widget any more (a partner's old tag is skipped with a warning).
    [{ widget: 'reviews', limit: '3' }, null, []],
    [{ widget: 'steps' }, { widget: 'steps', heading: 'Jak wypełnić wniosek', subIds: {} }, []],
    [{ widget: 'how-it-works', heading: 'Jak to działa u nas' }, { widget: 'how-it-works', heading: 'Jak to działa u nas', subIds: {} }, []],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });
});
