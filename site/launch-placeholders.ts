// Everything invented that the operator replaces or removes before launch, in one list: docs/product.md, "Placeholders
// to replace before launch", names this file, and site/launch-placeholders.test.ts fails when copy names a person
// that is not listed here, or when reviews with stars come back (reviews no consumer wrote are a banned practice).
import { LENDERS } from '../contracts/lenders';
import { OPERATOR } from './brand';

export interface Placeholder {
  value: string;
  /** Where it is written. */
  where: string;
  /** What to do with it before launch. */
  action: string;
}

/** Made-up people. No visitor-facing copy names any: articles are signed by the team, and nobody is quoted. */
export const INVENTED_PERSONS: readonly Placeholder[] = [
  {
    value: 'Anna Kowalska',
    where: 'widgets/PartnerSignup/PartnerSignup.stories.tsx',
    action: 'a made-up partner typed into a Storybook story; designers see it, visitors never do; keep it made up',
  },
];

/** The company behind the site: every value of OPERATOR in site/brand.ts is invented. */
export const INVENTED_OPERATOR: readonly Placeholder[] = Object.entries(OPERATOR).map(([key, value]) => ({
  value,
  where: `site/brand.ts, OPERATOR.${key}`,
  action: 'replace with the real registry data',
}));

/** The lender catalogue: every lender, its company name and its .example site are invented. */
export const INVENTED_LENDERS: readonly Placeholder[] = LENDERS.flatMap((lender) => [
  {
    value: lender.name,
    where: `contracts/lenders.ts, ${lender.id}`,
    action: 'in the console („Oferty i pożyczkodawcy”), retire it and add a real lender under contract',
  },
  {
    value: lender.legalName,
    where: `contracts/lenders.ts, ${lender.id}.legalName`,
    action: 'a real lender’s registered name, entered in the console',
  },
]);

export const LAUNCH_PLACEHOLDERS: readonly Placeholder[] = [
  ...INVENTED_PERSONS,
  ...INVENTED_OPERATOR,
  ...INVENTED_LENDERS,
];
