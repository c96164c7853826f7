// @vitest-environment jsdom
// The notice on a partner page whose origin is not approved: the forms that send data show it instead of the form,
// the page's owner gets one console warning for the whole page, and our server is asked once per page load.
import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTNER_NOT_ACTIVE_TEXT, PARTNER_STATUS_PATH } from '../../../contracts/partner-status';
import { parsePageConfig } from '../../../contracts/page-config';
import { createSignals } from '../../signals';
import { fakeEnv } from '../../testing/fake-env';
import type { FeatureContext } from '../../contract';
import { forgetPartnerApproval, partnerApproval, PartnerGate } from './partner-gate';

const MAIN = 'https://przelewik.example';

function context(href: string, approved: boolean | 'broken'): FeatureContext & { env: ReturnType<typeof fakeEnv> } {
  const env = fakeEnv({
    href,
    respond: (url) =>
      approved === 'broken'
        ? new Response('nope', { status: 500 })
        : Response.json({ ok: true, origin: new URL(url).searchParams.get('origin'), approved }),
  });
  return {
    env,
    config: parsePageConfig({}, MAIN).config,
    base: `${MAIN}/`,
    attribution: {},
    signals: createSignals(env),
  };
}

afterEach(() => forgetPartnerApproval());

describe('PartnerGate', () => {
  it('on an origin not approved: the notice with a link to our site instead of both forms, one warning, one request', async () => {
    const ctx = context('https://nowy-partner.example/ranking/?sub1=x', false);
    render(
      <>
        <PartnerGate ctx={ctx} href={`${MAIN}/reg/`}>
          <form aria-label="rejestracja" />
        </PartnerGate>
        <PartnerGate ctx={ctx} href={`${MAIN}/`}>
          <form aria-label="telefon" />
        </PartnerGate>
      </>,
    );
    await waitFor(() => expect(screen.getAllByText(PARTNER_NOT_ACTIVE_TEXT)).toHaveLength(2));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Przejdź do Przelewika' }).map((a) => a.getAttribute('href'))).toEqual([
      `${MAIN}/reg/`,
      `${MAIN}/`,
    ]);
    expect(ctx.env.requests.map((r) => r.url)).toEqual([
      `${MAIN}${PARTNER_STATUS_PATH}?origin=${encodeURIComponent('https://nowy-partner.example')}`,
    ]);
    expect(ctx.env.warnings).toHaveLength(1);
    expect(String(ctx.env.warnings[0])).toMatch(
      /ask the Przelewik operator to approve origin https:\/\/nowy-partner\.example/i,
    );
  });

  it('on an approved origin the form stays, and nothing is said', async () => {
    const ctx = context('https://partner.example/', true);
    render(
      <PartnerGate ctx={ctx} href={`${MAIN}/reg/`}>
        <form aria-label="rejestracja" />
      </PartnerGate>,
    );
    expect(await partnerApproval(ctx)).toBe(true);
    expect(screen.getByRole('form', { name: 'rejestracja' })).toBeTruthy();
    expect(ctx.env.warnings).toEqual([]);
  });

  it('on our own site nothing is asked; an unreadable answer keeps the form (the server still checks each post)', async () => {
    const own = context(`${MAIN}/pozyczki/`, false);
    expect(await partnerApproval(own)).toBe(true);
    expect(own.env.requests).toEqual([]);
    forgetPartnerApproval();
    const broken = context('https://partner.example/', 'broken');
    expect(await partnerApproval(broken)).toBe(true);
    expect(broken.env.warnings).toEqual([]);
  });
});
