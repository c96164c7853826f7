import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../../testing/fake-env';
import { collectWidgets, MOUNTED_ATTR } from './index';
import { widgetSpec } from './props';

describe('widgetSpec: data-* attributes into props', () => {
  it.each([
    [{ widget: 'amount-slider' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' }, []],
    [{ widget: 'amount-slider', min: '500', max: '5000', step: '250', value: '2000', label: '  Ile  potrzebujesz? ', cta: 'Dalej' }, { widget: 'amount-slider', label: 'Ile potrzebujesz?', min: 500, max: 5000, step: 250, value: 2000, cta: 'Dalej' }, []],
    [{ widget: 'amount-slider', min: '5000', max: '500' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' }, ['data-min', 'data-max']],
    [{ widget: 'amount-slider', min: 'dużo', value: '999999', step: '-1' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' }, ['data-min', 'data-step', 'data-value']],
    [{ widget: 'amount-slider', min: '2000', max: '3000' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 2000, max: 3000, step: 100, value: 2000, cta: 'Sprawdź oferty' }, []],
    [{ widget: 'amount-slider', label: '' }, { widget: 'amount-slider', label: 'Kwota pożyczki', min: 100, max: 25000, step: 100, value: 1500, cta: 'Sprawdź oferty' }, ['data-label']],
    [{ widget: 'offer-list' }, { widget: 'offer-list', amount: 1500, term: 30, termUnit: 'days', limit: 5, heading: 'Polecane pożyczki' }, []],
    [{ widget: 'offer-list', amount: '25000', term: '48', unit: 'months' }, { widget: 'offer-list', amount: 25000, term: 48, termUnit: 'months', limit: 5, heading: 'Polecane pożyczki' }, []],
    [{ widget: 'offer-list', term: '90', unit: 'months' }, { widget: 'offer-list', amount: 1500, term: 12, termUnit: 'months', limit: 5, heading: 'Polecane pożyczki' }, ['data-term']],
    [{ widget: 'offer-list', term: '14', unit: 'weeks' }, { widget: 'offer-list', amount: 1500, term: 14, termUnit: 'days', limit: 5, heading: 'Polecane pożyczki' }, ['data-unit']],
    [{ widget: 'offer-list', amount: '3000', term: '60', limit: '3', heading: 'Pożyczki dla Ciebie' }, { widget: 'offer-list', amount: 3000, term: 60, termUnit: 'days', limit: 3, heading: 'Pożyczki dla Ciebie' }, []],
    [{ widget: 'offer-list', amount: '3000.5', term: '365', limit: '0', heading: 'x'.repeat(121) }, { widget: 'offer-list', amount: 1500, term: 30, termUnit: 'days', limit: 5, heading: 'Polecane pożyczki' }, ['data-amount', 'data-term', 'data-limit', 'data-heading']],
  ])('%j', (dataset, spec, dropped) => {
    expect(widgetSpec(dataset)).toEqual({ spec, dropped });
  });

  it.each([[{ widget: 'calculator' }], [{ widget: '' }], [{}]])('%j is not a widget', (dataset) => {
    expect(widgetSpec(dataset).spec).toBeNull();
  });
});

describe('collectWidgets', () => {
  const element = (dataset: Record<string, string>, mounted = false) => {
    const attrs = new Set(mounted ? [MOUNTED_ATTR] : []);
    return { dataset, hasAttribute: (n: string) => attrs.has(n), setAttribute: (n: string) => void attrs.add(n), attrs } as unknown as HTMLElement & { attrs: Set<string> };
  };

  it('takes each valid element once, with one warning per refused or corrected element', () => {
    const env = fakeEnv();
    const good = element({ widget: 'offer-list' });
    const fixed = element({ widget: 'amount-slider', min: 'x' });
    const taken = element({ widget: 'offer-list' }, true);
    const jobs = collectWidgets({ env }, [good, element({ widget: 'kalkulator' }), fixed, taken]);
    expect(jobs.map((j) => j.el)).toEqual([good, fixed]);
    expect(good.attrs.has(MOUNTED_ATTR)).toBe(true);
    expect(env.warnings).toEqual([['data-widget="kalkulator" is not a widget (known: amount-slider, offer-list)'], ['widget "amount-slider": ignored invalid data-min']]);
    expect(collectWidgets({ env }, [good])).toEqual([]);
  });
});
