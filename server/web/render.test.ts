import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import 'preact/compat';
import { CsrfField, Frame } from './frame';
import { renderPage } from './render';

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

  it('writes class first in the elements a page makes, even with preact/compat loaded, which moves it last', () => {
    const Page = () => h('p', { role: 'status', class: 'notice' }, 'x');
    expect(renderPage(h(Page, {}))).toContain('<p class="notice" role="status">');
  });
});
