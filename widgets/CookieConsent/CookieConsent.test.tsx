// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import axe from 'axe-core';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsent } from './CookieConsent';
import {
  ARMING_MS,
  CONSENT_EVENT,
  CONSENT_KEY,
  CONSENT_REVISION,
  countsAsChoice,
  openCookieSettings,
  serializeConsent,
  type ConsentChoice,
} from './useCookieConsent';

const NOW = new Date('2026-11-22T09:00:00.000Z');
const now = () => NOW;
const COOKIES = [
  { name: 'przelewik_consent', category: 'necessary' as const },
  { name: 'leadId', category: 'necessary' as const },
  { name: 'AMP_*', category: 'analytics' as const },
  { name: 'sbjs_current', category: 'marketing' as const },
];

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[CONSENT_KEY, initial]]);
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
  };
}

const choice = (analytics: boolean, marketing: boolean, revision = CONSENT_REVISION): ConsentChoice => ({
  revision,
  necessary: true,
  analytics,
  marketing,
  at: NOW.toISOString(),
});

let events: ConsentChoice[] = [];
const onEvent = (event: Event) => events.push((event as CustomEvent<ConsentChoice>).detail);
beforeEach(() => {
  events = [];
  window.addEventListener(CONSENT_EVENT, onEvent);
});
afterEach(() => window.removeEventListener(CONSENT_EVENT, onEvent));

const banner = () => screen.queryByRole('region', { name: 'Pliki cookies' });
const settings = () => screen.queryByRole('region', { name: 'Ustawienia cookies' });

describe('a tap as the bar appears (accidental consent is no consent)', () => {
  it.each([
    ['the keyboard, before the bar is armed', 0, false, true],
    ['the keyboard, armed', 0, true, true],
    ['a pointer, before the bar is armed', 1, false, false],
    ['a pointer, armed', 1, true, true],
  ])('%s: counts %s', (_name, detail, armed, counts) => expect(countsAsChoice(detail, armed)).toBe(counts));

  it('ignores a pointer tap until the bar has been on the screen for ARMING_MS, then takes it', async () => {
    expect(ARMING_MS).toBeGreaterThanOrEqual(300);
    const storage = memoryStorage();
    render(<CookieConsent storage={storage} now={now} />);
    const accept = screen.getByRole('button', { name: 'Akceptuję wszystkie' });
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(accept, { detail: 1 });
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(banner()).not.toBeNull();
    await waitFor(() => expect(accept.getAttribute('aria-disabled')).toBeNull(), { timeout: ARMING_MS * 4 });
    fireEvent.click(accept, { detail: 1 });
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(choice(true, true));
    expect(banner()).toBeNull();
  });
});

describe('CookieConsent', () => {
  it('renders nothing in prerendered HTML, before storage is read', () => {
    const storage = memoryStorage();
    expect(renderToString(<CookieConsent storage={storage} />)).toBe('');
    expect(storage.getItem).not.toHaveBeenCalled();
  });

  it('shows a first-visit banner with accept, reject and settings drawn alike, and the policy link', () => {
    render(<CookieConsent storage={memoryStorage()} now={now} />);
    const region = banner();
    expect(region).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Pliki cookies' })).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Akceptuję wszystkie' });
    const reject = screen.getByRole('button', { name: 'Odrzucam wszystkie' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('button', { name: 'Ustawienia' }).className).toBe(accept.className);
    expect(screen.getByRole('link', { name: 'Polityka cookies' }).getAttribute('href')).toBe('/cookies-policy/');
    expect(region?.textContent?.replace(/\u00a0/g, ' ')).toContain('serwis działa też bez nich');
  });

  it.each([
    ['Akceptuję wszystkie', true],
    ['Odrzucam wszystkie', false],
  ])('„%s” stores the choice, tells onChange and the window, and hides the banner', (label, on) => {
    const storage = memoryStorage();
    const onChange = vi.fn();
    render(<CookieConsent storage={storage} onChange={onChange} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    const expected = choice(on, on);
    expect(storage.setItem).toHaveBeenCalledWith(CONSENT_KEY, serializeConsent(expected));
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(expected);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(expected);
    expect(events).toEqual([expected]);
    expect(banner()).toBeNull();
  });

  it('opens the settings with focus on their heading, lists cookies per category and saves each category', () => {
    const storage = memoryStorage();
    const onChange = vi.fn();
    render(<CookieConsent storage={storage} onChange={onChange} now={now} cookies={COOKIES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia' }));
    const heading = screen.getByRole('heading', { name: 'Ustawienia cookies' });
    expect(document.activeElement).toBe(heading);
    expect(banner()).toBeNull();

    const necessary = screen.getByRole('checkbox', { name: /Niezbędne/ }) as HTMLInputElement;
    const analytics = screen.getByRole('checkbox', { name: 'Analityczne' }) as HTMLInputElement;
    const marketing = screen.getByRole('checkbox', { name: 'Marketingowe' }) as HTMLInputElement;
    expect([necessary.checked, analytics.checked, marketing.checked]).toEqual([true, false, false]);
    expect(
      analytics
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Liczą wizyty i pokazują nam, jak korzysta się z serwisu.', 'Należy do nich: AMP_*.']);
    expect(settings()?.textContent).toContain('Należą do nich: przelewik_consent, leadId.');
    expect(settings()?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Serwis działa też bez analitycznych i marketingowych',
    );
    expect(settings()?.textContent).toContain('sbjs_current');

    fireEvent.click(marketing);
    expect(marketing.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(choice(false, true));
    expect(onChange).toHaveBeenLastCalledWith(choice(false, true));
    expect(events).toEqual([choice(false, true)]);
    expect(settings()).toBeNull();
    expect(banner()).toBeNull();
  });

  it('keeps necessary cookies on: the switch is checked and cannot be changed', () => {
    const storage = memoryStorage();
    render(<CookieConsent storage={storage} now={now} forceOpen />);
    const necessary = screen.getByRole('checkbox', { name: /Niezbędne/ }) as HTMLInputElement;
    expect(necessary.disabled).toBe(true);
    fireEvent.click(necessary);
    expect(necessary.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '').necessary).toBe(true);
  });

  it('shows nothing when a valid choice is stored, and passes it on for the loader', () => {
    const stored = choice(true, false);
    const onChange = vi.fn();
    const { container } = render(
      <CookieConsent storage={memoryStorage(serializeConsent(stored))} onChange={onChange} now={now} />,
    );
    expect(container.innerHTML).toBe('');
    expect(onChange).toHaveBeenCalledWith(stored);
    expect(events).toEqual([stored]);
  });

  it.each([
    ['an older revision', serializeConsent(choice(true, true, CONSENT_REVISION - 1))],
    ['a malformed value', '{"revision":'],
  ])('asks again when storage holds %s', (_name, raw) => {
    const onChange = vi.fn();
    render(<CookieConsent storage={memoryStorage(raw)} revision={CONSENT_REVISION} onChange={onChange} now={now} />);
    expect(banner()).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks again 12 months after the choice', () => {
    const old = { ...choice(true, true), at: '2025-11-01T09:00:00.000Z' };
    render(<CookieConsent storage={memoryStorage(serializeConsent(old))} now={now} />);
    expect(banner()).not.toBeNull();
  });

  it('reopens with openCookieSettings(), shows the current choice and returns focus after saving', () => {
    const storage = memoryStorage(serializeConsent(choice(true, false)));
    render(
      <>
        <button type="button" onClick={() => openCookieSettings()}>
          Ustawienia cookies
        </button>
        <CookieConsent storage={storage} now={now} />
      </>,
    );
    expect(settings()).toBeNull();
    const footerButton = screen.getByRole('button', { name: 'Ustawienia cookies' });
    footerButton.focus();
    fireEvent.click(footerButton);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ustawienia cookies' }));
    const analytics = screen.getByRole('checkbox', { name: 'Analityczne' }) as HTMLInputElement;
    expect(analytics.checked).toBe(true);
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(choice(false, false));
    expect(settings()).toBeNull();
    expect(document.activeElement).toBe(footerButton);
  });

  it('closes the settings on Escape: back to the banner on a first visit, or away with focus returned', async () => {
    const { unmount } = render(<CookieConsent storage={memoryStorage()} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia' }));
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Ustawienia cookies' }), { key: 'Escape' });
    expect(settings()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ustawienia' }));
    unmount();

    const storage = memoryStorage(serializeConsent(choice(false, true)));
    render(
      <>
        <button type="button">Ustawienia cookies</button>
        <CookieConsent storage={storage} now={now} />
      </>,
    );
    const footerButton = screen.getByRole('button', { name: 'Ustawienia cookies' });
    footerButton.focus();
    await act(() => openCookieSettings());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analityczne' }));
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Analityczne' }), { key: 'Escape' });
    expect(settings()).toBeNull();
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(footerButton);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('lets the visitor choose when storage throws, and keeps the choice in memory', async () => {
    const storage = {
      getItem: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError');
      }),
    };
    const onChange = vi.fn();
    render(<CookieConsent storage={storage} onChange={onChange} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Odrzucam wszystkie' }));
    expect(storage.setItem).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(choice(false, false));
    expect(events).toEqual([choice(false, false)]);
    expect(banner()).toBeNull();
    await act(() => openCookieSettings());
    expect((screen.getByRole('checkbox', { name: 'Analityczne' }) as HTMLInputElement).checked).toBe(false);
  });

  it('works without any storage (null): the banner shows and the choice stays in memory', async () => {
    const onChange = vi.fn();
    render(<CookieConsent storage={null} onChange={onChange} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Akceptuję wszystkie' }));
    expect(onChange).toHaveBeenCalledWith(choice(true, true));
    await act(() => openCookieSettings());
    expect((screen.getByRole('checkbox', { name: 'Marketingowe' }) as HTMLInputElement).checked).toBe(true);
  });

  it('stops listening for the open event once unmounted', async () => {
    const { unmount } = render(
      <CookieConsent storage={memoryStorage(serializeConsent(choice(true, true)))} now={now} />,
    );
    unmount();
    await act(() => openCookieSettings());
    expect(settings()).toBeNull();
  });

  it('has no axe violations in the banner or the settings (contrast is checked in Storybook: jsdom has no layout)', async () => {
    const options = { rules: { 'color-contrast': { enabled: false } } };
    render(<CookieConsent storage={memoryStorage()} now={now} cookies={COOKIES} />);
    expect((await axe.run(document.body, options)).violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ustawienia' }));
    expect((await axe.run(document.body, options)).violations).toEqual([]);
  });
});
