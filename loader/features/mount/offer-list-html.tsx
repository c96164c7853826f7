// The partner offer list as HTML, rendered by our server (server/site/widget-html.ts) for the loader's first paint
// (first-paint.ts): the same OfferList and LenderCard components as our site and as the widget rendered in the
// browser, so every figure on a card is the one cost model's (contracts/offer.ts) for the loan that card shows.
// Links are paths on our site (the page adds our host and the partner's values); style attributes, which a page's
// Content-Security-Policy blocks in inserted HTML, become rules of a per-render stylesheet.
import { options, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Offer } from '../../../contracts/offer';
import type { PricingLaw } from '../../../contracts/law';
import { lenderCardCss } from '../../../widgets/LenderCard/LenderCard';
import { OfferList, offerListCss } from '../../../widgets/OfferList/OfferList';
import { installTypography } from '../../../widgets/text/install';
import { tokensCss } from '../../../widgets/tokens';
import { badgeCss } from '../../../widgets/badge/badge';
import { percentVarsCss } from '../../../widgets/percent-var';
import type { WidgetHtml } from './html-api';
import { transitionPath } from './links';
import { listProps, shownOffers } from './offer-list-view';
import type { OfferListWidget } from './props';
import shadowCss from './shadow.css?inline';

/** The offer list's stylesheet in its shadow root: design tokens at :host, the shadow reset, the list and its cards. */
export const OFFER_LIST_STYLESHEET = tokensCss(':host') + shadowCss + offerListCss + lenderCardCss;

/** The attribute an element carries instead of `style`; its rules are in WidgetHtml.css. */
export const STYLE_ATTR = 'data-pz-style';

/** A CSS value we write into a stylesheet: no way out of its declaration. */
const SAFE_VALUE = /^[^;{}<>\\"'\n\r]*$/;

/** One `style` object as declarations (`background:#fff;color:#000`); only strings (our components use no others). */
function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      if (typeof value !== 'string' || !SAFE_VALUE.test(value))
        throw new Error(`style ${name} cannot be written into a stylesheet`);
      return `${name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`;
    })
    .join(';');
}

/**
 * Renders `element` with every `style` object moved into rules: an element gets `data-pz-style="N"`, and the
 * stylesheet `[data-pz-style="N"]{…}` (equal styles share one N). It covers the elements made while rendering,
 * so `element` is a component. Synchronous, so the hook is ours for exactly this render.
 */
export function renderWithoutStyleAttributes(element: VNode): { html: string; css: string } {
  const rules = new Map<string, number>();
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { style?: unknown; [STYLE_ATTR]?: string };
    if (typeof vnode.type === 'string' && typeof props.style === 'object' && props.style !== null) {
      const text = declarations(props.style as Record<string, unknown>);
      delete props.style;
      if (text) {
        if (!rules.has(text)) rules.set(text, rules.size + 1);
        props[STYLE_ATTR] = String(rules.get(text));
      }
    }
    previous?.(vnode);
  };
  try {
    const html = renderToString(element);
    const css = [...rules].map(([text, n]) => `[${STYLE_ATTR}="${n}"]{${text}}`).join('');
    return { html, css };
  } finally {
    options.vnode = previous;
  }
}

/**
 * The offer list of `spec` from `offers` (all of ours, or the category's), as the partner page shows it: priced under
 * `law`, the law of the day it is shown, with that day's advertising warning (null before the rules apply).
 */
export function renderOfferList(
  spec: OfferListWidget,
  offers: readonly Offer[],
  unknownCategory: boolean,
  law: PricingLaw,
  warning: string | null,
): WidgetHtml {
  // Polish no-break spaces, as the browser renderer and our site set them (widgets/text/install.ts).
  installTypography();
  const { html, css } = renderWithoutStyleAttributes(
    <OfferList
      offers={shownOffers(offers, spec, law)}
      law={law}
      hrefFor={transitionPath}
      {...listProps(spec, warning)}
    />,
  );
  // Badge colours and slider fills are classes and data attributes (no style attribute): their rules go along.
  return { html, css: css + badgeCss(html) + percentVarsCss(html), unknownCategory };
}
