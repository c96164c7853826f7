// Every event the product sends to POST /api/event, in one place. Names match contracts/event.ts's pattern.
// Personal data (phone, PESEL, ID card, bank account, card numbers) never goes into an event.
export const EVENTS = {
  /** One per page load, from the loader's pageview feature. Data: path, title-free. */
  pageView: 'page_view',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
