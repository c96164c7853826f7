// The widget library: written against the React API, run on Preact through preact/compat (scripts/aliases.mjs).
// Each widget exports its component and its CSS (a string), so the site can inline it and the loader can put
// it into a shadow root on partner pages.
export { AmountSlider, amountSliderCss, type AmountSliderProps } from './AmountSlider/AmountSlider';
export { snapToStep, fillPercent } from './AmountSlider/snap';
export { Hero, type HeroProps } from './Hero/Hero';
export { heroCss } from './Hero/styles';
export { Steps, stepsCss, type StepsProps, type Step } from './Steps/Steps';
export { Partners, partnersCss, type PartnersProps, type Partner } from './Partners/Partners';
export { badgeColors, safeHref } from './Partners/usePartners';
export { FaqAccordion, faqAccordionCss, type FaqAccordionProps, type FaqItem } from './FaqAccordion/FaqAccordion';
export { faqJsonLd, faqSlug, isFaqId, FAQ_ID } from './FaqAccordion/useFaqAccordion';
export { Paragraphs, textParagraphs, tieShortWords } from './text/Paragraphs';
export {
  formatPln,
  formatGrosze,
  formatCost,
  formatPct,
  pluralPl,
  DAYS,
  MONTHS,
  type PluralForms,
} from '../contracts/format';
export type { Lender, LenderWithOffers } from '../contracts/lenders';
export { LenderCard, lenderCardCss, type LenderCardProps } from './LenderCard/LenderCard';
export {
  cardFigures,
  limitText,
  instalmentsText,
  termInWords,
  amountRangeText,
  termRangeText,
  decisionText,
  registerTexts,
  requirementTexts,
  freeFirstLoanText,
  KIND_LABEL,
  type CardFigures,
} from './LenderCard/useLenderCard';
export { OfferList, offerListCss, type OfferListProps, type OfferListState } from './OfferList/OfferList';
export {
  CreditWarning,
  OrderLine,
  IntermediaryNotice,
  OfferNotices,
  creditNoticeCss,
  type OfferNoticesProps,
  type OrderLineProps,
  type SiteLink,
} from './CreditNotice/CreditNotice';
export {
  listOffers,
  sortOffers,
  filterOffers,
  hasActiveFilters,
  termInOfferUnit,
  countText,
  requestText,
  BEST_LABELS,
  DEFAULT_FILTERS,
  type OfferSort,
  type OfferFilters,
  type OfferKindFilter,
  type LoanRequest,
  type ListedOffer,
} from './OfferList/useOfferList';
export {
  PartnerSignup,
  partnerSignupCss,
  type PartnerSignupProps,
  type PartnerSubmit,
} from './PartnerSignup/PartnerSignup';
export {
  RegistrationFlow,
  registrationFlowCss,
  type RegistrationFlowProps,
  type LeadSubmit,
  type LeadSubmitResult,
  type SliderLimits,
} from './RegistrationFlow/RegistrationFlow';
export { DRAFT_KEY, STEP_ORDER, type FlowVariant, type DraftStorage } from './RegistrationFlow/useRegistrationFlow';
export {
  PhoneForm,
  phoneFormCss,
  type PhoneFormProps,
  type PhoneFormSubmit,
  type PhoneFormResult,
} from './PhoneForm/PhoneForm';
export { type PhoneLeadBody } from './PhoneForm/usePhoneForm';
export {
  CreditCardForm,
  creditCardFormCss,
  CARD_PURPOSE,
  type CreditCardFormProps,
} from './CreditCardForm/CreditCardForm';
export { payuOperator, PAYU_SDK, isPayuPosId, type PayuSettings, type PayuEnvironment } from './CreditCardForm/payu';
export type {
  CardOperator,
  CardToken,
  HostedFields,
  FieldSlot,
  HostedField,
  TokenizeOutcome,
} from './CreditCardForm/operator';
export { CookieConsent, cookieConsentCss, type CookieConsentProps } from './CookieConsent/CookieConsent';
export {
  CONSENT_KEY,
  CONSENT_REVISION,
  CONSENT_EVENT,
  CONSENT_OPEN_EVENT,
  CONSENT_MAX_AGE_MS,
  parseConsent,
  serializeConsent,
  readConsent,
  writeConsent,
  openCookieSettings,
  cookiesByCategory,
  type ConsentChoice,
  type ConsentCategory,
  type ConsentCookie,
  type ConsentStorage,
} from './CookieConsent/useCookieConsent';
export { LoanSliders, type LoanSlidersProps } from './LoanSliders/LoanSliders';
export { TermUnitSwitch, type TermUnitSwitchProps } from './LoanSliders/TermUnitSwitch';
export { loanSlidersCss, termUnitSwitchCss } from './LoanSliders/styles';
export { limitsFromOffers, clampChoice } from './LoanSliders/offer-limits';
export {
  readTyped,
  registrationHref,
  formatTerm,
  termUnitWord,
  type LoanLimits,
  type LoanChoice,
  type RangeLimits,
} from './LoanSliders/useLoanSliders';
export { HowItWorks, howItWorksCss, type HowItWorksProps, type Stage, type StageIcon } from './HowItWorks/HowItWorks';
export { LenderHub, lenderHubCss, type LenderHubProps, type LenderHubState } from './LenderHub/LenderHub';
export { lenderFromHash, lenderSummary, type LenderSummary } from './LenderHub/useLenderHub';
