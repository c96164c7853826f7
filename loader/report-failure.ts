// The core's one line to the error reporter (docs/partners.md, "Loader errors"): a failed feature is handed to
// loader/report/index.ts, fetched only then, in its own chunk (dist/loader/report.js), never before it is needed.
import type { FeatureContext } from './contract';

export function reportFailure(ctx: Pick<FeatureContext, 'env' | 'config'>, feature: string, error: unknown): void {
  // The report reads the later capabilities (its sample's chance): fetched with them, in parallel.
  Promise.all([import('./report/index'), ctx.env.more?.()]).then(
    ([reporter]) => reporter.report(ctx, feature, error),
    () => undefined,
  );
}
