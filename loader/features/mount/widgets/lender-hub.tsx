// data-widget="lender-hub": our lenders directory (the data /partners-list/ publishes), each offer priced for the
// example loan in the options and linked to our /transition/ page with the partner's sub-ids.
import { useMemo } from 'react';
import { readPricingLaw, validateOfferList } from '../../../../contracts/offer';
import type { PricingLaw } from '../../../../contracts/law';
import { LenderHub, lenderHubCss, type LenderHubState } from '../../../../widgets/LenderHub/LenderHub';
import type { LenderWithOffers } from '../../../../contracts/lenders';
import { lenderCardCss } from '../../../../widgets/LenderCard/LenderCard';
import type { LenderHubWidget } from '../props';
import { pageContent, records, useRemote, type WidgetProps } from '../runtime';
import { partnerLinks, transitionLinks } from '../links';

export const css = lenderHubCss + lenderCardCss;

/**
 * The directory of a page's data, with the law of the day its offers are priced under and that day's advertising
 * warning; null when invalid.
 */
function lendersOf(
  data: Record<string, unknown> | null,
): { lenders: LenderWithOffers[]; law: PricingLaw; warning: string | null } | null {
  const list = records(data?.lenders, ['id', 'name', 'legalName', 'description', 'url']);
  const law = readPricingLaw(data?.law);
  if (!list || !law) return null;
  const lenders: LenderWithOffers[] = [];
  for (const raw of list as unknown as (LenderWithOffers & { offers: unknown })[]) {
    const offers = validateOfferList(raw.offers);
    if (!offers.ok || typeof raw.founded !== 'number' || typeof raw.logo !== 'object') return null;
    lenders.push({ ...raw, offers: offers.value });
  }
  const warning = typeof data?.warning === 'string' && data.warning.trim() !== '' ? data.warning : null;
  return { lenders, law, warning };
}

export function Widget({ spec, ctx }: WidgetProps<LenderHubWidget>) {
  const [load, retry] = useRemote(() => pageContent(ctx, '/partners-list/').then(lendersOf));
  const hrefFor = useMemo(() => transitionLinks(ctx, spec.subIds), []);
  const siteLink = useMemo(() => partnerLinks(ctx, spec.subIds), []);
  return (
    <LenderHub
      lenders={load.state === 'ready' ? load.value.lenders : []}
      law={load.state === 'ready' ? load.value.law : null}
      warning={load.state === 'ready' ? load.value.warning : null}
      partner
      siteLink={siteLink}
      state={load.state as LenderHubState}
      onRetry={retry}
      hrefFor={hrefFor}
      example={{ amount: spec.amount, termDays: spec.termDays }}
    />
  );
}
