// What every surface that lists or prices offers says beside them: the warning the law of the day requires
// (contracts/law.ts, passed in as data: none before the rules apply), how the list is ordered with a link to the
// full rule and whether any placement is paid, and on partner pages who compares and how we are paid.
import { INTERMEDIARY_NOTICE, INTERMEDIARY_NOTICE_LINK, TERMS_PATH } from '../../contracts/operator';
import { orderLineText, ORDER_RULE_LINK, ORDER_RULE_PATH, type ListOrder } from '../../contracts/offer-order-text';
import css from './CreditNotice.css?inline';

export const creditNoticeCss = css;

/** A path on our site as the page shows it: as it is on our site, absolute on a partner's page. */
export type SiteLink = (path: string) => string;
const samePath: SiteLink = (path) => path;

/** The advertising warning in force, at normal size and in strong contrast; nothing when `warning` is empty. */
export function CreditWarning({ warning }: { warning?: string | null }) {
  if (!warning) return null;
  return (
    <p className="pz-credit-warning" data-credit-warning="">
      {warning}
    </p>
  );
}

export interface OrderLineProps {
  /** How the list is ordered, as contracts/offer-order-text.ts words it. */
  order: ListOrder;
  /** Some offer shown is a paid placement. */
  paid: boolean;
  /** Our paths as this page links them (absolute on a partner page); default as they are. */
  link?: SiteLink;
  /** The list is in the registered lead's order (the lead's age counted). */
  lead?: boolean;
}

/** One line: how the list is ordered and whether any placement is paid, with a link to the full rule. */
export function OrderLine({ order, paid, link = samePath, lead = false }: OrderLineProps) {
  return (
    <p className="pz-order-line" data-order-line="">
      {orderLineText(order, paid, lead)} <a href={link(ORDER_RULE_PATH)}>{ORDER_RULE_LINK}</a>
    </p>
  );
}

/** Partner pages: who compares, that we are a credit intermediary paid by lenders, and our terms. */
export function IntermediaryNotice({ link = samePath }: { link?: SiteLink }) {
  return (
    <p className="pz-intermediary" data-intermediary-notice="">
      {INTERMEDIARY_NOTICE} <a href={link(TERMS_PATH)}>{INTERMEDIARY_NOTICE_LINK}</a>
    </p>
  );
}

export interface OfferNoticesProps {
  /** The advertising warning of the day (contracts/law.ts), given by the page; nothing when empty or null. */
  warning?: string | null;
  /** How the list is ordered, as contracts/offer-order-text.ts words it. */
  order: ListOrder;
  /** Some offer shown is a paid placement. */
  paid: boolean;
  /** On a partner's page: add the intermediary notice. */
  partner?: boolean;
  /** Our paths as this page links them (absolute on a partner page); default as they are. */
  link?: SiteLink;
  /** The list is in the registered lead's order (the lead's age counted). */
  lead?: boolean;
}

/**
 * The warning, then the order line (and on partner pages the intermediary notice), as a list shows them above its
 * offers.
 */
export function OfferNotices({ warning, order, paid, partner = false, link, lead }: OfferNoticesProps) {
  return (
    <div className="pz-offer-notices">
      <CreditWarning warning={warning} />
      <OrderLine order={order} paid={paid} link={link} lead={lead} />
      {partner ? <IntermediaryNotice link={link} /> : null}
    </div>
  );
}
