export interface ThrowawayPostgres {
  url: string;
  port: number;
  dataDir: string;
  ctl(action: 'start' | 'stop' | 'restart', mode?: 'smart' | 'fast' | 'immediate'): void;
  stop(): void;
}
export declare function findPostgresBin(env?: NodeJS.ProcessEnv): string | null;
export declare function startPostgres(options?: {
  port?: number;
  durable?: boolean;
  quiet?: boolean;
}): ThrowawayPostgres | null;
