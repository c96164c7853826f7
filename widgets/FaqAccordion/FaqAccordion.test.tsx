// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tieShortWords } from '../text/Paragraphs';
import { FaqAccordion } from './FaqAccordion';
import { faqJsonLd, faqSlug, headerAfterKey, idFromHash, isFaqId, toggleItem, type FaqItem } from './useFaqAccordion';

const ITEMS: FaqItem[] = [
  { id: 'ile-kosztuje', question: 'Ile kosztuje korzystanie z porównywarki?', answer: 'Nic. Płacą nam pożyczkodawcy.' },
  {
    id: 'jak-dlugo',
    question: 'Jak długo czeka się na pieniądze?',
    answer: 'Zwykle kilkanaście minut.\n\nCzasem do następnego dnia roboczego.',
  },
  { id: 'bik', question: 'Czy sprawdzacie BIK?', answer: 'My nie. Robi to pożyczkodawca.' },
];

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'));
const panelOf = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-controls')!)!;
const setHash = (hash: string) => window.history.replaceState(null, '', `/faq/${hash}`);

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom has no layout, so no scrollIntoView: a spy stands in for it.
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  setHash('');
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('FaqAccordion', () => {
  it('puts each question as a button inside a heading, answers as regions named by their question', () => {
    render(<FaqAccordion items={ITEMS} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    // One-letter words are tied to the next with a no-break space (Polish typesetting).
    expect(headings.map((h) => h.textContent)).toEqual(ITEMS.map((item) => tieShortWords(item.question)));
    const first = button(tieShortWords('Ile kosztuje korzystanie z porównywarki?'));
    expect(first.parentElement).toBe(headings[0]);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    const panel = panelOf(first);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id);
    expect(panel.hidden).toBe(true);
    // Closed answers are in the page (for search engines) but not in the accessibility tree.
    expect(panel.textContent).toBe('Nic. Płacą nam pożyczkodawcy.');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens and closes an answer, with aria-expanded following', () => {
    render(<FaqAccordion items={ITEMS} />);
    const second = button('Jak długo czeka się na pieniądze?');
    fireEvent.click(second);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    const region = screen.getByRole('region', { name: 'Jak długo czeka się na pieniądze?' });
    expect(region).toBe(panelOf(second));
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Zwykle kilkanaście minut.',
      'Czasem do następnego dnia roboczego.',
    ]);
    fireEvent.click(second);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(panelOf(second).hidden).toBe(true);
  });

  it('keeps only one answer open by default', () => {
    render(<FaqAccordion items={ITEMS} />);
    fireEvent.click(button(/Ile kosztuje/));
    fireEvent.click(button(/Czy sprawdzacie BIK/));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('keeps many open with allowMultiple', () => {
    render(<FaqAccordion items={ITEMS} allowMultiple />);
    fireEvent.click(button(/Ile kosztuje/));
    fireEvent.click(button(/Czy sprawdzacie BIK/));
    expect(expanded()).toEqual(['true', 'false', 'true']);
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it.each([
    [0, 'ArrowDown', 1],
    [2, 'ArrowDown', 0],
    [1, 'ArrowUp', 0],
    [0, 'ArrowUp', 2],
    [1, 'Home', 0],
    [0, 'End', 2],
  ])('from question %d, %s moves focus to question %d', (from, key, to) => {
    render(<FaqAccordion items={ITEMS} />);
    const buttons = screen.getAllByRole('button');
    buttons[from]!.focus();
    expect(fireEvent.keyDown(buttons[from]!, { key })).toBe(false);
    expect(document.activeElement).toBe(buttons[to]);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('leaves Enter and Space to the native button (they click it), without moving focus', () => {
    render(<FaqAccordion items={ITEMS} />);
    const first = screen.getAllByRole('button')[0]!;
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(first, { key: ' ' })).toBe(true);
    expect(document.activeElement).toBe(first);
  });

  it('uses the heading level it is given', () => {
    render(<FaqAccordion items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens initialOpenId from the start, without scrolling to it', () => {
    render(<FaqAccordion items={ITEMS} initialOpenId="bik" />);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('ignores an initialOpenId that is not one of the items', () => {
    render(<FaqAccordion items={ITEMS} initialOpenId="nie-ma-takiego" />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('opens the item named by the address on load and scrolls to it', () => {
    setHash('#jak-dlugo');
    const { container } = render(<FaqAccordion items={ITEMS} />);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#jak-dlugo'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('opens an item when the hash changes later (a link elsewhere on the page)', async () => {
    render(<FaqAccordion items={ITEMS} initialOpenId="ile-kosztuje" />);
    await act(() => {
      setHash('#bik');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves everything closed for a hash that is not one of the items', () => {
    setHash('#kontakt');
    render(<FaqAccordion items={ITEMS} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('writes the open item into the address with syncHash, and takes it out when closed', () => {
    const pushState = vi.spyOn(window.history, 'pushState');
    render(<FaqAccordion items={ITEMS} syncHash />);
    fireEvent.click(button(/Jak długo/));
    expect(window.location.hash).toBe('#jak-dlugo');
    fireEvent.click(button(/BIK/));
    expect(window.location.hash).toBe('#bik');
    fireEvent.click(button(/BIK/));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/faq/');
    expect(pushState).not.toHaveBeenCalled();
  });

  it('leaves the address alone without syncHash', () => {
    render(<FaqAccordion items={ITEMS} />);
    fireEvent.click(button(/Jak długo/));
    expect(window.location.hash).toBe('');
  });

  it('opens an answer the browser reveals for find-in-page (beforematch)', async () => {
    render(<FaqAccordion items={ITEMS} />);
    await act(() => {
      panelOf(button(/BIK/)).dispatchEvent(new Event('beforematch'));
    });
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });

  it('renders nothing without items', () => {
    const { container } = render(<FaqAccordion items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('faqJsonLd', () => {
  it('describes the same questions as a schema.org FAQPage', () => {
    expect(faqJsonLd(ITEMS.slice(0, 2))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Ile kosztuje korzystanie z porównywarki?',
          acceptedAnswer: { '@type': 'Answer', text: 'Nic. Płacą nam pożyczkodawcy.' },
        },
        {
          '@type': 'Question',
          name: 'Jak długo czeka się na pieniądze?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Zwykle kilkanaście minut.\n\nCzasem do następnego dnia roboczego.',
          },
        },
      ],
    });
  });
});

describe('pure helpers', () => {
  it.each([
    ['Ile kosztuje pożyczka?', 'ile-kosztuje-pozyczka'],
    ['Czy Przelewik sprawdza BIK, KRD i ERIF?', 'czy-przelewik-sprawdza-bik-krd-i-erif'],
    ['Źdźbło, łódź i żółć', 'zdzblo-lodz-i-zolc'],
    ['  24 godziny na spłatę  ', '24-godziny-na-splate'],
    ['Łatwa pożyczka — 100% online', 'latwa-pozyczka-100-online'],
  ])('faqSlug(%j) = %j', (text, slug) => {
    expect(faqSlug(text)).toBe(slug);
    expect(isFaqId(slug)).toBe(true);
  });

  it.each([
    ['jak-dlugo', true],
    ['bik', true],
    ['24h', true],
    ['Jak-dlugo', false],
    ['jak--dlugo', false],
    ['-bik', false],
    ['jak_dlugo', false],
    ['pożyczka', false],
    ['', false],
  ])('isFaqId(%j) = %s', (id, ok) => {
    expect(isFaqId(id)).toBe(ok);
  });

  it.each([
    ['#bik', 'bik'],
    ['bik', 'bik'],
    ['#jak-dlugo', 'jak-dlugo'],
    ['#%62ik', 'bik'],
    ['#nie-ma', null],
    ['#', null],
    ['', null],
    ['#%E0%A4%A', null],
  ])('idFromHash(%j) = %j', (hash, id) => {
    expect(idFromHash(hash, ['bik', 'jak-dlugo'])).toBe(id);
  });

  it.each([
    [[], 'a', false, ['a']],
    [['a'], 'b', false, ['b']],
    [['a'], 'a', false, []],
    [['a'], 'b', true, ['a', 'b']],
    [['a', 'b'], 'a', true, ['b']],
  ])('toggleItem(%j, %j, many: %s) = %j', (open, id, many, expected) => {
    expect(toggleItem(open, id, many)).toEqual(expected);
  });

  it('headerAfterKey ignores keys it does not own and empty lists', () => {
    expect(headerAfterKey('Enter', 0, 3)).toBeNull();
    expect(headerAfterKey('ArrowDown', 0, 0)).toBeNull();
  });
});
