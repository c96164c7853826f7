import { useCallback, useState } from 'react';

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

/** Controlled when `value` is given, otherwise keeps its own state from `defaultValue`. */
export function useAmountSlider(opts: { min: number; max: number; step: number; value?: number; defaultValue?: number; onChange?: (value: number) => void }) {
  const { min, max, step, value, defaultValue, onChange } = opts;
  const [own, setOwn] = useState(() => snapToStep(defaultValue ?? min, min, max, step));
  const current = value === undefined ? own : snapToStep(value, min, max, step);
  const set = useCallback(
    (next: number) => {
      const snapped = snapToStep(next, min, max, step);
      if (value === undefined) setOwn(snapped);
      onChange?.(snapped);
    },
    [min, max, step, value, onChange],
  );
  return { value: current, set, fill: fillPercent(current, min, max) };
}
