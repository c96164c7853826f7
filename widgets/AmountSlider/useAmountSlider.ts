import { useCallback, useState } from 'react';

// The pure parts live in ./snap.ts, so modules without a component (the site's page data) can use them.
import { fillPercent, snapToStep } from './snap';

/** Controlled when `value` is given, otherwise keeps its own state from `defaultValue`. */
export function useAmountSlider(opts: {
  min: number;
  max: number;
  step: number;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
}) {
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
