// A widget's percentage drawn by CSS (a slider's filled track, the registration's progress bar) without a style
// attribute, which the CSP would have to allow by a hash of each value: the server's HTML carries the value as
// data-pz-{name}, the page's boot script sets it as --pz-{name} before the first paint (site/document.ts), and in a
// browser this hook sets it through the CSSOM, which the CSP does not govern.
import { useLayoutEffect, useRef } from 'react';

/** The custom properties set this way; the boot script sets these and no other. */
export const PERCENT_VARS = ['fill', 'progress'] as const;
export type PercentVar = (typeof PERCENT_VARS)[number];

export function usePercentVar<T extends HTMLElement>(name: PercentVar, percent: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => ref.current?.style.setProperty(`--pz-${name}`, `${percent}%`), [name, percent]);
  return { ref, attrs: { [`data-pz-${name}`]: String(percent) } };
}

/**
 * Rules giving each `data-pz-{name}` of `html` its custom property, for HTML that no boot script runs over (the
 * partner offer list's server HTML, inserted into a shadow root with its stylesheet).
 */
export function percentVarsCss(html: string): string {
  const rules = new Set<string>();
  for (const name of PERCENT_VARS) {
    for (const match of html.matchAll(new RegExp(`data-pz-${name}="(\\d+(?:\\.\\d+)?)"`, 'g'))) {
      const value = Number(match[1]);
      if (value <= 100) rules.add(`[data-pz-${name}="${match[1]}"]{--pz-${name}:${value}%}`);
    }
  }
  return [...rules].join('');
}
