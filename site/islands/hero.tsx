// The home page's hero: the amount and term sliders (a real GET form, so it works before this loads).
// A component of its own, so the island is a chunk of its own that the prerender can preload. The loan the visitor
// sets is kept for the visit, so every link to offers carries it (site/components/VisitHero.tsx).
import type { HeroProps } from '../../widgets/Hero/Hero';
import { VisitHero } from '../components/VisitHero';

export default function HeroIsland(props: HeroProps) {
  return <VisitHero {...props} />;
}
