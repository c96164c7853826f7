// @vitest-environment jsdom
// The new-tab marking of data-target="new-tab" (new-tab.ts, new-tab-live.ts): which links and forms it marks, what
// it leaves alone, and the hint a screen reader hears on each marked link or send button.
import { afterEach, describe, expect, it } from 'vitest';
import { markNewTab, NEW_TAB_HINT, NEW_TAB_HINT_ID } from './new-tab';
import { openInNewTab } from './new-tab-live';

afterEach(() => document.body.replaceChildren());

/** A widget's container with `html` in it, beside which the hint goes (as in its shadow root). */
function container(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** A container whose links and forms are marked as they appear; returns it and the cleanup. */
function widget(html: string) {
  const root = container(html);
  return { root, release: openInNewTab(root) };
}

const attrs = (el: Element) => [el.getAttribute('target'), el.getAttribute('rel')];
/** The accessible description the hint gives `el`: the text of every element its aria-describedby names. */
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const hints = () => document.querySelectorAll(`#${NEW_TAB_HINT_ID}`);
/** Follows a link the way a reader does, without jsdom navigating. */
const follow = (a: HTMLElement) => {
  a.addEventListener('click', (event) => event.preventDefault(), { once: true });
  a.click();
};
/** MutationObserver callbacks run as a microtask. */
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('markNewTab', () => {
  it.each([
    ['<a href="/x">', ['_blank', 'noopener'], NEW_TAB_HINT],
    ['<a href="/x" rel="nofollow">', ['_blank', 'nofollow noopener'], NEW_TAB_HINT],
    ['<a href="/x" rel="noopener">', ['_blank', 'noopener'], NEW_TAB_HINT],
    // A link that already opens a new tab (a lender's own site) keeps its attributes and is described too.
    ['<a href="/x" target="_blank" rel="noopener noreferrer">', ['_blank', 'noopener noreferrer'], NEW_TAB_HINT],
    // A link that names another target keeps it, and says nothing of a new tab.
    ['<a href="/x" target="_self">', ['_self', null], ''],
  ])('%s → target, rel %j, described as %j', (html, expected, said) => {
    const root = container(html);
    const link = root.firstElementChild!;
    markNewTab(link, root);
    expect(attrs(link)).toEqual(expected);
    expect(description(link)).toBe(said);
  });

  it('puts one hidden hint beside the container, however many links it describes, and keeps their own descriptions', () => {
    const root = container('<a href="/a" aria-describedby="own">A</a><a href="/b">B</a><p id="own">Reklama</p>');
    for (const link of root.querySelectorAll('a')) markNewTab(link, root);
    markNewTab(root.querySelector('a')!, root);
    expect(hints()).toHaveLength(1);
    const hint = hints()[0] as HTMLElement;
    expect(hint.hidden).toBe(true);
    expect(hint.textContent).toBe('(otwiera się w nowej karcie)');
    expect(hint.previousElementSibling).toBe(root);
    expect(root.querySelector('a')!.getAttribute('aria-describedby')).toBe(`own ${NEW_TAB_HINT_ID}`);
    expect(description(root.querySelectorAll('a')[1]!)).toBe(NEW_TAB_HINT);
  });

  it('describes a form by its send buttons, not its other buttons', () => {
    const root = container(
      '<form action="/reg/"><button type="button" id="more">+</button><button id="send">Sprawdź oferty</button><input type="submit" id="go" value="Dalej"></form>',
    );
    markNewTab(root.querySelector('form')!, root);
    expect(attrs(root.querySelector('form')!)).toEqual(['_blank', 'noopener']);
    expect(description(root.querySelector('#send')!)).toBe(NEW_TAB_HINT);
    expect(description(root.querySelector('#go')!)).toBe(NEW_TAB_HINT);
    expect(root.querySelector('#more')!.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('openInNewTab', () => {
  it('marks and describes a link that leaves the page before it is followed, also one added later, and not a #fragment', async () => {
    const { root, release } = widget(
      '<a id="out" href="https://przelewik.example/offers/"><span>Porównaj</span></a><a id="in" href="#kasomir">Kasomir</a>',
    );
    expect(attrs(root.querySelector('#out')!)).toEqual(['_blank', 'noopener']);
    expect(description(root.querySelector('#out')!)).toBe(NEW_TAB_HINT);
    follow(root.querySelector<HTMLElement>('#in')!);
    expect(attrs(root.querySelector('#in')!)).toEqual([null, null]);
    expect(description(root.querySelector('#in')!)).toBe('');
    root.insertAdjacentHTML(
      'beforeend',
      '<a id="later" href="https://przelewik.example/transition/?offer=1">Oferta</a>',
    );
    await mutationsSeen();
    expect(attrs(root.querySelector('#later')!)).toEqual(['_blank', 'noopener']);
    expect(description(root.querySelector('#later')!)).toBe(NEW_TAB_HINT);
    // A #fragment that becomes an address (a widget re-rendered with its data) is marked then.
    root.querySelector('#in')!.setAttribute('href', 'https://przelewik.example/reg/');
    await mutationsSeen();
    expect(attrs(root.querySelector('#in')!)).toEqual(['_blank', 'noopener']);
    expect(hints()).toHaveLength(1);
    release();
  });

  it('marks a link at the click when it was given its address unseen, as the browser reads the target then', () => {
    const { root, release } = widget('<a id="out" href="#">Porównaj</a>');
    const link = root.querySelector<HTMLElement>('#out')!;
    link.setAttribute('href', 'https://przelewik.example/offers/');
    // The observer has not run yet (a microtask): the click's capture marks it.
    follow(link);
    expect(attrs(link)).toEqual(['_blank', 'noopener']);
    release();
  });

  it('marks a form that sends somewhere, and its send button, not a form handled in the page', () => {
    const { root, release } = widget(
      '<form id="go" method="get" action="https://przelewik.example/reg/"><button>Sprawdź oferty</button></form><form id="here" method="post"><button>Wyślij</button></form>',
    );
    for (const id of ['go', 'here']) {
      const form = root.querySelector<HTMLFormElement>(`#${id}`)!;
      form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    }
    expect(attrs(root.querySelector('#go')!)).toEqual(['_blank', 'noopener']);
    expect(description(root.querySelector('#go button')!)).toBe(NEW_TAB_HINT);
    expect(attrs(root.querySelector('#here')!)).toEqual([null, null]);
    expect(description(root.querySelector('#here button')!)).toBe('');
    release();
  });

  it('after its cleanup, marks nothing', async () => {
    const { root, release } = widget('');
    release();
    root.innerHTML = '<a href="https://przelewik.example/offers/">Oferty</a>';
    await mutationsSeen();
    follow(root.querySelector<HTMLElement>('a')!);
    expect(attrs(root.querySelector('a')!)).toEqual([null, null]);
    expect(hints()).toHaveLength(0);
  });
});
