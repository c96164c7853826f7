import { describe, expect, it } from 'vitest';
import {
  foregroundNotification,
  isRealToken,
  MARKER_CANCELLED,
  MARKER_CONFIRMED,
  onAccept,
  onDecline,
  onLoad,
  onPermissionResult,
  promptWait,
  onSetTokenResult,
  onToken,
  PERMISSION_BLOCKED_MESSAGE,
  PROMPT_DELAY_MS,
  PUSH_LOG,
  REQUEST_ACCEPTED_KEY,
  SENT_TOKEN_KEY,
  serviceWorkerStep,
  SW_ACTIVATION_WAIT_MS,
  TOKEN_RETRY_DELAY_MS,
  tokenRecord,
  UPDATED_TOKEN_KEY,
  type LoadOptions,
  type Permission,
  type StorageWrite,
  type StoredPushState,
} from './state';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1000;
const TOKEN = 'fcm-token-abc:APA91bH';
const NEW_TOKEN = 'fcm-token-def:APA91bX';
const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const nothing: StoredPushState = { sent: null, updated: null, requestAccepted: null };
const prompt: LoadOptions = { usePrompt: true, supported: true, inIframe: false };
const direct: LoadOptions = { usePrompt: false, supported: true, inIframe: false };
const SW = {
  url: '/firebase-messaging-sw.js',
  scope: '/firebase-cloud-messaging-push-scope',
  activationWaitMs: 10_000,
};

/** A fake local storage that applies the writes the decisions return. */
function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    apply(writes: StorageWrite[]) {
      for (const w of writes)
        if (w.value === null) data.delete(w.key);
        else data.set(w.key, w.value);
    },
    state(extra: Partial<StoredPushState> = {}): StoredPushState {
      return {
        sent: data.get(SENT_TOKEN_KEY) ?? null,
        updated: data.get(UPDATED_TOKEN_KEY) ?? null,
        requestAccepted: data.get(REQUEST_ACCEPTED_KEY) ?? null,
        ...extra,
      };
    },
  };
}

describe('constants (SPEC §3, §8, §9)', () => {
  it('are the SPEC values', () => {
    expect([PROMPT_DELAY_MS, SW_ACTIVATION_WAIT_MS, TOKEN_RETRY_DELAY_MS]).toEqual([1000, 10_000, 1000]);
    expect([SENT_TOKEN_KEY, UPDATED_TOKEN_KEY, REQUEST_ACCEPTED_KEY]).toEqual([
      'sentFirebaseMessagingToken',
      'updatedFirebaseMessagingToken',
      'requestFCMAccepted',
    ]);
    expect([MARKER_CONFIRMED, MARKER_CANCELLED]).toEqual(['CONFIRMED BY USER', 'CANCELLED BY USER']);
    expect(PERMISSION_BLOCKED_MESSAGE).toBe('The notification permission was not granted and blocked instead.');
  });

  it('keeps the console texts word for word', () => {
    expect(Object.values(PUSH_LOG)).toEqual([
      'Firebase not supported this browser',
      'error in handler',
      'An error occurred while retrieving token',
      'Unable to get permission to notify',
      '/set-token is unsuccessfull',
      'update token is unsuccessfull',
      'ServiceWorker registration failed',
      'problems with notification text prompt',
      'Service worker for getToken not activated',
    ]);
  });
});

/** A real token stored, sent and updated, with the permission once granted. */
const real = (extra: Partial<StoredPushState> = {}): StoredPushState => ({
  ...nothing,
  sent: TOKEN,
  updated: TOKEN,
  requestAccepted: 'true',
  ...extra,
});

describe('onLoad (SPEC §4): unsupported, nothing stored or a marker', () => {
  it.each<[string, StoredPushState, Permission, LoadOptions, string, Partial<Record<string, unknown>>]>([
    [
      'unsupported browser',
      nothing,
      'default',
      { ...prompt, supported: false },
      'none',
      { log: PUSH_LOG.unsupported, writes: [] },
    ],
    ['inside a frame', nothing, 'default', { ...prompt, inIframe: true }, 'none', { log: PUSH_LOG.unsupported }],
    [
      'unsupported, even when granted with a token',
      real(),
      'granted',
      { ...direct, supported: false },
      'none',
      { writes: [] },
    ],
    [
      'nothing stored, prompt wanted',
      nothing,
      'default',
      prompt,
      'show-prompt',
      { delayMs: 1000, at: NOW + 1000, writes: [] },
    ],
    [
      'nothing stored, no prompt wanted',
      nothing,
      'default',
      direct,
      'request-permission',
      { event: { name: 'pushUp' } },
    ],
    ['empty string stored counts as nothing', { ...nothing, sent: '' }, 'default', prompt, 'show-prompt', {}],
    ['nothing stored, blocked', nothing, 'denied', prompt, 'none', { log: null, writes: [] }],
    [
      'nothing stored, already granted',
      nothing,
      'granted',
      prompt,
      'acquire-token',
      { serviceWorker: SW, writes: [{ key: REQUEST_ACCEPTED_KEY, value: 'true' }] },
    ],
    [
      'declined before',
      { ...nothing, sent: MARKER_CANCELLED, updated: MARKER_CANCELLED },
      'default',
      prompt,
      'none',
      { log: null },
    ],
    [
      'declined before, granted elsewhere',
      { ...nothing, sent: MARKER_CANCELLED, updated: MARKER_CANCELLED },
      'granted',
      direct,
      'none',
      { writes: [] },
    ],
    [
      'confirmed, granted',
      { ...nothing, sent: MARKER_CONFIRMED, requestAccepted: 'true' },
      'granted',
      prompt,
      'acquire-token',
      { writes: [] },
    ],
    [
      'confirmed, browser dialog dismissed',
      { ...nothing, sent: MARKER_CONFIRMED },
      'default',
      prompt,
      'request-permission',
      { event: null },
    ],
    ['confirmed, blocked', { ...nothing, sent: MARKER_CONFIRMED }, 'denied', prompt, 'none', { writes: [] }],
  ])('%s', (_name, stored, permission, opts, kind, fields) => {
    const action = onLoad(stored, permission, opts, NOW);
    expect(action.kind).toBe(kind);
    expect(action).toMatchObject(fields);
  });
});

describe('onLoad (SPEC §4): a token stored', () => {
  it.each<[string, StoredPushState, Permission, LoadOptions, string, Partial<Record<string, unknown>>]>([
    ['token, updated, fresh', real(), 'granted', prompt, 'acquire-token', { writes: [] }],
    [
      'token, no updated marker',
      real({ updated: null }),
      'granted',
      prompt,
      'update-token',
      { token: TOKEN, writes: [] },
    ],
    [
      'token, no updated marker, lead present',
      real({ updated: null, leadId: LEAD }),
      'granted',
      prompt,
      'update-token',
      { token: TOKEN },
    ],
    [
      'token, no updated marker, no lead yet',
      real({ updated: null, leadId: null }),
      'granted',
      prompt,
      'acquire-token',
      {},
    ],
    [
      'token, granted, accepted key missing',
      real({ requestAccepted: null }),
      'granted',
      prompt,
      'acquire-token',
      { writes: [{ key: REQUEST_ACCEPTED_KEY, value: 'true' }] },
    ],
    [
      'token but permission reset',
      real(),
      'default',
      prompt,
      'show-prompt',
      { writes: [{ key: SENT_TOKEN_KEY, value: null }] },
    ],
    [
      'token but permission blocked',
      real(),
      'denied',
      prompt,
      'none',
      { writes: [{ key: SENT_TOKEN_KEY, value: null }] },
    ],
  ])('%s', (_name, stored, permission, opts, kind, fields) => {
    const action = onLoad(stored, permission, opts, NOW);
    expect(action.kind).toBe(kind);
    expect(action).toMatchObject(fields);
  });

  it('never offers a marker as the token to update', () => {
    for (const sent of [MARKER_CONFIRMED, MARKER_CANCELLED]) {
      for (const permission of ['default', 'granted', 'denied'] as const) {
        expect(onLoad({ ...nothing, sent }, permission, prompt, NOW).kind).not.toBe('update-token');
      }
    }
  });
});

describe('onAccept / onDecline (SPEC §4)', () => {
  it('accept stores the confirmation, hides, reports Yes and asks the browser', () => {
    expect(onAccept()).toEqual({
      writes: [{ key: SENT_TOKEN_KEY, value: MARKER_CONFIRMED }],
      hidePrompt: true,
      event: { name: 'pushResponse', value: 'Yes' },
      next: 'request-permission',
    });
  });

  it('decline (and close) cancels in both keys, hides, reports No and stops', () => {
    expect(onDecline()).toEqual({
      writes: [
        { key: SENT_TOKEN_KEY, value: MARKER_CANCELLED },
        { key: UPDATED_TOKEN_KEY, value: MARKER_CANCELLED },
      ],
      hidePrompt: true,
      event: { name: 'pushResponse', value: 'No' },
      next: 'none',
    });
  });

  it('decline then reload: nothing is shown again, whatever the caller wants', () => {
    const s = store();
    expect(onLoad(s.state(), 'default', prompt, NOW).kind).toBe('show-prompt');
    s.apply(onDecline().writes);
    expect(onLoad(s.state(), 'default', prompt, NOW + DAY)).toEqual({ kind: 'none', writes: [], log: null });
    expect(onLoad(s.state(), 'default', direct, NOW + DAY).kind).toBe('none');
  });

  it('confirmed then reload: token acquisition runs again', () => {
    const s = store();
    s.apply(onAccept().writes);
    s.apply(onPermissionResult('granted').writes);
    expect(onLoad(s.state(), 'granted', prompt, NOW + DAY).kind).toBe('acquire-token');
  });
});

describe('onPermissionResult (SPEC §4)', () => {
  it.each([
    [
      'granted',
      { kind: 'register-service-worker', writes: [{ key: REQUEST_ACCEPTED_KEY, value: 'true' }], serviceWorker: SW },
    ],
    [
      'denied',
      {
        kind: 'none',
        writes: [],
        log: 'Unable to get permission to notify',
        error: {
          code: 'permission-blocked',
          message: 'The notification permission was not granted and blocked instead.',
        },
      },
    ],
    [
      'default',
      {
        kind: 'none',
        writes: [],
        log: 'Unable to get permission to notify',
        error: {
          code: 'permission-default',
          message: 'The notification permission was not granted and dismissed instead.',
        },
      },
    ],
  ] as const)('%s', (result, step) => {
    expect(onPermissionResult(result)).toEqual(step);
  });
});

describe('serviceWorkerStep (SPEC §4, 10 s limit)', () => {
  const START = NOW;
  it.each([
    ['active at once', 'activated', START, { kind: 'get-token', attempt: 0 }],
    ['active just before the limit', 'activated', START + 9_999, { kind: 'get-token', attempt: 0 }],
    ['installing', 'installing', START + 2_000, { kind: 'wait', remainingMs: 8_000 }],
    ['activating 1 ms before the limit', 'activating', START + 9_999, { kind: 'wait', remainingMs: 1 }],
    [
      'still installed at 10 s',
      'installed',
      START + 10_000,
      { kind: 'give-up', log: 'Service worker for getToken not activated', error: null },
    ],
    [
      'register() failed',
      'registration-failed',
      START,
      {
        kind: 'give-up',
        log: 'ServiceWorker registration failed',
        error: { code: 'failed-service-worker-registration', message: 'ServiceWorker registration failed' },
      },
    ],
    [
      'worker became redundant',
      'redundant',
      START + 500,
      { kind: 'give-up', log: 'ServiceWorker registration failed' },
    ],
  ] as const)('%s', (_name, status, now, step) => {
    expect(serviceWorkerStep(status, START, now)).toMatchObject(step);
  });
});

describe('onToken (SPEC §4)', () => {
  const boom = { error: new Error('messaging/token-subscribe-failed') };
  it.each([
    ['same as stored: not re-sent', TOKEN, TOKEN, 0, { kind: 'keep', writes: [] }],
    ['new, nothing stored', TOKEN, null, 0, { kind: 'send-token', token: TOKEN, writes: [] }],
    ['new, confirmed marker stored', TOKEN, MARKER_CONFIRMED, 0, { kind: 'send-token', token: TOKEN }],
    ['changed token', NEW_TOKEN, TOKEN, 1, { kind: 'send-token', token: NEW_TOKEN }],
    [
      'no token, first attempt: retry in 1 s',
      null,
      TOKEN,
      0,
      { kind: 'retry', attempt: 1, delayMs: 1000, at: NOW + 1000, writes: [] },
    ],
    ['error, first attempt: retry in 1 s', boom, TOKEN, 0, { kind: 'retry', attempt: 1, at: NOW + 1000 }],
    [
      'no token, second attempt: stored token removed',
      null,
      TOKEN,
      1,
      { kind: 'give-up', log: PUSH_LOG.tokenError, writes: [{ key: SENT_TOKEN_KEY, value: null }], cause: null },
    ],
    [
      'error, second attempt: stored token removed',
      boom,
      TOKEN,
      1,
      { kind: 'give-up', writes: [{ key: SENT_TOKEN_KEY, value: null }], cause: boom.error },
    ],
    ['error, second attempt, nothing stored', boom, null, 1, { kind: 'give-up', writes: [] }],
    ['error, second attempt, confirmed marker kept', boom, MARKER_CONFIRMED, 1, { kind: 'give-up', writes: [] }],
    ['empty token counts as none', '', TOKEN, 1, { kind: 'give-up', writes: [{ key: SENT_TOKEN_KEY, value: null }] }],
    ['a marker is never a token', MARKER_CONFIRMED, null, 1, { kind: 'give-up' }],
  ] as const)('%s', (_name, result, stored, attempt, step) => {
    expect(onToken(result, stored, NOW, attempt)).toMatchObject(step);
  });
});

describe('onSetTokenResult (SPEC §4, §7)', () => {
  it.each([
    [
      'first send with a lead',
      true,
      { token: TOKEN, purpose: 'subscribe', withLead: true },
      {
        writes: [
          { key: SENT_TOKEN_KEY, value: TOKEN },
          { key: UPDATED_TOKEN_KEY, value: TOKEN },
        ],
        log: null,
      },
    ],
    [
      'first send without a lead',
      true,
      { token: TOKEN, purpose: 'subscribe', withLead: false },
      {
        writes: [
          { key: SENT_TOKEN_KEY, value: TOKEN },
          { key: UPDATED_TOKEN_KEY, value: null },
        ],
        log: null,
      },
    ],
    [
      'first send failed',
      false,
      { token: TOKEN, purpose: 'subscribe', withLead: true },
      { writes: [], log: '/set-token is unsuccessfull', error: { code: 'token-subscribe-failed' } },
    ],
    [
      'update sent',
      true,
      { token: TOKEN, purpose: 'update', withLead: true },
      { writes: [{ key: UPDATED_TOKEN_KEY, value: TOKEN }], log: null },
    ],
    [
      'update failed',
      false,
      { token: TOKEN, purpose: 'update', withLead: true },
      { writes: [], log: 'update token is unsuccessfull', error: { code: 'token-update-failed' } },
    ],
    [
      'a marker is never stored as sent',
      true,
      { token: MARKER_CANCELLED, purpose: 'subscribe', withLead: true },
      { writes: [], log: null },
    ],
  ] as const)('%s', (_name, ok, ctx, step) => {
    expect(onSetTokenResult(ok, ctx)).toMatchObject(step);
  });

  it('a failed update is tried again on the next load; a sent one is not', () => {
    const s = store({ [SENT_TOKEN_KEY]: TOKEN, [REQUEST_ACCEPTED_KEY]: 'true' });
    const first = onLoad(s.state({ leadId: LEAD }), 'granted', prompt, NOW);
    expect(first).toMatchObject({ kind: 'update-token', token: TOKEN });
    s.apply(onSetTokenResult(false, { token: TOKEN, purpose: 'update', withLead: true }).writes);
    expect(onLoad(s.state({ leadId: LEAD }), 'granted', prompt, NOW + DAY).kind).toBe('update-token');
    s.apply(onSetTokenResult(true, { token: TOKEN, purpose: 'update', withLead: true }).writes);
    expect(s.data.get(UPDATED_TOKEN_KEY)).toBe(TOKEN);
    expect(onLoad(s.state({ leadId: LEAD }), 'granted', prompt, NOW + 2 * DAY).kind).toBe('acquire-token');
  });
});

describe('the whole opt-in on a fake clock', () => {
  it('prompt → accept → grant → worker → one failed token → retry → sent → reload keeps it', () => {
    const clock = { now: NOW };
    const s = store();
    const load = onLoad(s.state(), 'default', prompt, clock.now);
    expect(load).toMatchObject({ kind: 'show-prompt', at: NOW + PROMPT_DELAY_MS });
    clock.now += PROMPT_DELAY_MS + 4_000; // the visitor reads, then clicks

    const accept = onAccept();
    s.apply(accept.writes);
    expect(s.data.get(SENT_TOKEN_KEY)).toBe(MARKER_CONFIRMED);

    const permission = onPermissionResult('granted');
    s.apply(permission.writes);
    expect(s.data.get(REQUEST_ACCEPTED_KEY)).toBe('true');

    const swStart = clock.now;
    clock.now += 300;
    expect(serviceWorkerStep('activating', swStart, clock.now).kind).toBe('wait');
    clock.now += 200;
    expect(serviceWorkerStep('activated', swStart, clock.now)).toEqual({ kind: 'get-token', attempt: 0 });

    const failed = onToken({ error: new Error('network') }, s.data.get(SENT_TOKEN_KEY) ?? null, clock.now, 0);
    expect(failed).toMatchObject({ kind: 'retry', attempt: 1, at: clock.now + TOKEN_RETRY_DELAY_MS });
    clock.now += TOKEN_RETRY_DELAY_MS;
    const got = onToken(TOKEN, s.data.get(SENT_TOKEN_KEY) ?? null, clock.now, 1);
    expect(got).toEqual({ kind: 'send-token', writes: [], token: TOKEN });

    const body = tokenRecord({ token: TOKEN, domain: 'partner.example', leadId: LEAD, country: 14 });
    expect(new URLSearchParams(body ?? []).get('token')).toBe(TOKEN);
    s.apply(onSetTokenResult(true, { token: TOKEN, purpose: 'subscribe', withLead: true }).writes);
    expect(Object.fromEntries(s.data)).toEqual({
      [SENT_TOKEN_KEY]: TOKEN,
      [UPDATED_TOKEN_KEY]: TOKEN,
      [REQUEST_ACCEPTED_KEY]: 'true',
    });

    clock.now += DAY;
    const reload = onLoad(s.state({ leadId: LEAD }), 'granted', prompt, clock.now);
    expect(reload).toEqual({ kind: 'acquire-token', writes: [], serviceWorker: SW });
    expect(onToken(TOKEN, s.data.get(SENT_TOKEN_KEY) ?? null, clock.now, 0).kind).toBe('keep');
  });

  it('a failed first send leaves the confirmation, so the next load tries again', () => {
    const s = store({ [SENT_TOKEN_KEY]: MARKER_CONFIRMED, [REQUEST_ACCEPTED_KEY]: 'true' });
    s.apply(onSetTokenResult(false, { token: TOKEN, purpose: 'subscribe', withLead: false }).writes);
    expect(s.data.get(SENT_TOKEN_KEY)).toBe(MARKER_CONFIRMED);
    expect(onLoad(s.state(), 'granted', prompt, NOW).kind).toBe('acquire-token');
  });
});

describe('foregroundNotification (SPEC §4)', () => {
  it.each([
    [
      'data part',
      {
        data: {
          title: 'Przelew wysłany',
          body: '1000 zł jest w drodze',
          icon: 'https://cdn.example/i.png',
          link: 'https://przelewik.example/offers/',
        },
      },
      {
        title: 'Przelew wysłany',
        body: '1000 zł jest w drodze',
        icon: 'https://cdn.example/i.png',
        link: 'https://przelewik.example/offers/',
      },
    ],
    [
      'no data: the notification part',
      {
        notification: { title: 'Hej', body: 'Treść', icon: 'https://cdn.example/n.png' },
        fcmOptions: { link: 'https://przelewik.example/' },
      },
      { title: 'Hej', body: 'Treść', icon: 'https://cdn.example/n.png', link: 'https://przelewik.example/' },
    ],
    [
      'empty data counts as no data',
      { data: {}, notification: { title: 'Hej', body: 'Treść' } },
      { title: 'Hej', body: 'Treść' },
    ],
    [
      'data wins over notification',
      { data: { title: 'D', body: 'd' }, notification: { title: 'N', body: 'n' } },
      { title: 'D', body: 'd' },
    ],
    [
      'data without a title borrows it',
      { data: { body: 'd', campaign: 'x' }, notification: { title: 'N' } },
      { title: 'N', body: 'd' },
    ],
    ['title only', { notification: { title: 'Tylko tytuł' } }, { title: 'Tylko tytuł', body: '' }],
    [
      'click_action as link',
      { data: { title: 'T', click_action: 'https://przelewik.example/reg/' } },
      { title: 'T', body: '', link: 'https://przelewik.example/reg/' },
    ],
    ['javascript: link dropped', { data: { title: 'T', link: 'javascript:alert(1)' } }, { title: 'T', body: '' }],
  ] as const)('%s', (_name, payload, content) => {
    expect(foregroundNotification(payload)).toEqual(content);
  });

  it.each([
    ['empty message', {}],
    ['data with nothing to show', { data: { campaign: 'x' } }],
    ['blank title and body', { notification: { title: '  ', body: '' } }],
  ])('nothing to show: %s', (_name, payload) => {
    expect(foregroundNotification(payload)).toBeNull();
  });
});

describe('tokenRecord (SPEC §3)', () => {
  it('has exactly the 11 fields, in order', () => {
    expect(
      tokenRecord({
        token: TOKEN,
        gaClientId: '123.456',
        domain: 'partner.example',
        leadId: LEAD,
        country: 14,
        partnerId: 'partner-42',
        utmSource: 'blog',
        utmMedium: 'cpa',
        utmCampaign: 'autumn',
        utmContent: 'banner',
        utmTerm: 'pozyczka',
      }),
    ).toEqual([
      ['token', TOKEN],
      ['ga_client_id', '123.456'],
      ['domain', 'partner.example'],
      ['lead_id', LEAD],
      ['country', '14'],
      ['provider', 'partner-42'],
      ['utm_source', 'blog'],
      ['utm_medium', 'cpa'],
      ['utm_campaign', 'autumn'],
      ['utm_content', 'banner'],
      ['utm_term', 'pozyczka'],
    ]);
  });

  it('sends missing values as empty strings', () => {
    const body = new URLSearchParams(tokenRecord({ token: TOKEN, leadId: null }) ?? []);
    expect(body.toString()).toBe(
      `token=${encodeURIComponent(TOKEN)}&ga_client_id=&domain=&lead_id=&country=&provider=&utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=`,
    );
  });

  it.each([MARKER_CONFIRMED, MARKER_CANCELLED, '', '   '])('never carries %j as a token', (token) => {
    expect(tokenRecord({ token })).toBeNull();
    expect(isRealToken(token)).toBe(false);
  });
});

describe('promptWait: 1 s after the load event, however late the loader was ready', () => {
  it.each([
    ['load not fired yet', null, 5_000, null],
    ['ready right at load', 5_000, 5_000, 1_000],
    ['ready 400 ms after load', 5_000, 5_400, 600],
    ['ready 3 s after load (slow Firebase)', 5_000, 8_000, 0],
    ['a broken timestamp', Number.NaN, 5_000, null],
  ])('%s', (_name, loadedAt, now, expected) => {
    expect(promptWait(loadedAt, now)).toBe(expected);
  });
});
