// Line length: at most 120 characters (Prettier's printWidth, and ESLint's max-len for what Prettier does not wrap:
// comments, strings, template literals). Prettier never breaks a string, so a long string stays long; the files
// below may keep long strings and template literals, each for its reason. Everywhere else a line over 120 fails
// `npm run lint`, strings included. A file leaves the list when its strings are broken up (scripts/line-length.test.ts
// fails on an entry that names no file or no longer has a long line). Regular expressions and URLs may run long
// anywhere: they cannot be broken.
export const MAX_LINE = 120;

/** Globs whose strings and template literals may run past MAX_LINE, with the reason. */
export const LONG_STRING_GLOBS = [
  ['site/content/**', "copy: the site's Polish texts, one sentence a line"],
  ['**/*.stories.tsx', "copy: the stories' sample texts"],
  ['**/*.test.{ts,tsx}', 'data: test names and fixtures, each read whole'],
  ['tests/**', 'data: the end-to-end tests, their names and fixtures'],
];

/** Files whose strings and template literals may run past MAX_LINE, with the reason. */
export const LONG_STRING_FILES = [
  ['.dependency-cruiser.cjs', 'messages and Polish texts, one sentence a line'],
  ['contracts/advertising-claims.ts', 'copy: the advertising claims, each sentence whole'],
  ['contracts/callback-hours.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/checks/consents.ts', 'copy: the consent texts, word for word as a lead agrees to them'],
  ['contracts/checks/email.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/checks/money.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/data-flows.ts', "data: each flow's recipients and purposes as the privacy policy prints them"],
  ['contracts/law.ts', "data: the law's texts, word for word"],
  ['contracts/lead-sharing.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/lead.ts', 'copy: the registration steps'],
  ['contracts/lenders.ts', 'data: the lender catalogue'],
  ['contracts/offer-order-text.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/offer.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/operator.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/partner-status.ts', 'messages and Polish texts, one sentence a line'],
  ['contracts/partner.ts', 'messages and Polish texts, one sentence a line'],
  ['scripts/bench/lighthouse.mjs', 'HTML in template strings, one element a line'],
  ['scripts/bench/partner.mjs', 'HTML in template strings, one element a line'],
  ['server/web/guard.ts', 'the content security policy, one header value'],
  ['site/partner-types.ts', 'the published TypeScript definitions, written out as text'],
  ['server/lead-frame/page.ts', 'HTML in template strings, one element a line'],
  ['server/notifications/texts.ts', 'copy: push messages'],
  ['server/partners/mail-texts.ts', 'copy: e-mails to partners'],
  ['server/portal/mail-texts.ts', 'copy: e-mails to partners'],
  ['site/app/locale.ts', 'messages and Polish texts, one sentence a line'],
  ['site/brand.ts', "data: the operator's details"],
  ['site/components/snippet.ts', 'copy: the partner snippets and what they do, in Polish'],
  ['site/pages/BlogList.tsx', 'messages and Polish texts, one sentence a line'],
  ['site/pages/Legal.tsx', 'messages and Polish texts, one sentence a line'],
  ['site/pages/Offers.tsx', 'messages and Polish texts, one sentence a line'],
  ['site/pages/Registration.tsx', 'messages and Polish texts, one sentence a line'],
  ['site/prerender.tsx', 'messages and Polish texts, one sentence a line'],
  ['widgets/CookieConsent/CookieConsent.tsx', 'messages and Polish texts, one sentence a line'],
  ['widgets/CreditCardForm/CreditCardForm.tsx', 'messages and Polish texts, one sentence a line'],
  ['widgets/LenderCard/useLenderCard.ts', 'messages and Polish texts, one sentence a line'],
  ['widgets/LenderHub/useLenderHub.ts', 'messages and Polish texts, one sentence a line'],
  ['widgets/LoanSliders/useLoanSliders.ts', 'messages and Polish texts, one sentence a line'],
  ['widgets/PhoneForm/PhoneForm.tsx', 'messages and Polish texts, one sentence a line'],
  ['widgets/text/typography.ts', 'messages and Polish texts, one sentence a line'],
];
