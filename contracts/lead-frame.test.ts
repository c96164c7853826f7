import { describe, expect, it } from 'vitest';
import { checkFrameMessage, FRAME_WAIT_MS, leadFrameUrl, parseOriginList, type MessageLike } from './lead-frame';

const MAIN = 'https://przelewik.example';
const ours = { name: 'our frame' };
const other = { name: 'another window' };
const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const msg = (over: Partial<MessageLike>): MessageLike => ({
  origin: MAIN,
  source: ours,
  data: { name: 'cc', data: { li: LEAD } },
  ...over,
});

describe('checkFrameMessage: only our frame on the main origin, in the cc shape', () => {
  it.each<[string, MessageLike, unknown, ReturnType<typeof checkFrameMessage>]>([
    ['a lead from our frame', msg({}), ours, { kind: 'lead', leadId: LEAD }],
    [
      'a lead without dashes, upper case',
      msg({ data: { name: 'cc', data: { li: LEAD.replace(/-/g, '').toUpperCase() } } }),
      ours,
      { kind: 'lead', leadId: LEAD },
    ],
    ['wrong origin', msg({ origin: 'https://evil.example' }), ours, { kind: 'ignore', reason: 'origin' }],
    [
      'main origin on another port',
      msg({ origin: 'https://przelewik.example:8443' }),
      ours,
      { kind: 'ignore', reason: 'origin' },
    ],
    ['the "null" origin of a sandboxed frame', msg({ origin: 'null' }), ours, { kind: 'ignore', reason: 'origin' }],
    [
      'wrong source (another frame of the main site)',
      msg({ source: other }),
      ours,
      { kind: 'ignore', reason: 'source' },
    ],
    ['no source at all', msg({ source: null }), ours, { kind: 'ignore', reason: 'source' }],
    ['our frame already gone (contentWindow null)', msg({ source: null }), null, { kind: 'ignore', reason: 'source' }],
    ['wrong shape: a string', msg({ data: 'cc' }), ours, { kind: 'ignore', reason: 'shape' }],
    [
      'wrong shape: another name',
      msg({ data: { name: 'hello', data: { li: LEAD } } }),
      ours,
      { kind: 'ignore', reason: 'shape' },
    ],
    ['wrong shape: data missing', msg({ data: { name: 'cc' } }), ours, { kind: 'ignore', reason: 'shape' }],
    [
      'wrong shape: data is a list',
      msg({ data: { name: 'cc', data: [LEAD] } }),
      ours,
      { kind: 'ignore', reason: 'shape' },
    ],
    ['wrong shape: null', msg({ data: null }), ours, { kind: 'ignore', reason: 'shape' }],
    ['no id: li null', msg({ data: { name: 'cc', data: { li: null } } }), ours, { kind: 'none', blocked: false }],
    ['no id: li missing', msg({ data: { name: 'cc', data: {} } }), ours, { kind: 'none', blocked: false }],
    ['no id: empty string', msg({ data: { name: 'cc', data: { li: '' } } }), ours, { kind: 'none', blocked: false }],
    [
      'no id: storage blocked',
      msg({ data: { name: 'cc', data: { li: null, err: 'storage' } } }),
      ours,
      { kind: 'none', blocked: true },
    ],
    [
      'bad id: not a UUID v4',
      msg({ data: { name: 'cc', data: { li: 'abc' } } }),
      ours,
      { kind: 'ignore', reason: 'id' },
    ],
    [
      'a lead with its Storage Access state',
      msg({ data: { name: 'cc', data: { li: LEAD, sa: 'prompt' } } }),
      ours,
      { kind: 'lead', leadId: LEAD, access: 'prompt' },
    ],
    [
      'no id, access granted',
      msg({ data: { name: 'cc', data: { li: null, sa: 'granted' } } }),
      ours,
      { kind: 'none', blocked: false, access: 'granted' },
    ],
    [
      'an unknown access state is left out',
      msg({ data: { name: 'cc', data: { li: LEAD, sa: 'maybe' } } }),
      ours,
      { kind: 'lead', leadId: LEAD },
    ],
    ['bad id: a number', msg({ data: { name: 'cc', data: { li: 42 } } }), ours, { kind: 'ignore', reason: 'id' }],
    [
      'bad id: UUID v1',
      msg({ data: { name: 'cc', data: { li: '3f2b8c1e-9d4a-1e7b-8c2d-1a2b3c4d5e6f' } } }),
      ours,
      { kind: 'ignore', reason: 'id' },
    ],
  ])('%s', (_name, event, frame, expected) => {
    expect(checkFrameMessage(event, MAIN, frame)).toEqual(expected);
  });
});

describe('leadFrameUrl', () => {
  it('reads with gp=1 when no lead is known', () => {
    expect(leadFrameUrl(MAIN, 'https://blog.example', null, 1)).toBe(
      `${MAIN}/lead-frame/?gp=1&o=https%3A%2F%2Fblog.example`,
    );
  });
  it('writes with li and ts when a lead is known', () => {
    expect(leadFrameUrl(`${MAIN}/pl`, 'https://blog.example', LEAD, 1700000000000)).toBe(
      `${MAIN}/lead-frame/?li=${LEAD}&ts=1700000000000&o=https%3A%2F%2Fblog.example`,
    );
  });
  it('asks for the visible mode with sa=1', () => {
    expect(leadFrameUrl(MAIN, 'https://blog.example', null, 1, true)).toBe(
      `${MAIN}/lead-frame/?gp=1&o=https%3A%2F%2Fblog.example&sa=1`,
    );
  });
  it('waits 5000 ms (SPEC §9)', () => expect(FRAME_WAIT_MS).toBe(5000));
});

describe('parseOriginList (PARTNER_ORIGINS)', () => {
  it.each<[string | undefined, string[], string[]]>([
    [undefined, [], []],
    ['', [], []],
    ['https://a.example', ['https://a.example'], []],
    [
      'https://a.example/, http://127.0.0.1:4107  https://a.example',
      ['https://a.example', 'http://127.0.0.1:4107'],
      [],
    ],
    [
      'https://a.example/path,*,ftp://x.example,https://*.example',
      [],
      ['https://a.example/path', '*', 'ftp://x.example', 'https://*.example'],
    ],
  ])('%s', (raw, origins, rejected) => expect(parseOriginList(raw)).toEqual({ origins, rejected }));
});
