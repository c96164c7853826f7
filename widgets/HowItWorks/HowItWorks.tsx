import { useId } from 'react';
import { tieShortWords } from '../text/Paragraphs';
import css from './HowItWorks.css?inline';

export const howItWorksCss = css;

/** The picture drawn beside a stage (decoration; the title says it in words). */
export type StageIcon = 'sliders' | 'form' | 'compare' | 'transfer';

export interface Stage {
  title: string;
  text: string;
  /** Who does this stage: "Ty", "Przelewik", "Pożyczkodawca". */
  who?: string;
  icon?: StageIcon;
}

export interface HowItWorksProps {
  /** Section heading. */
  heading: string;
  /** A sentence under the heading. */
  intro?: string;
  /** The stages, in order, from choosing an amount to the money on the account. */
  stages: Stage[];
  /** A closing line (what the visitor pays us: nothing). */
  note?: string;
  /** A call to action under the stages, e.g. to the offers. */
  cta?: { href: string; label: string };
  /** Level of `heading` (default 2); stage titles are one level below. */
  headingLevel?: 2 | 3;
}

// 24×24 strokes, one path each, so the section costs a few hundred bytes of HTML.
const ICONS: Record<StageIcon, string> = {
  sliders: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  form: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  compare: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  transfer: 'M3 8h15l-4-4M21 16H6l4 4',
};

/**
 * "How it works": the road from choosing an amount to the money on the account, stage by stage, each saying who
 * does it (the visitor, us, the lender), so nobody mistakes a comparison site for a lender. The order is an
 * ordered list; the icons are decoration. Renders nothing with no stages.
 */
export function HowItWorks({ heading, intro, stages, note, cta, headingLevel = 2 }: HowItWorksProps) {
  const id = useId();
  if (stages.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="pz-how" aria-labelledby={id}>
      <Heading className="pz-how__heading" id={id}>
        {tieShortWords(heading)}
      </Heading>
      {intro ? <p className="pz-how__intro">{tieShortWords(intro)}</p> : null}
      {/* role="list": Safari drops list semantics from lists drawn without markers. */}
      <ol className="pz-how__stages" role="list">
        {stages.map((stage, i) => (
          <li key={`${i}-${stage.title}`} className="pz-how__stage">
            <span className="pz-how__mark" aria-hidden="true">
              {stage.icon ? (
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path d={ICONS[stage.icon]} />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            <div className="pz-how__body">
              <Title className="pz-how__title">
                <span className="pz-how__step">Krok {i + 1}. </span>
                {tieShortWords(stage.title)}
              </Title>
              {stage.who ? <p className="pz-how__who">{stage.who}</p> : null}
              <p className="pz-how__text">{tieShortWords(stage.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      {note || cta ? (
        <div className="pz-how__foot">
          {note ? <p className="pz-how__note">{tieShortWords(note)}</p> : null}
          {cta ? (
            <a className="pz-how__cta" href={cta.href}>
              {cta.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
