// The props of the home page's islands, built from the page's data in one place: the page renders them on the
// server and the HTML carries the same values inline for the islands (site/islands/), so the two never disagree.
import type { FaqAccordionProps } from '../../widgets/FaqAccordion/FaqAccordion';
import { faqSlug } from '../../widgets/FaqAccordion/useFaqAccordion';
import type { HeroProps } from '../../widgets/Hero/Hero';
import type { HOME } from '../content/home';

export interface HomeIslandData {
  hero: (typeof HOME)['hero'];
  faq: { title: string; items: { q: string; a: string }[] };
}

/** What the home page's HTML carries inline: each island's props under its name. */
export const homeIslandData = (data: HomeIslandData): { hero: HeroProps; faq: FaqAccordionProps } => ({
  hero: heroProps(data),
  faq: faqProps(data),
});

export const heroProps = (data: HomeIslandData): HeroProps => data.hero;

export const faqProps = (data: HomeIslandData): FaqAccordionProps => ({
  items: data.faq.items.map((item) => ({ id: faqSlug(item.q), question: item.q, answer: item.a })),
  headingLevel: 3,
  syncHash: true,
});
