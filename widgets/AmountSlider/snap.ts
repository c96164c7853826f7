// The slider's pure arithmetic, apart from its hook so code that renders nothing can import it.
/** Clamps to [min, max] and snaps to the nearest step counted from min. Pure; tested with a table. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  if (max <= min) return min;
  const clamped = Math.min(max, Math.max(min, value));
  if (!(step > 0)) return clamped;
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(6))));
}

/** Share of the track left of the thumb, 0..100, for the filled part of the track. */
export const fillPercent = (value: number, min: number, max: number): number =>
  max > min ? Math.round(((value - min) / (max - min)) * 1000) / 10 : 0;
