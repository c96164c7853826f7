// @vitest-environment jsdom
// The new-tab marking of data-target="new-tab" (new-tab.ts): which links and forms it marks, and what it leaves alone.
import { afterEach, describe, expect, it } from 'vitest';
import { markNewTab, openInNewTab } from './new-tab';

afterEach(() => document.body.replaceChildren());

/** A widget's container with `html` in it, marked; returns it and the cleanup. */
function widget(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return { root, release: openInNewTab(root) };
}

const attrs = (el: Element) => [el.getAttribute('target'), el.getAttribute('rel')];
/** Follows a link the way a reader does, without jsdom navigating. */
const follow = (a: HTMLElement) => {
  a.addEventListener('click', (event) => event.preventDefault(), { once: true });
  a.click();
};

describe('markNewTab', () => {
  it.each([
    ['<a href="/x">', ['_blank', 'noopener']],
    ['<a href="/x" rel="nofollow">', ['_blank', 'nofollow noopener']],
    ['<a href="/x" rel="noopener">', ['_blank', 'noopener']],
    // A link that names its own target (a lender's site, already a new tab) keeps it as it is.
    ['<a href="/x" target="_self">', ['_self', null]],
  ])('%s → target, rel %j', (html, expected) => {
    const { root } = widget(html);
    markNewTab(root.firstElementChild!);
    expect(attrs(root.firstElementChild!)).toEqual(expected);
  });
});

describe('openInNewTab', () => {
  it('marks a link that leaves the page when it is followed, also one added after the widget mounted, and not a #fragment', () => {
    const { root, release } = widget(
      '<a id="out" href="https://przelewik.example/offers/"><span>Porównaj</span></a><a id="in" href="#kasomir">Kasomir</a>',
    );
    follow(root.querySelector<HTMLElement>('#out span')!);
    expect(attrs(root.querySelector('#out')!)).toEqual(['_blank', 'noopener']);
    follow(root.querySelector<HTMLElement>('#in')!);
    expect(attrs(root.querySelector('#in')!)).toEqual([null, null]);
    root.insertAdjacentHTML(
      'beforeend',
      '<a id="later" href="https://przelewik.example/transition/?offer=1">Oferta</a>',
    );
    follow(root.querySelector<HTMLElement>('#later')!);
    expect(attrs(root.querySelector('#later')!)).toEqual(['_blank', 'noopener']);
    release();
  });

  it('marks a form that sends somewhere as it is submitted, not a form handled in the page', () => {
    const { root, release } = widget(
      '<form id="go" method="get" action="https://przelewik.example/reg/"></form><form id="here" method="post"></form>',
    );
    for (const id of ['go', 'here']) {
      const form = root.querySelector<HTMLFormElement>(`#${id}`)!;
      form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    }
    expect(attrs(root.querySelector('#go')!)).toEqual(['_blank', 'noopener']);
    expect(attrs(root.querySelector('#here')!)).toEqual([null, null]);
    release();
  });

  it('after its cleanup, marks nothing', () => {
    const { root, release } = widget('<a href="https://przelewik.example/offers/">Oferty</a>');
    release();
    follow(root.querySelector<HTMLElement>('a')!);
    expect(attrs(root.querySelector('a')!)).toEqual([null, null]);
  });
});
