// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARING_TEXT_VERSION } from '../../contracts/lead-sharing';
import { LEAD_HANDOFF } from '../content/lead-handoff';
import { LeadHandoff } from './LeadHandoff';

const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const offer = {
  takesLeads: true,
  lender: 'Modra Kasa',
  text: 'Zgadzam się na przekazanie wniosku firmie Modra Kasa.',
  version: SHARING_TEXT_VERSION,
};

// The site's HTTP client binds fetch once (site/app/http.ts), so one stub serves every test from a queue.
let queue: [number, unknown][] = [];
let calls: { path: string; body: unknown }[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({
      path: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const [status, body] = queue.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterAll(() => vi.unstubAllGlobals());

function answers(...bodies: [number, unknown][]) {
  queue = bodies;
  calls = [];
  return calls;
}

describe('LeadHandoff', () => {
  it('asks only when the lender takes applications, needs the box ticked, and says "passed on" only when delivered', async () => {
    const calls = answers(
      [200, offer],
      [200, { ok: true, status: 'delivered', withdrawUrl: '/consents/withdraw/?t=x' }],
    );
    const onAsk = vi.fn();
    render(<LeadHandoff offerId={108} leadId={LEAD} onAsk={onAsk} />);
    await screen.findByRole('heading', { name: LEAD_HANDOFF.heading });
    expect(onAsk).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: LEAD_HANDOFF.submit }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', LEAD_HANDOFF.needsConsent);
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByLabelText(offer.text));
    fireEvent.click(screen.getByRole('button', { name: LEAD_HANDOFF.submit }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(LEAD_HANDOFF.delivered('Modra Kasa')));
    expect(calls[0]!.path).toBe('/api/lead-sharing?offer=108');
    expect(calls[1]).toEqual({
      path: '/api/lead-sharing',
      body: { leadId: LEAD, offerId: 108, consent: true, version: SHARING_TEXT_VERSION },
    });
    expect(screen.getByRole('link', { name: LEAD_HANDOFF.withdraw }).getAttribute('href')).toBe(
      '/consents/withdraw/?t=x',
    );
  });

  it('a lender that has not confirmed is not called a hand-off', async () => {
    answers([200, offer], [202, { ok: true, status: 'pending', withdrawUrl: '/consents/withdraw/?t=y' }]);
    render(<LeadHandoff offerId={108} leadId={LEAD} onAsk={() => undefined} />);
    fireEvent.click(await screen.findByLabelText(offer.text));
    fireEvent.click(screen.getByRole('button', { name: LEAD_HANDOFF.submit }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(LEAD_HANDOFF.pending('Modra Kasa')));
  });

  it('renders nothing without a lead, or for a lender that takes no applications', async () => {
    const calls = answers([200, { takesLeads: false }]);
    const { container } = render(<LeadHandoff offerId={101} leadId={LEAD} onAsk={() => undefined} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.innerHTML).toBe('');
    const none = render(<LeadHandoff offerId={101} leadId={null} onAsk={() => undefined} />);
    expect(none.container.innerHTML).toBe('');
    expect(calls).toHaveLength(1);
  });
});
