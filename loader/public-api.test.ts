// The partner API's published types (public-api.ts) against the loader's implementation: the same command kinds,
// event values, widget event types and mount signatures (tsc fails otherwise), and every command form the types
// allow is one the loader's reader takes.
import { describe, expect, it } from 'vitest';
import type { EventScalar } from '../contracts/event';
import type { Mounter } from './features/mount/index';
import type { WidgetEventType } from './features/mount/shadow-style';
import { readCommand, type Command } from './global/commands';
import type { Przelewik, PrzelewikCommand, PrzelewikEventValue, PrzelewikWidgetEventType } from './public-api';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type CommandKindsMatch = Holds<Same<PrzelewikCommand[0], Command['kind']>>;
export type EventValuesMatch = Holds<Same<PrzelewikEventValue, EventScalar>>;
export type WidgetEventTypesMatch = Holds<Same<PrzelewikWidgetEventType, WidgetEventType>>;
export type MountMatches = Holds<Mounter['mount'] extends NonNullable<Przelewik['mount']> ? true : false>;
export type UnmountMatches = Holds<Mounter['unmount'] extends NonNullable<Przelewik['unmount']> ? true : false>;

describe('every command the published types allow, the loader takes', () => {
  const commands: PrzelewikCommand[] = [
    ['consent', true],
    ['consent', false],
    ['consent', 'all'],
    ['consent', 'none'],
    ['consent', { analytics: true, marketing: false }],
    ['consent', { marketing: true }],
    ['event', 'offer_click'],
    ['event', 'offer_click', { position: 2, campaign: 'autumn', paid: false, note: null }],
    ['lead', '1b4e28ba-2fa1-41d2-883f-0016d3cca427'],
  ];
  for (const command of commands) {
    it(JSON.stringify(command), () => {
      expect(readCommand(command).ok).toBe(true);
    });
  }
});
