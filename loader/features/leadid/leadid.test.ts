import { describe, expect, it } from 'vitest';
import { windowDom } from '../../env';
import { fakeContext, fakeEnv, heardLead, memoryStorage } from '../../testing/fake-env';
import { PLUGINS } from '../../plugins';
import { mayKnowLead } from './hint';
import { pageLead, start } from './index';
import { withoutLeadParam } from './main-site';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('mayKnowLead: the feature is fetched only by a page that may know a lead', () => {
  it.each<[string, string, Record<string, string>, boolean]>([
    ['nothing anywhere', 'https://p.example/?utm_source=x', {}, false],
    ['leadId in storage, expired or not', 'https://p.example/', { leadId: 'x' }, true],
    ['the older lead_id key', 'https://p.example/', { lead_id: LEAD }, true],
    ['only the time stamp (no lead to read)', 'https://p.example/', { przelewik_lead_at: '1' }, false],
    ['a lead_id in the address, even a bad one (it is warned about)', 'https://p.example/?a=1&lead_id=123', {}, true],
    ['an empty lead_id in the address', 'https://p.example/?lead_id=', {}, true],
    ['a lead_id in the fragment only', 'https://p.example/#lead_id=1', {}, false],
    ['a parameter that only ends in lead_id', 'https://p.example/?old_lead_id=1', {}, false],
  ])('%s → %s', (_name, href, stored, expected) => {
    const env = fakeEnv({ href, local: memoryStorage(stored) });
    expect(mayKnowLead(env)).toBe(expected);
    expect(PLUGINS.find((plugin) => plugin.name === 'leadid')!.enabled({ hosts: {} } as never, env)).toBe(expected);
  });
});

describe('pageLead', () => {
  it.each<[string, string, Record<string, string>, string | null, boolean]>([
    ['nothing anywhere', 'https://p.example/', {}, null, false],
    ['leadId in storage', 'https://p.example/', { leadId: LEAD }, LEAD, false],
    ['the older lead_id key, without dashes', 'https://p.example/', { lead_id: LEAD.replace(/-/g, '') }, LEAD, false],
    ['leadId wins over lead_id', 'https://p.example/', { leadId: LEAD, lead_id: OTHER }, LEAD, false],
    ['a broken leadId falls back to lead_id', 'https://p.example/', { leadId: 'x', lead_id: OTHER }, OTHER, false],
    [
      'the address wins over storage',
      `https://p.example/?lead_id=${OTHER.toUpperCase()}`,
      { leadId: LEAD },
      OTHER,
      false,
    ],
    ['a bad address value is flagged and storage used', 'https://p.example/?lead_id=123', { leadId: LEAD }, LEAD, true],
    ['an empty address value is no value', 'https://p.example/?lead_id=', {}, null, false],
  ])('%s', (_name, href, stored, leadId, badParam) => {
    const lead = pageLead(href, memoryStorage(stored), Date.now());
    expect(lead.leadId).toBe(leadId);
    expect(lead.badParam).toBe(badParam);
  });
});

describe('feature leadid', () => {
  it('tells the signals the lead found on the page', async () => {
    const env = fakeEnv({ local: memoryStorage({ leadId: LEAD }) });
    const ctx = fakeContext(env);
    await start(ctx);
    expect(heardLead(ctx.signals)).toBe(LEAD);
  });

  it('drops a stored lead older than the retention limit before anyone reads it, and stamps an unstamped one', async () => {
    const env = fakeEnv();
    const day = 86_400_000;
    env.local = memoryStorage({ leadId: LEAD, przelewik_lead_at: String(env.now() - 181 * day) });
    const ctx = fakeContext(env);
    await start(ctx);
    expect(heardLead(ctx.signals)).toBeUndefined();
    expect(env.local.get('leadId')).toBeNull();
    expect(env.local.get('przelewik_lead_at')).toBeNull();
    const unstamped = fakeEnv({ local: memoryStorage({ leadId: LEAD }) });
    await start(fakeContext(unstamped));
    expect(unstamped.local.get('przelewik_lead_at')).toBe(String(unstamped.now()));
  });

  it('keeps a lead from the address on the main site only', async () => {
    const main = fakeEnv({ href: `https://przelewik.example/offers/?lead_id=${LEAD}` });
    await start(fakeContext(main, { mainHost: 'https://przelewik.example' }));
    expect(main.local.get('leadId')).toBe(LEAD);
    expect(main.local.get('przelewik_lead_at')).toBe(String(main.now()));
    const partner = fakeEnv({ href: `https://blog.example/?lead_id=${LEAD}` });
    const ctx = fakeContext(partner, { mainHost: 'https://przelewik.example' });
    await start(ctx);
    expect(partner.local.get('leadId')).toBeNull();
    expect(heardLead(ctx.signals)).toBe(LEAD);
  });

  it.each<[string, string | null]>([
    [`https://przelewik.example/offers/?lead_id=${LEAD}`, 'https://przelewik.example/offers/'],
    [
      `https://przelewik.example/transition/?offer=101&lead_id=${LEAD}&amount=1500#top`,
      'https://przelewik.example/transition/?offer=101&amount=1500#top',
    ],
    ['https://przelewik.example/offers/?offer=1', null],
    ['not a url', null],
  ])('withoutLeadParam(%s) → %s', (href, expected) => expect(withoutLeadParam(href)).toBe(expected));

  it('takes a kept lead_id out of the address bar on the main site, keeping the router state; never on a partner page or when storage refused it', async () => {
    const calls: [unknown, string][] = [];
    const state = { route: '/offers/' };
    const win = {
      history: { state, replaceState: (s: unknown, _t: string, url: string) => void calls.push([s, url]) },
    } as unknown as Window;
    const dom = windowDom(win);
    const main = fakeEnv({ href: `https://przelewik.example/offers/?lead_id=${LEAD}&utm_source=blog`, dom });
    await start(fakeContext(main, { mainHost: 'https://przelewik.example' }));
    expect(calls).toEqual([[state, 'https://przelewik.example/offers/?utm_source=blog']]);

    calls.length = 0;
    await start(
      fakeContext(fakeEnv({ href: `https://blog.example/?lead_id=${LEAD}`, dom }), {
        mainHost: 'https://przelewik.example',
      }),
    );
    const refusing = fakeEnv({
      href: `https://przelewik.example/offers/?lead_id=${LEAD}`,
      dom,
      local: { get: () => null, set: () => false, remove: () => {} } as never,
    });
    await start(fakeContext(refusing, { mainHost: 'https://przelewik.example' }));
    expect(calls).toEqual([]);
  });

  it('warns once about a bad lead_id and sets no lead', async () => {
    const env = fakeEnv({ href: 'https://p.example/?lead_id=<script>' });
    const ctx = fakeContext(env);
    await start(ctx);
    expect(heardLead(ctx.signals)).toBeUndefined();
    expect(env.warnings).toHaveLength(1);
    expect(String(env.warnings[0])).not.toContain('<script>');
  });
});
