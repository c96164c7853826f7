// The design tokens, the one source: every colour and shared value the CSS reads as var(--pz-…). They reach a
// page as custom properties written by tokensCss: on the site at :root (the prerender puts them before the base
// CSS), in a partner page's shadow root at :host (the loader's widget renderer), in Storybook at :root. CSS files
// never declare these properties and never give var() a fallback: tokens.test.ts fails on either, and on a var()
// that names no token.

/** Design tokens, named as their custom property (without the leading `--`). */
export const TOKENS = {
  'pz-ink': '#10233f',
  'pz-muted': '#4a5a70',
  'pz-brand': '#0b5d3b',
  'pz-brand-soft': '#dcf2e6',
  'pz-cta': '#0b5d3b',
  'pz-cta-hover': '#084a2f',
  'pz-focus': '#f2a900',
  'pz-track': '#d5dde8',
  'pz-line': '#e3e8ef',
  'pz-bg': '#f5f7fa',
  /** Error text and borders: 6.5:1 on white. */
  'pz-error': '#b3261e',
  /** Notes that warn (the loan sliders' note): 6.8:1 on white. */
  'pz-warn': '#8a4b00',
  /** Borders of form controls: 3.5:1 on white, above the 3:1 a control's boundary needs. */
  'pz-field-border': '#7b8ba1',
  /** The cookie bar sits above a host page's own overlays. */
  'pz-consent-z': '2147483000',
  /** How far below the top edge an accordion item stops when scrolled to. */
  'pz-scroll-offset': '1rem',
} as const;

/**
 * Properties components set at run time (a style attribute or `<html>`'s style), with the value they rest at
 * until then: a slider's filled share, the registration progress, the open cookie bar's height.
 */
export const RUNTIME_PROPERTIES = {
  'pz-fill': '0%',
  'pz-progress': '0%',
  'pz-consent-h': '0px',
} as const;

/** Every name var() may use. */
export const TOKEN_NAMES: ReadonlySet<string> = new Set([...Object.keys(TOKENS), ...Object.keys(RUNTIME_PROPERTIES)]);

/** `selector { --pz-ink: #10233f; … }`: the tokens and runtime defaults as one CSS rule. */
export function tokensCss(selector: ':root' | ':host'): string {
  const declarations = Object.entries({ ...TOKENS, ...RUNTIME_PROPERTIES }).map(
    ([name, value]) => `--${name}:${value}`,
  );
  return `${selector}{${declarations.join(';')}}\n`;
}
