import { describe, expect, it } from 'vitest';
import { widgetSpec } from '../../loader/features/mount/props';
import { cspFor, DEFAULT_SNIPPET, invalidOptions, snippetFor, widgetAttributes, WIDGET_CHOICES, WIDGET_DESTINATIONS, type SnippetChoice } from './snippet';

const LOADER = 'https://przelewik.example/loader.js';
const choice = (over: Partial<SnippetChoice>): SnippetChoice => ({ ...DEFAULT_SNIPPET, ...over });
/** The dataset the loader will read from the element the snippet makes. */
const datasetOf = (c: SnippetChoice) =>
  Object.fromEntries(widgetAttributes(c).map(([name, value]) => [name.slice(5).replace(/-([a-z])/g, (_m, ch: string) => ch.toUpperCase()), value]));

describe('snippetFor', () => {
  it.each([
    [choice({}), '<div data-widget="offer-list" data-amount="1500" data-term="30" data-limit="5"></div>'],
    [choice({ amount: 3000, term: 24, unit: 'months', category: 'na-dowod', limit: 3, heading: 'Pożyczki "na dowód"', subIds: { sub1: 'blog', sub2: 'zła wartość' } }), '<div data-widget="offer-list" data-amount="3000" data-term="24" data-unit="months" data-category="na-dowod" data-limit="3" data-heading="Pożyczki &quot;na dowód&quot;" data-sub1="blog"></div>'],
    [choice({ widget: 'amount-slider', amount: 2000, term: 999 }), '<div data-widget="amount-slider" data-value="2000"></div>'],
    [choice({ widget: 'registration', variant: 'reg3', unit: 'months', term: 12 }), '<div data-widget="registration" data-amount="1500" data-term="12" data-unit="months" data-variant="reg3"></div>'],
    [choice({ widget: 'steps', amount: 3000, heading: '  ' }), '<div data-widget="steps"></div>'],
    [choice({ widget: 'credit-card', payuPosId: ' 300746 ' }), '<div data-widget="credit-card" data-payu-pos-id="300746"></div>'],
    [choice({ widget: 'credit-card', payuPosId: '30-07' }), '<div data-widget="credit-card"></div>'],
  ])('%j', (c, div) => {
    expect(snippetFor(c, LOADER)).toBe(`<script async src="${LOADER}"></script>\n${div}`);
  });

  it('makes, for every widget and option, an element the loader reads without a warning', () => {
    for (const { name } of WIDGET_CHOICES) {
      for (const over of [{}, { unit: 'months' as const, term: 48, amount: 25000, category: 'dla-zadluzonych', limit: 20, heading: 'Nagłówek', variant: 'reg3' as const, payuPosId: '300746', subIds: { sub1: 'a', sub5: 'b.c' } }]) {
        const { spec, dropped } = widgetSpec(datasetOf(choice({ widget: name, ...over })));
        expect(spec?.widget).toBe(name);
        expect(dropped).toEqual([]);
      }
    }
  });
});

describe('cspFor', () => {
  it('names the loader origin for scripts, connections and the lead frame; form-action only for the slider form', () => {
    expect(cspFor(choice({}), LOADER).map((r) => r.directive)).toEqual(['script-src https://przelewik.example', 'connect-src https://przelewik.example', 'frame-src https://przelewik.example']);
    expect(cspFor(choice({ widget: 'amount-slider' }), LOADER).map((r) => r.directive)).toContain('form-action https://przelewik.example');
    // The card form: PayU's script and its field frames come from PayU.
    expect(cspFor(choice({ widget: 'credit-card' }), LOADER).map((r) => r.directive)).toEqual(['script-src https://przelewik.example https://secure.payu.com', 'connect-src https://przelewik.example', 'frame-src https://przelewik.example https://secure.payu.com']);
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

  it('checks only the options the widget takes, and says where every widget sends the reader', () => {
    expect(invalidOptions({ ...DEFAULT_SNIPPET, widget: 'phone', amount: 5 })).toEqual([]);
    for (const w of WIDGET_CHOICES) expect(WIDGET_DESTINATIONS[w.name]).toMatch(/Twoją stronę|Twojej stronie|karcie/);
  });
});
