// Where the push prompt's parts go (SPEC §2): decisions from the user agent and the screen width only.

export type PromptButton = 'allow' | 'decline';

/** SPEC §2: on Windows with a screen at least this wide the arrow image is shifted. */
export const ARROW_SHIFT_MIN_SCREEN_WIDTH = 1080;

/** Every Windows browser (Chrome, Edge, Firefox, Opera) names the platform "Windows" in its user agent. */
export function isWindows(userAgent: string): boolean {
  return userAgent.includes('Windows');
}

/** SPEC §2: allow first on Windows (where system dialogs put OK first), decline first elsewhere. */
export function buttonOrder(userAgent: string): [PromptButton, PromptButton] {
  return isWindows(userAgent) ? ['allow', 'decline'] : ['decline', 'allow'];
}

/** SPEC §2: only wide Windows screens get the shifted arrow image; everywhere else it stays put. */
export function arrowShifted(userAgent: string, screenWidth: number): boolean {
  return isWindows(userAgent) && screenWidth >= ARROW_SHIFT_MIN_SCREEN_WIDTH;
}
