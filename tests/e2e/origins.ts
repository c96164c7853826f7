// The origins of the cross-origin tests (DESIGN.md: localhost is "our site", 127.0.0.1 "a partner").
// Browsers partition a frame's storage by the top-level *site* (scheme + registrable domain; an IP address is a
// site of its own) and ignore the port, so:
//   localhost:E2E_PORT         our main site
//   localhost:FIXTURES_PORT    a partner on the same site as ours (another origin, the same site)
//   127.0.0.1:FIXTURES_PORT    partner A, another site
//   127.0.0.2:FIXTURES_PORT    partner B, a third site (all of 127.0.0.0/8 is loopback, and a secure context)
//   127.0.0.3, 127.0.0.4       partners outside PARTNER_ORIGINS: approved in the console by a test, or never
export const FIXTURES_PORT = Number(process.env.FIXTURES_PORT ?? 4107);
export const FIXTURES_ORIGIN = `http://127.0.0.1:${FIXTURES_PORT}`;
/** Partner B: the same fixture pages on a site that is neither ours nor partner A's. */
export const SECOND_PARTNER_ORIGIN = `http://127.0.0.2:${FIXTURES_PORT}`;
/** Partner sites outside PARTNER_ORIGINS: one the operator approves in the console, one never approved. */
export const NEW_PARTNER_ORIGIN = `http://127.0.0.3:${FIXTURES_PORT}`;
export const UNAPPROVED_PARTNER_ORIGIN = `http://127.0.0.4:${FIXTURES_PORT}`;
export const STORYBOOK_ORIGIN = `http://127.0.0.1:${Number(process.env.STORYBOOK_PORT ?? 6107)}`;
/** The server under test (our site), as fixture pages reach it. */
export const SERVER_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3107)}`;
