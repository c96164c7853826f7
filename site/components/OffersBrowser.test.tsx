// @vitest-environment jsdom
import { FIXTURE_PRICING_LAW } from '../../contracts/law-fixture';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { OffersBrowser, TOGGLE, TOGGLE_WITH_FILTERS } from './OffersBrowser';

/** Types an amount into the slider's number field and leaves it, as a visitor does (the slider moves in stops). */
function enterAmount(field: HTMLInputElement, zl: number): void {
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = String(zl);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

const defaults = { amount: 1500, termDays: 30 };

describe('OffersBrowser on a phone', () => {
  it('prerenders folded: the bar names the loan the cards are priced for, the button is not expanded', () => {
    const html = renderToString(<OffersBrowser offers={[...OFFERS]} law={FIXTURE_PRICING_LAW} defaults={defaults} />);
    expect(html).toContain('1\u00a0500\u00a0zł na\u00a030\u00a0dni');
    expect(html).toMatch(
      /<button type="button" aria-expanded="false" aria-controls="[^"]+" class="pz-offers__toggle">Zmień kwotę<\/button>/,
    );
    expect(html).not.toContain('data-open');
  });

  it('the button unfolds and folds the sliders (and names the filters when the list has them)', () => {
    const { container } = render(
      <OffersBrowser offers={[...OFFERS]} law={FIXTURE_PRICING_LAW} defaults={defaults} showControls />,
    );
    const button = screen.getByRole('button', { name: TOGGLE_WITH_FILTERS });
    const section = container.querySelector('.pz-offers')!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.querySelector('input[type="range"]')).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(section.hasAttribute('data-open')).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(section.hasAttribute('data-open')).toBe(false);
    expect(TOGGLE).not.toBe(TOGGLE_WITH_FILTERS);
  });

  it('the bar follows the sliders', async () => {
    render(<OffersBrowser offers={[...OFFERS]} law={FIXTURE_PRICING_LAW} defaults={defaults} />);
    const amount = screen.getByRole('textbox', { name: 'Kwota pożyczki w złotych' }) as HTMLInputElement;
    await act(() => enterAmount(amount, 2000));
    expect(document.querySelector('.pz-offers__choice')?.textContent).toBe('2\u00a0000\u00a0zł na\u00a030\u00a0dni');
  });
});
