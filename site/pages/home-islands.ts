// The props of the home page's islands, built from the page's data in one place: the page renders them on the
// server and the islands (site/islands/) hydrate with the same values, so the two never disagree.
import type { FaqAccordionProps } from '../../widgets/FaqAccordion/FaqAccordion';
import { faqSlug } from '../../widgets/FaqAccordion/useFaqAccordion';
import type { HeroProps } from '../../widgets/Hero/Hero';
import type { HOME } from '../content/home';

export interface HomeIslandData {
  hero: (typeof HOME)['hero'];
  faq: { title: string; items: { q: string; a: string }[] };
}

export const heroProps = (data: HomeIslandData): HeroProps => data.hero;

export const faqProps = (data: HomeIslandData): FaqAccordionProps => ({
  items: data.faq.items.map((item) => ({ id: faqSlug(item.q), question: item.q, answer: item.a })),
  headingLevel: 3,
  syncHash: true,
});
