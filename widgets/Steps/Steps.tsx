import { useId } from 'react';
import { tieShortWords } from '../text/Paragraphs';
import css from './Steps.css?inline';

export const stepsCss = css;

export interface Step {
  title: string;
  text: string;
}

export interface StepsProps {
  /** The steps, in order, each with a title and a sentence or two. */
  steps: Step[];
  /** Section heading ("Jak to działa"); without it the list sits under the page's own heading. */
  heading?: string;
  /** Level of `heading` (default 2); each step's title is one level below (h3 or h4). */
  headingLevel?: 2 | 3;
}

/**
 * "How it works": a numbered list of steps, each with a title and a sentence or two. Numbers come from the
 * ordered list, so screen readers hear "1 of 3"; the drawn digits are decoration. Renders nothing with no steps.
 */
export function Steps({ steps, heading, headingLevel = 2 }: StepsProps) {
  const headingId = useId();
  if (steps.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  const list = (
    // role="list": Safari drops list semantics from lists drawn without markers (list-style: none).
    <ol className="pz-step-list__items" role="list">
      {steps.map((step, i) => (
        <li key={`${i}-${step.title}`} className="pz-step-list__item">
          <span className="pz-step-list__number" aria-hidden="true">
            {i + 1}
          </span>
          <div className="pz-step-list__body">
            <Title className="pz-step-list__title">{tieShortWords(step.title)}</Title>
            <p className="pz-step-list__text">{tieShortWords(step.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
  return heading ? (
    <section className="pz-step-list" aria-labelledby={headingId}>
      <Heading className="pz-step-list__heading" id={headingId}>
        {tieShortWords(heading)}
      </Heading>
      {list}
    </section>
  ) : (
    <div className="pz-step-list">{list}</div>
  );
}
