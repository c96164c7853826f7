// The one public global's name (README), in a module of its own: the core's wiring (index.ts), the commands' runner it
// fetches (run.ts) and the widgets' watch read it without importing each other.
export const GLOBAL_NAME = 'przelewik';
