// Which Storybook page shows each partner widget (docs/partners.md, "Widgets"): its docs page then shows the tag a
// partner pastes, with the options the loader reads. Keyed by the loader's widget names, so a new partner widget
// fails tsc until it has its page here.
import type { WidgetName } from '../loader/features/mount/props';

export const PARTNER_WIDGET_PAGES: Record<WidgetName, string> = {
  'amount-slider': 'Widgets/AmountSlider',
  'loan-sliders': 'Widgets/LoanSliders',
  'offer-list': 'Widgets/OfferList',
  registration: 'Widgets/RegistrationFlow',
  phone: 'Widgets/PhoneForm',
  'credit-card': 'Widgets/CreditCardForm (demonstracja)',
  'lender-hub': 'Widgets/LenderHub',
  faq: 'Widgets/FaqAccordion',
  steps: 'Widgets/Steps',
  'how-it-works': 'Widgets/HowItWorks',
};

/** The partner widget shown on the Storybook page `title`, if it is one. */
export const partnerWidgetOn = (title: string): WidgetName | undefined =>
  (Object.keys(PARTNER_WIDGET_PAGES) as WidgetName[]).find((name) => PARTNER_WIDGET_PAGES[name] === title);
