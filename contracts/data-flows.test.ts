import { describe, expect, it } from 'vitest';
import { CONSENTS } from './checks/consents';
import { DATA_FLOWS, dataFlow, externalRecipients, FLOW_IDS, flowWire, joinPl, undeclared, US } from './data-flows';
import { CLICK_ID_PARAMS, HANDOFF_SOURCE, lenderUrl } from './handoff';
import { LEAD_FIELD_LABELS } from './lead';

describe('the data flows', () => {
  it('has one flow per id, each with recipients, fields, a basis and a time', () => {
    expect(DATA_FLOWS.map((f) => f.id)).toEqual([...FLOW_IDS]);
    for (const flow of DATA_FLOWS) {
      expect(flow.recipients.length, flow.id).toBeGreaterThan(0);
      expect(flow.fields.length, flow.id).toBeGreaterThan(0);
      expect(flow.basis, flow.id).toMatch(/art\. 6 ust\. 1 lit\. [abcf] RODO/);
      expect(flow.when.length, flow.id).toBeGreaterThan(10);
      expect(new Set(flowWire(flow)).size, flow.id).toBe(flowWire(flow).length);
    }
  });

  it('a click to a lender, with everything it can carry, sends only the declared parameters', () => {
    const base = 'https://lender.example/wniosek?ref=ours';
    const clickIds = Object.fromEntries(CLICK_ID_PARAMS.map((name) => [name, 'abc']));
    const url = new URL(
      lenderUrl(base, {
        leadId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        clickIds,
        source: HANDOFF_SOURCE,
        loan: { amount: 1500, term: 30, unit: 'days' },
        clickId: '6f1c1c1e-8b7a-4f5e-9c3d-2a1b0c9d8e7f',
      }),
    );
    const sent = [...url.searchParams.keys()].filter((name) => !new URL(base).searchParams.has(name));
    expect(undeclared(sent, dataFlow('lender-click'))).toEqual([]);
    expect(new Set(sent)).toEqual(new Set(flowWire(dataFlow('lender-click'))));
  });

  it('showing offers for the form rests on consent exactly when the form requires the privacy consent', () => {
    const required = CONSENTS.find((c) => c.id === 'privacy')?.required === true;
    expect(dataFlow('offer-matching').gate === 'registration').toBe(required);
    expect(dataFlow('offer-matching').basis).toContain(required ? 'lit. a RODO' : 'lit. b RODO');
  });

  it('the form flow lists every field the form asks', () => {
    expect(new Set(flowWire(dataFlow('offer-matching')))).toEqual(new Set(Object.keys(LEAD_FIELD_LABELS)));
  });

  it('names every recipient but us once, and writes Polish lists', () => {
    const names = externalRecipients().map((r) => r.id);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(US.id);
    expect(names).toEqual(
      expect.arrayContaining([
        'modra-kasa',
        'google',
        'meta',
        'amplitude',
        'fingerprintjs',
        'firebase',
        'chosen-lender',
        'partner',
      ]),
    );
    expect([joinPl([]), joinPl(['a']), joinPl(['a', 'b']), joinPl(['a', 'b', 'c'])]).toEqual([
      '',
      'a',
      'a i b',
      'a, b i c',
    ]);
  });
});
