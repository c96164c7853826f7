// Every event the product sends to POST /api/event, in one place. Names match contracts/event.ts's pattern.
// Personal data (phone, PESEL, ID card, bank account, card numbers) never goes into an event.
export const EVENTS = {
  /** One per page load, from the loader's pageview feature. Data: path, view_id (random, per page load). */
  pageView: 'page_view',
  /** Push opt-in (SPEC §4): the browser's permission dialog was asked for without our prompt. No data. */
  pushUp: 'pushUp',
  /** Push opt-in (SPEC §4): the visitor's answer in our prompt. Data: value 'Yes' or 'No'. */
  pushResponse: 'pushResponse',
  /**
   * The same page view sent again when consent widens on that page ("as if consent had been there from
   * the start"): same path and view_id, now with the ids and attribution the new consent allows. Not a new view.
   */
  pageViewConsented: 'page_view_consented',
} as const;

/**
 * Events partner pages send themselves through the public global (window.przelewik.push(['event', name, props]))
 * use their own names (same pattern), with flat props; see loader/global/commands.ts.
 */
