import type { ProgressState } from './progress';
import { PROGRESS_FADE_MS } from './progress';

/** The thin bar at the top while a page loads. Announced politely to screen readers as "Ładowanie strony". */
export function ProgressBar({ state }: { state: ProgressState }) {
  return (
    <div
      className="pz-progress"
      data-state={state.visible ? (state.fading ? 'fading' : 'loading') : 'idle'}
      data-error={state.error ? '' : undefined}
      role="progressbar"
      aria-label="Ładowanie strony"
      aria-hidden={state.visible ? undefined : 'true'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.visible ? state.percent : undefined}
      style={{ transform: `scaleX(${state.visible ? state.percent / 100 : 0})`, transitionDuration: state.fading ? `200ms, ${PROGRESS_FADE_MS}ms` : undefined }}
    />
  );
}
