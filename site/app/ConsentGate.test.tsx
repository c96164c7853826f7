// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, CONSENT_REVISION } from '../../contracts/consent';
import { openCookieSettings } from '../../widgets/CookieConsent/useCookieConsent';
import { ConsentGate } from './ConsentGate';

const choice = (at: string) =>
  JSON.stringify({ revision: CONSENT_REVISION, necessary: true, analytics: false, marketing: false, at });

afterEach(() => localStorage.clear());

describe('ConsentGate', () => {
  it('renders nothing while prerendering', () => {
    expect(renderToString(<ConsentGate />)).toBe('');
  });

  it('loads the banner for a visitor without a choice', async () => {
    render(<ConsentGate />);
    expect(await screen.findByRole('button', { name: 'Akceptuję wszystkie' })).toBeTruthy();
  });

  it('loads nothing for a visitor with a valid choice, until the footer asks; then opens the settings', async () => {
    localStorage.setItem(CONSENT_KEY, choice(new Date().toISOString()));
    render(<ConsentGate />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    openCookieSettings();
    const heading = await screen.findByRole('heading', { name: 'Ustawienia cookies' });
    await new Promise((r) => setTimeout(r, 100));
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: 'Akceptuję wszystkie' })).toBeNull();
  });

  it('asks again when the stored choice is older than 12 months', async () => {
    localStorage.setItem(CONSENT_KEY, choice('2020-01-01T00:00:00.000Z'));
    render(<ConsentGate />);
    expect(await screen.findByRole('button', { name: 'Odrzucam wszystkie' })).toBeTruthy();
  });

  it('says once when it has settled: after the banner is on the screen, or at once when none is needed', async () => {
    const calls: string[] = [];
    render(
      <ConsentGate
        onSettled={() => calls.push(screen.queryByRole('button', { name: 'Akceptuję wszystkie' }) ? 'banner' : 'none')}
      />,
    );
    await screen.findByRole('button', { name: 'Akceptuję wszystkie' });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual(['banner']);
    cleanup();
    localStorage.setItem(CONSENT_KEY, choice(new Date().toISOString()));
    const later: number[] = [];
    render(<ConsentGate onSettled={() => later.push(1)} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(later).toEqual([1]);
  });
});
