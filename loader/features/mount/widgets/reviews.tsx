// data-widget="reviews": our users' reviews, as on our home page (the newest first, at most data-limit).
import { Reviews, reviewsCss, type Review } from '../../../../widgets/Reviews/Reviews';
import type { ReviewsWidget } from '../props';
import { LoadFailed, pageContent, records, useRemote, type WidgetProps } from '../runtime';

export const css = reviewsCss;

export function Widget({ spec, ctx }: WidgetProps<ReviewsWidget>) {
  const [load, retry] = useRemote(async () => {
    const home = await pageContent(ctx, '/');
    const items = records((home?.reviews as { items?: unknown } | undefined)?.items, ['author', 'date', 'text']);
    return items ? (items as unknown as Review[]).filter((r) => typeof r.rating === 'number').slice(0, spec.limit) : null;
  });
  if (load.state === 'error') return <LoadFailed onRetry={retry} />;
  return load.state === 'ready' ? <Reviews heading={spec.heading} reviews={load.value} headingLevel={2} /> : null;
}
