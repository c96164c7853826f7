// Where a widget sends the reader, as the partner chooses per widget with data-target (docs/partners.md, "Where a
// widget sends the reader"). Pure data, read by the option reader (read-options.ts) and by both snippet builders
// (site/components/snippet.ts, the portal's), so the loader and the builders accept the same values.
import type { WIDGET_NAMES } from './names';

type WidgetName = (typeof WIDGET_NAMES)[number];

/**
 * same-tab: our page replaces the partner's; new-tab: our page opens in a new tab (rel=noopener); stay: the reader
 * stays.
 */
export const LINK_TARGETS = ['same-tab', 'new-tab', 'stay'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];
export const DEFAULT_TARGET = 'same-tab' satisfies LinkTarget;

/**
 * The choices of each widget that takes the reader to our site, the default first. An offer click always goes
 * through our transition page to a lender, so a list cannot keep the reader on the partner's page: only the
 * registration form can (its offers then appear in place, and a click on one opens a new tab). A new tab after the
 * form is sent would need a pop-up the browser may block, so the form does not offer one. Widgets not named here
 * never leave the partner's page and take no data-target.
 */
export const WIDGET_TARGETS: Readonly<Partial<Record<WidgetName, readonly LinkTarget[]>>> = {
  'offer-list': ['same-tab', 'new-tab'],
  'amount-slider': ['same-tab', 'new-tab'],
  'loan-sliders': ['same-tab', 'new-tab'],
  registration: ['same-tab', 'stay'],
  'lender-hub': ['same-tab', 'new-tab'],
  'how-it-works': ['same-tab', 'new-tab'],
};

/** The choices `widget` takes: none for a widget that never leaves the partner's page. */
export const targetsOf = (widget: WidgetName): readonly LinkTarget[] => WIDGET_TARGETS[widget] ?? [];
