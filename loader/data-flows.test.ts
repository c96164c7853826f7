// The loader's flows against contracts/data-flows.ts: each feature waits for the consent the documents say it
// rests on, and an event, an abandoned-visit post and a fingerprint call carry only the fields they list.
import { speedBatch } from './features/speed/speed';
import { reportBody } from './report/index';
import { describe, expect, it } from 'vitest';
import { DATA_FLOWS, dataFlow, flowWire, undeclared } from '../contracts/data-flows';
import { webhookForm } from '../contracts/webhook';
import { eventBody } from './events/client';
import { eventContext } from './events/context';
import { identificationOptions } from './features/fingerprint/index';
import { PLUGINS } from './plugins';
import { fakeContext, fakeEnv } from './testing/fake-env';

describe('loader flows as the documents describe them', () => {
  it.each(DATA_FLOWS.filter((f) => f.plugin).map((f) => [f.id, f.plugin!, f.gate] as const))(
    '%s runs in the feature "%s", which waits for consent "%s"',
    (_id, plugin, gate) => {
      expect(PLUGINS.find((p) => p.name === plugin)?.consent).toBe(gate);
    },
  );

  it('fingerprinting is filed under marketing, as the code gates it', () => {
    expect(dataFlow('fingerprint').gate).toBe('marketing');
    expect(PLUGINS.find((p) => p.name === 'fingerprint')?.consent).toBe('marketing');
  });

  it('an event with every consent given carries exactly the declared fields', () => {
    const env = fakeEnv({ referrer: 'https://google.pl/' });
    const source = { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_content: 'n', utm_term: 't' };
    const body = eventBody(
      'page_view',
      { path: '/', view_id: 'v' },
      eventContext(env, { analytics: true, marketing: true }, source, { sessionId: 's1', clientId: 'c1' }),
    );
    // With the field-speed batch and the loader's error report, the other events of this flow.
    const speed = speedBatch({ LCP: 1, INP: 1, CLS: 0.1, TTFB: 1 }, 'partner', 'mobile', 'p1');
    const report = reportBody('mount', new TypeError('x'), 'p1', 1, 'https://partner.example/');
    const keys = [...Object.keys(body), ...Object.keys(speed), ...Object.keys(report)];
    expect(undeclared(keys, dataFlow('events'))).toEqual([]);
    expect(new Set(keys)).toEqual(new Set(flowWire(dataFlow('events'))));
  });

  it("an abandoned-visit post carries the lead id, its type and the page owner's extras", () => {
    const form = webhookForm({ leadId: 'l', stateType: 'abandoned_visit_by_pxl', extra: { campaign_step: '2' } });
    const sent = form.map(([name]) => (name === 'lead_id' || name === 'state_type' ? name : 'extra'));
    expect(new Set(sent)).toEqual(new Set(flowWire(dataFlow('abandoned-visit'))));
  });

  it('FingerprintJS gets the partner, the country and the lead id, nothing else of ours', () => {
    const ctx = fakeContext(fakeEnv(), { providerId: 'p-1', countryId: 14 });
    const options = identificationOptions(ctx, '0f8fad5b-d9cb-469f-a165-70867728950e');
    const sent = [...Object.keys(options.tag).map((k) => `tag.${k}`), ...(options.linkedId ? ['linkedId'] : [])];
    expect(undeclared(sent, dataFlow('fingerprint'))).toEqual([]);
    expect(sent.sort()).toEqual(['linkedId', 'tag.country', 'tag.provider']);
  });
});
