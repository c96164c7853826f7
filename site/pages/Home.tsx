import { Hero, heroCss } from '../../widgets/Hero/Hero';
import { amountSliderCss } from '../../widgets/AmountSlider/AmountSlider';
import { DEFAULT_DESCRIPTION, SHORT_NAME } from '../brand';
import type { HOME } from '../content/home';
import type { Head, PageProps } from './types';

export type HomeData = typeof HOME;

export const styles = [amountSliderCss, heroCss];

export function head({ data }: PageProps<HomeData>): Head {
  return { title: SHORT_NAME, description: data.description || DEFAULT_DESCRIPTION };
}

export default function Home({ data: HOME }: PageProps<HomeData>) {
  return (
    <>
      <Hero {...HOME.hero} />
      <section className="pz-section" aria-labelledby="jak-to-dziala">
        <h2 className="pz-section__title" id="jak-to-dziala">
          {HOME.steps.title}
        </h2>
        <ol className="pz-steps">
          {HOME.steps.items.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
