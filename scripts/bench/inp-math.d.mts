export interface EventEntry {
  interactionId: number;
  duration: number;
}
export declare function interactionLatencies(entries: readonly EventEntry[]): number[];
export declare function percentile(values: readonly number[], p: number): number;
export declare function labInp(entries: readonly EventEntry[], count: number): number;
export declare function webVitalsInp(entries: readonly EventEntry[], count: number): number;
