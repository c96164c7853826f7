import type { ProgressState } from './progress';
import { PROGRESS_FADE_MS } from './progress';

/** The bar's attributes for a state: the component below renders them, and the first navigation (before the
 * Shell has taken the page over, app.tsx) writes them onto the prerendered bar. */
export function progressAttributes(state: ProgressState): Record<string, string | undefined> {
  return {
    'data-state': state.visible ? (state.fading ? 'fading' : 'loading') : 'idle',
    'data-error': state.error ? '' : undefined,
    'aria-hidden': state.visible ? undefined : 'true',
    'aria-valuenow': state.visible ? String(state.percent) : undefined,
  };
}

export const progressStyle = (state: ProgressState) => ({
  transform: `scaleX(${state.visible ? state.percent / 100 : 0})`,
  transitionDuration: state.fading ? `200ms, ${PROGRESS_FADE_MS}ms` : undefined,
});

/** The thin bar at the top while a page loads. Announced politely to screen readers as "Ładowanie strony". */
export function ProgressBar({ state }: { state: ProgressState }) {
  return (
    <div
      className="pz-progress"
      role="progressbar"
      aria-label="Ładowanie strony"
      aria-valuemin={0}
      aria-valuemax={100}
      {...progressAttributes(state)}
      // Idle, the stylesheet's scaleX(0) holds: the prerendered bar has no style attribute to allow in the CSP.
      style={state.visible ? progressStyle(state) : undefined}
    />
  );
}
