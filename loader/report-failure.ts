// The core's one line to the error reporter (docs/partners.md, "Loader errors"): a failed feature is handed to
// loader/report/index.ts, fetched only then, in its own chunk (dist/loader/report.js), never before it is needed.
import type { FeatureContext } from './contract';

export function reportFailure(ctx: Pick<FeatureContext, 'env' | 'config'>, feature: string, error: unknown): void {
  // It needs none of the later capabilities (env.more): a partner's CSP may allow report.js alone by its path.
  import('./report/index').then(
    (reporter) => reporter.report(ctx, feature, error),
    () => undefined,
  );
}
