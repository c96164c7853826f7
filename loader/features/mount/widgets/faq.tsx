// data-widget="faq": the questions and answers of our home page, or of a loan category with data-category.
import { FaqAccordion, faqAccordionCss } from '../../../../widgets/FaqAccordion/FaqAccordion';
import { faqSlug } from '../../../../widgets/FaqAccordion/useFaqAccordion';
import type { FeatureContext } from '../../../contract';
import type { FaqWidget } from '../props';
import { LoadFailed, pageContent, records, useRemote, type WidgetProps } from '../runtime';

export const css = faqAccordionCss;

async function questions(ctx: FeatureContext, category?: string) {
  if (category !== undefined) {
    const page = await pageContent(ctx, `/pozyczki/${category}/`);
    const items = records((page?.category as { faq?: unknown } | undefined)?.faq, ['q', 'a']);
    if (items) return items;
    ctx.env.warn(`widget "faq": ignored invalid data-category (no loan category "${category}")`);
  }
  const home = await pageContent(ctx, '/');
  return records((home?.faq as { items?: unknown } | undefined)?.items, ['q', 'a']);
}

export function Widget({ spec, ctx }: WidgetProps<FaqWidget>) {
  const [load, retry] = useRemote(() => questions(ctx, spec.category));
  if (load.state === 'error') return <LoadFailed onRetry={retry} />;
  return (
    <section className="pz-embed__section" aria-label={spec.heading}>
      <h2 className="pz-embed__title">{spec.heading}</h2>
      {load.state === 'ready' ? (
        <FaqAccordion
          items={load.value.map((item) => ({ id: faqSlug(item.q), question: item.q, answer: item.a }))}
          headingLevel={3}
        />
      ) : null}
    </section>
  );
}
