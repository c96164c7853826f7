// The loader's small in-page bus (plugins.ts, LoaderSignals): the latest lead id and consent, with listeners.
// Listener failures stay inside: one bad subscriber never stops the others.
import { NO_CONSENT, type ConsentState } from '../contracts/consent-base';
import { normaliseUuidV4 } from '../contracts/uuid';
import type { Env } from './env';
import type { Attribution, LoaderSignals } from './contract';

export interface LoaderSignalsControl extends LoaderSignals {
  /** Records a new consent; listeners hear it only when it differs from the current one. */
  setConsent(consent: ConsentState): void;
  consent(): ConsentState;
  /** The source under marketing consent is final for now (the traffic feature started, or failed to). */
  settleSource(): void;
  /** Hears every choice given to setConsent, a repeated one too (a partner's tool saying 'none' again is a choice). */
  onChoice(listener: (consent: ConsentState) => void): void;
}

export function createSignals(
  env: Env,
  initialConsent: ConsentState = NO_CONSENT,
  pageSource: Attribution = {},
): LoaderSignalsControl {
  let consent: ConsentState = { ...initialConsent };
  let lead: string | undefined;
  const leadListeners: ((leadId: string) => void)[] = [];
  const consentListeners: ((consent: ConsentState) => void)[] = [];
  const choiceListeners: ((consent: ConsentState) => void)[] = [];
  let attribution: Attribution = { ...pageSource };
  let settle: () => void = () => {};
  const classified = new Promise<void>((resolve) => (settle = resolve));
  /** Calls each listener with `value`; one that throws is logged and the others still hear it. */
  const tell = <T>(listeners: readonly ((value: T) => void)[], value: T) => {
    for (const listener of [...listeners])
      try {
        listener(value);
      } catch (error) {
        env.error('signal listener failed:', error);
      }
  };
  return {
    onLead(listener) {
      leadListeners.push(listener);
      if (lead) tell([listener], lead);
    },
    setLead(value) {
      const id = normaliseUuidV4(value);
      if (!id) env.warn('ignored a lead id that is not a UUID v4');
      else if (id !== lead) tell(leadListeners, (lead = id));
    },
    onConsent(listener) {
      consentListeners.push(listener);
      tell([listener], { ...consent });
    },
    setConsent(next) {
      const changed = next.analytics !== consent.analytics || next.marketing !== consent.marketing;
      consent = { analytics: next.analytics, marketing: next.marketing };
      if (changed) tell(consentListeners, { ...consent });
      tell(choiceListeners, { ...consent });
    },
    onChoice: (listener) => void choiceListeners.push(listener),
    setAttribution(utm) {
      attribution = { ...utm };
      settle();
    },
    settleSource: () => settle(),
    sourceFor: (state) =>
      state.marketing ? classified.then(() => ({ ...attribution })) : Promise.resolve({ ...pageSource }),
    consent: () => ({ ...consent }),
  };
}
