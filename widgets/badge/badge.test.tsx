// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badgeClass, badgeCss } from './badge';

describe('badgeClass', () => {
  it.each([
    ['#0B5D3B', '#FFFFFF', 'pz-b0b5d3bffffff'],
    ['#fff', '#10233f', 'pz-bffffff10233f'],
    // Under 4.5:1 the text becomes white or ink (badgeColors): the class names the colours shown.
    ['#ffd23f', '#ffffff', 'pz-bffd23f10233f'],
    ['rebeccapurple', '#ffffff', null],
    ['#0b5d3b', 'rgb(0 0 0)', null],
  ])('%s on %s → %s', (background, color, name) => expect(badgeClass(background, color)).toBe(name));
});

describe('badgeCss', () => {
  it('writes one rule per pair found, sorted, and nothing for other classes', () =>
    expect(
      badgeCss(
        '<span class="pz-card__logo pz-bffd23f1a1a1a">A</span><i class="pz-b0b5d3bffffff"></i>' +
          '<b class="x pz-bffd23f1a1a1a"></b><p class="pz-bar pz-b0b5d3b">',
      ),
    ).toBe('.pz-b0b5d3bffffff{background:#0b5d3b;color:#ffffff}.pz-bffd23f1a1a1a{background:#ffd23f;color:#1a1a1a}'));
  it('is empty for HTML without badges', () => expect(badgeCss('<p class="a">b</p>')).toBe(''));
});

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as HTMLElement;
};

describe('Badge', () => {
  it('renders hex colours as a class with no style attribute on the server', () => {
    const html = renderToString(
      <Badge className="pz-card__logo" background="#0b5d3b" color="#ffffff" long>
        KSB
      </Badge>,
    );
    const span = parse(html);
    expect(span.className).toBe('pz-card__logo pz-b0b5d3bffffff');
    expect(span.hasAttribute('style')).toBe(false);
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(span.getAttribute('data-long')).toBe('');
  });
  it('sets the same colours through the CSSOM in a browser, where no stylesheet may list them', () => {
    const { container } = render(
      <Badge className="b" background="#0b5d3b" color="#ffffff">
        KS
      </Badge>,
    );
    const span = container.querySelector('span')!;
    expect(span.className).toBe('b pz-b0b5d3bffffff');
    expect(span.style.background).toBe('rgb(11, 93, 59)');
    expect(span.style.color).toBe('rgb(255, 255, 255)');
    expect(span.hasAttribute('data-long')).toBe(false);
  });
  it('keeps colours that are not hex as a style, as given', () => {
    const html = renderToString(
      <Badge className="b" background="rebeccapurple" color="white">
        RP
      </Badge>,
    );
    const span = parse(html);
    expect(span.getAttribute('style')).toMatch(/^background:rebeccapurple;color:white;?$/);
    expect(span.className).toBe('b');
  });
});
