import { describe, expect, it } from 'vitest';
import { amplitudeOptions, AMPLITUDE_DEFAULTS } from './options';
import { createTracker, type AnalyticsClient } from './tracker';

const KEY = '0123456789abcdef0123456789abcdef';

function recordingClient() {
  const calls: unknown[][] = [];
  const client: AnalyticsClient = {
    track: (...args) => void calls.push(['track', ...args]),
    setUserId: (id) => void calls.push(['setUserId', id]),
    setOptOut: (optOut) => void calls.push(['setOptOut', optOut]),
  };
  return { client, calls };
}

describe('amplitudeOptions', () => {
  it('sets the SPEC §9 defaults through the SDK options', () => {
    expect(amplitudeOptions({ apiKey: KEY })).toMatchObject({
      sessionTimeout: 1_800_000,
      flushQueueSize: 30,
      flushIntervalMillis: 30_000,
      cookieOptions: { expiration: 365 },
      transport: 'fetch',
      autocapture: false,
    });
  });

  it.each([
    [{ apiKey: KEY }, {}],
    [
      { apiKey: KEY, serverUrl: 'https://amp.przelewik.example/2/httpapi' },
      { serverUrl: 'https://amp.przelewik.example/2/httpapi' },
    ],
    [{ apiKey: KEY, serverZone: 'EU' as const }, { serverZone: 'EU' }],
  ])('%j adds %j', (settings, extra) => {
    expect(amplitudeOptions(settings)).toEqual({ ...AMPLITUDE_DEFAULTS, ...extra });
  });
});

describe('tracker', () => {
  it('sets the user id to the lead id without dashes, once per lead', () => {
    const { client, calls } = recordingClient();
    const tracker = createTracker(client, () => {});
    tracker.setLead('0f8fad5b-d9cb-469f-a165-70867728950e');
    tracker.setLead('0f8fad5b-d9cb-469f-a165-70867728950e');
    tracker.setLead('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(calls).toEqual([
      ['setUserId', '0f8fad5bd9cb469fa16570867728950e'],
      ['setUserId', '7c9e6679742540de944be07fc1f90ae7'],
    ]);
  });

  it.each([
    ['page_view', { path: '/offers/' }, [['track', 'page_view', { path: '/offers/' }]], []],
    [
      'offer_click',
      { offer_id: 7, phone: '600123456' },
      [['track', 'offer_click', { offer_id: 7 }]],
      ['analytics: removed from "offer_click" (personal data or over the limits): phone'],
    ],
    [
      'reg_step',
      { step: 2, note: 'PESEL 44051401458', mail: 'a@b.pl' },
      [['track', 'reg_step', { step: 2 }]],
      ['analytics: removed from "reg_step" (personal data or over the limits): note, mail'],
    ],
    ['lead 600123456', {}, [], ['analytics: event refused: its name is missing, too long or looks like personal data']],
    [undefined, {}, [], ['analytics: event refused: its name is missing, too long or looks like personal data']],
    ['no_props', undefined, [['track', 'no_props', {}]], []],
  ])('track(%j, %j)', (name, properties, sent, warnings) => {
    const { client, calls } = recordingClient();
    const warned: unknown[] = [];
    const tracker = createTracker(client, (...args) => void warned.push(args.join(' ')));
    tracker.track(name, properties);
    expect(calls).toEqual(sent);
    expect(warned).toEqual(warnings);
    // The warning names fields, never their values.
    expect(warned.join(' ')).not.toMatch(/600123456|44051401458|a@b\.pl/);
  });

  it('stops sending when analytics consent is withdrawn and resumes when it is given again', () => {
    const { client, calls } = recordingClient();
    const tracker = createTracker(client, () => {});
    tracker.setConsent(true);
    tracker.track('a');
    tracker.setConsent(false);
    expect(tracker.track('b')).toBe(false);
    tracker.setConsent(true);
    tracker.track('c');
    expect(calls).toEqual([
      ['track', 'a', {}],
      ['setOptOut', true],
      ['setOptOut', false],
      ['track', 'c', {}],
    ]);
  });
});
