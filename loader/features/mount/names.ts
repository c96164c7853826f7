// The widgets a partner page may name in data-widget (docs/partners.md, "Widgets"). Its own module: the widget
// watcher in core.js needs the names only, and their options (props.ts) and code live in chunks.
export const WIDGET_NAMES = [
  'amount-slider',
  'loan-sliders',
  'offer-list',
  'registration',
  'phone',
  'credit-card',
  'lender-hub',
  'faq',
  'steps',
  'how-it-works',
] as const;
