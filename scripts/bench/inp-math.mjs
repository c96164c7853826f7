// The arithmetic of lab INP, as the Event Timing API and the web-vitals library define it (table-tested in
// inp-math.test.ts). An interaction is every event entry with the same interactionId (pointerdown, pointerup and
// click of one tap; keydown and keyup of one key); its latency is the longest of their durations. Interactions
// faster than the observer's durationThreshold (16 ms) leave no entry, so they count as 0 ms.

/** Latency of each interaction: the longest duration among the entries sharing its interactionId (0 = none). */
export function interactionLatencies(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, Math.max(byId.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...byId.values()];
}

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The 98th percentile of `count` interactions, of which those in `entries` took 16 ms or more and the others less
 * (counted as 0). The same figure as web-vitals' INP (the longest, leaving out one per 50 interactions).
 */
export function labInp(entries, count) {
  const latencies = interactionLatencies(entries);
  if (latencies.length > count)
    throw new Error(`${latencies.length} interactions in the entries, but only ${count} counted`);
  return percentile([...latencies, ...Array(count - latencies.length).fill(0)], 98);
}

/** INP as web-vitals computes it: the (⌊count ÷ 50⌋ + 1)-th longest interaction. */
export function webVitalsInp(entries, count) {
  const longest = interactionLatencies(entries).sort((a, b) => b - a);
  if (longest.length === 0) return 0;
  return longest[Math.min(longest.length - 1, Math.floor(count / 50))];
}
