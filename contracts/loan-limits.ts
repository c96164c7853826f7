// The amount and term a visitor can ask for (sliders, registration, the server's lead check): the widest range
// the listed offers cover, in whole złoty and days.
export const LOAN_LIMITS = {
  amount: { min: 100, max: 25000, step: 100 },
  termDays: { min: 5, max: 90, step: 1 },
} as const;

/** What the sliders show before the visitor moves them. */
export const DEFAULT_CHOICE = { amount: 1500, termDays: 30 } as const;
