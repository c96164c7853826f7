export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  id2?: { local?: string };
  args?: {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    fileName?: string;
    frame?: string;
    elementCount?: number;
  };
}
export interface LongTask {
  at: number;
  ms: number;
  cpu: number;
  afterFcp: boolean;
  parts: Record<string, number>;
  what: string[];
  blocking: number;
}
export declare function chunkName(url: string | undefined): string;
export declare function longTasks(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  options?: { url?: string; thresholdMs?: number; untilMs?: number; by?: 'cpu' | 'wall' },
): { fcpMs: number | null; cpuAfterFcpMs: number; tasks: LongTask[] };
export declare function simulatedBlocking(tasks: readonly LongTask[], rate: number, by?: 'cpu' | 'wall'): number;
