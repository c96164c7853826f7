// Every event the product sends to POST /api/event, in one place. Names match contracts/event.ts's pattern.
// Personal data (phone, PESEL, ID card, bank account, card numbers) never goes into an event.
export const EVENTS = {
  /** One per page load, from the loader's pageview feature. Data: path, title-free. */
  pageView: 'page_view',
  /** Push opt-in (SPEC §4, issue 7): the browser's permission dialog was asked for without our prompt. No data. */
  pushUp: 'pushUp',
  /** Push opt-in (SPEC §4, issue 7): the visitor's answer in our prompt. Data: value 'Yes' or 'No'. */
  pushResponse: 'pushResponse',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
