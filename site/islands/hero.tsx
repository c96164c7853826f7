// The home page's hero: the amount and term sliders (a real GET form, so it works before this loads).
// A component of its own, so the island is a chunk of its own that the prerender can preload.
import { Hero, type HeroProps } from '../../widgets/Hero/Hero';

export default function HeroIsland(props: HeroProps) {
  return <Hero {...props} />;
}
