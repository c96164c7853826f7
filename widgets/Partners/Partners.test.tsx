// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Partners } from './Partners';
import { badgeColors, contrastRatio, safeHref, type Partner } from './usePartners';

const PARTNERS: Partner[] = [
  { name: 'Kredytowa Chata', initials: 'KC', background: '#0b5d3b', color: '#ffffff', url: 'https://example.com/kc' },
  { name: 'Pożyczka Plus', initials: 'P+', background: '#f2a900', color: '#ffffff' },
  {
    name: 'Szybka Gotówka',
    initials: 'SG',
    background: '#1d4ed8',
    color: '#fff',
    url: '/pozyczkodawcy/szybka-gotowka/',
  },
];

describe('Partners', () => {
  it('lists lenders by name under a heading, with links where a url is given', () => {
    render(<Partners heading="Nasi partnerzy" partners={PARTNERS} linkRel="sponsored" />);
    const section = screen.getByRole('region', { name: 'Nasi partnerzy' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['KCKredytowa Chata', 'P+Pożyczka Plus', 'SGSzybka Gotówka']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['KCKredytowa Chata', 'https://example.com/kc', 'sponsored'],
      ['SGSzybka Gotówka', '/pozyczkodawcy/szybka-gotowka/', 'sponsored'],
    ]);
    expect(screen.getByRole('link', { name: 'Kredytowa Chata' })).toBe(links[0]);
  });

  it('draws the initials on the brand colours, hidden from screen readers', () => {
    const { container } = render(<Partners partners={PARTNERS.slice(0, 1)} />);
    const logo = container.querySelector<HTMLElement>('.pz-partners__logo')!;
    expect(logo.getAttribute('aria-hidden')).toBe('true');
    expect(logo.textContent).toBe('KC');
    expect(logo.style.background).toBe('rgb(11, 93, 59)');
    expect(logo.style.color).toBe('rgb(255, 255, 255)');
  });

  it('makes unreadable initials readable and never links to javascript:', () => {
    const { container } = render(
      <Partners
        partners={[
          { name: 'Zła Firma', initials: 'ZF', background: '#f2a900', color: '#ffffff', url: 'javascript:alert(1)' },
        ]}
      />,
    );
    expect(container.querySelector<HTMLElement>('.pz-partners__logo')!.style.color).toBe('rgb(16, 35, 63)');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing with no partners', () => {
    const { container } = render(<Partners heading="Nasi partnerzy" partners={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('badgeColors', () => {
  it.each([
    ['#0b5d3b', '#ffffff', '#ffffff'],
    ['#f2a900', '#ffffff', '#10233f'],
    ['#ffeb3b', '#fff', '#10233f'],
    ['#111', '#222', '#ffffff'],
    ['#1d4ed8', '#fff', '#fff'],
    ['rebeccapurple', 'white', 'white'],
  ])('text on %s asked as %s is %s', (background, color, expected) => {
    expect(badgeColors(background, color)).toEqual({ background, color: expected });
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4a5a70', '#ffffff')).toBeCloseTo(7.03, 2);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('safeHref', () => {
  it.each([
    ['https://lender.pl/oferta?x=1', 'https://lender.pl/oferta?x=1'],
    ['HTTP://lender.pl', 'HTTP://lender.pl'],
    ['/transition/?offer=7', '/transition/?offer=7'],
    ['  /o-nas/  ', '/o-nas/'],
    ['//evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['lender.pl', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
