import { useId } from 'react';
import { tieShortWords } from '../text/Paragraphs';
import { safeHref, type Partner } from './usePartners';
import { Badge } from '../badge/Badge';
import css from './Partners.css?inline';

export const partnersCss = css;
export type { Partner } from './usePartners';

export interface PartnersProps {
  /** The lenders shown, each with its name, link and badge. */
  partners: Partner[];
  /** Section heading; without it the list sits under the page's own heading. */
  heading?: string;
  /** Level of `heading` (default 2). */
  headingLevel?: 2 | 3;
  /** rel of the links, e.g. "sponsored" for paid links to lenders (default none). */
  linkRel?: string;
}

/**
 * Lenders we work with, as text badges: initials on the lender's colours plus its name as real text, so the
 * list reads well to screen readers and search engines, and nothing is fetched from other servers.
 * Renders nothing with no partners.
 */
export function Partners({ partners, heading, headingLevel = 2, linkRel }: PartnersProps) {
  const headingId = useId();
  if (partners.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const list = (
    // role="list": Safari drops list semantics from lists drawn without markers (list-style: none).
    <ul className="pz-partners__list" role="list">
      {partners.map((partner, i) => {
        const href = safeHref(partner.url);
        const content = (
          <>
            {/* The initials are the "logo": decoration next to the name, which is the text people read. */}
            <Badge
              className="pz-partners__logo"
              background={partner.background}
              color={partner.color}
              long={[...partner.initials].length > 2}
            >
              {partner.initials}
            </Badge>
            <span className="pz-partners__name">{tieShortWords(partner.name)}</span>
          </>
        );
        return (
          <li key={`${i}-${partner.name}`} className="pz-partners__item">
            {href ? (
              <a className="pz-partners__badge" href={href} rel={linkRel}>
                {content}
              </a>
            ) : (
              <span className="pz-partners__badge">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
  return heading ? (
    <section className="pz-partners" aria-labelledby={headingId}>
      <Heading className="pz-partners__heading" id={headingId}>
        {tieShortWords(heading)}
      </Heading>
      {list}
    </section>
  ) : (
    <div className="pz-partners">{list}</div>
  );
}
