import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import 'preact/compat';
import { CsrfField, Frame } from './frame';
import { renderPage } from './render';

// Made as this file loads, before any test renders: as a page's tree is made in the call to renderPage().
const madeBeforeAnyRender = h('p', {}, 'Strona 2 z 5');

describe('renderPage', () => {
  it('escapes every text and attribute value', () => {
    const text = renderPage(h(Frame, { title: '<b>' }, h(CsrfField, { token: '"><script>' })));
    expect(text.startsWith('<!doctype html><html lang="pl">')).toBe(true);
    expect(text).toContain('<h1>&lt;b></h1>');
    expect(text).toContain('value="&quot;>&lt;script>"');
    expect(text).not.toContain('<script>');
  });

  it('sets the Polish no-break spaces, as the site does', () => {
    expect(renderPage(h(Frame, { title: 'Strona 2 z 5' }))).toContain('<h1>Strona 2 z\u00a05</h1>');
  });

  it('sets them in elements made before the first render too: the hook is there once this module is loaded', () => {
    expect(renderPage(h(Frame, { title: 'x' }, madeBeforeAnyRender))).toContain('<p>Strona 2 z\u00a05</p>');
  });

  it('writes class first in the elements a page makes, even with preact/compat loaded, which moves it last', () => {
    const Page = () => h('p', { role: 'status', class: 'notice' }, 'x');
    expect(renderPage(h(Page, {}))).toContain('<p class="notice" role="status">');
  });
});
