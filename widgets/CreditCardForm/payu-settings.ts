// What a partner sets to turn the card form on (docs/credit-card.md): PayU's addresses, the POS id and its check. Apart
// from payu.ts so the loader's first paint, which decides whether a card form may mount, carries none of PayU's API.
/** PayU's JS SDK, production and sandbox: the only addresses the card form ever loads a script from. */
export const PAYU_SDK = {
  production: 'https://secure.payu.com/javascript/sdk',
  sandbox: 'https://secure.snd.payu.com/javascript/sdk',
} as const;
export type PayuEnvironment = keyof typeof PAYU_SDK;

export interface PayuSettings {
  /** The partner's PayU POS id (point of sale), digits. */
  posId: string;
  environment: PayuEnvironment;
}

/** A PayU POS id as the partner's PayU panel shows it: digits only. */
export const isPayuPosId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,12}$/.test(value);
