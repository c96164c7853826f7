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

/**
 * Above this many steps a range gets coarser steps for larger values: a thumb on a 288 px track hits one in about 5 px.
 */
export const MAX_THUMB_STOPS = 60;

/** The largest 1, 2 or 5 × 10ⁿ not above x (at least 1). */
const niceFloor = (x: number): number => {
  if (!(x >= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  return [5, 2, 1].map((m) => m * power).find((n) => n <= x) ?? power;
};

/**
 * The values a range input stops at. A range of at most MAX_THUMB_STOPS steps keeps every step; a longer one
 * steps by about a tenth of the value (100 zł up to 2 000 zł, then 200, 500, 1 000, 2 000, each a multiple of
 * `step`), so small amounts stay exact and a thumb's few pixels never jump thousands. Always from min to max.
 */
export function thumbStops(min: number, max: number, step: number): number[] {
  if (!(max > min) || !(step > 0)) return [min];
  if ((max - min) / step <= MAX_THUMB_STOPS) {
    const all: number[] = [];
    for (let v = min; v < max; v = Number((v + step).toFixed(6))) all.push(v);
    return [...all, max];
  }
  const stops: number[] = [];
  for (let v = min; v < max;) {
    stops.push(v);
    const size = Math.max(step, Math.ceil(niceFloor(v / 10) / step) * step);
    v = (Math.floor(v / size) + 1) * size;
  }
  return [...stops, max];
}

/** The index of the stop nearest to value (the first of two as near). */
export function nearestStop(stops: readonly number[], value: number): number {
  let best = 0;
  for (let i = 1; i < stops.length; i++) if (Math.abs(stops[i]! - value) < Math.abs(stops[best]! - value)) best = i;
  return best;
}
