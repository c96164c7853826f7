// The second origin of the cross-origin tests (DESIGN.md: localhost is "our site", 127.0.0.1 "a partner").
export const FIXTURES_PORT = Number(process.env.FIXTURES_PORT ?? 4107);
export const FIXTURES_ORIGIN = `http://127.0.0.1:${FIXTURES_PORT}`;
export const STORYBOOK_ORIGIN = `http://127.0.0.1:${Number(process.env.STORYBOOK_PORT ?? 6107)}`;
/** The server under test (our site), as fixture pages reach it. */
export const SERVER_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3107)}`;
