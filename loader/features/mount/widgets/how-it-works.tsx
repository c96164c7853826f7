// data-widget="how-it-works": the road from choosing an amount to the money on the account, as on our home page,
// with a link to our offers carrying the partner's sub-ids.
import { HowItWorks, howItWorksCss, type Stage } from '../../../../widgets/HowItWorks/HowItWorks';
import type { HowItWorksWidget } from '../props';
import { LoadFailed, mainHref, pageContent, records, useRemote, type WidgetProps } from '../runtime';

export const css = howItWorksCss;

export function Widget({ spec, ctx }: WidgetProps<HowItWorksWidget>) {
  const [load, retry] = useRemote(async () => {
    const home = await pageContent(ctx, '/');
    const block = home?.howItWorks as { title?: unknown; intro?: unknown; note?: unknown; items?: unknown } | undefined;
    const stages = records(block?.items, ['title', 'text']);
    return stages && typeof block?.title === 'string'
      ? {
          title: block.title,
          intro: typeof block.intro === 'string' ? block.intro : undefined,
          note: typeof block.note === 'string' ? block.note : undefined,
          stages: stages as Stage[],
        }
      : null;
  });
  if (load.state === 'error') return <LoadFailed onRetry={retry} />;
  if (load.state !== 'ready') return null;
  const { title, intro, note, stages } = load.value;
  return (
    <HowItWorks
      heading={spec.heading ?? title}
      {...(intro ? { intro } : {})}
      {...(note ? { note } : {})}
      stages={stages}
      cta={{ href: mainHref(ctx.config.hosts.main, '/offers/', [], spec.subIds), label: 'Porównaj oferty' }}
      headingLevel={2}
    />
  );
}
