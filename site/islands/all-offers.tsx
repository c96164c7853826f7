// The /offers/ page's offers (and its aliases' and the landing page's): the loan sliders, and the offer list with
// its sorting and filter controls, in the lead's own order once its feed answers (site/app/lead-offers.ts).
// The sliders, the list's heading and its controls hydrate at once; the count and the cards stay the server's
// HTML while they still show what the visitor has on the screen (the page's loan, the offers the page was rendered
// with, no filter: `isPristine`); a new order moves those same cards (reorder-cards.ts, the orders from the page's
// data). Any other change renders them from the list's chunk, fetched when the browser is idle after `load` or at
// the first touch (docs/performance.md, "What loads when").
import { hasPaidPlacement } from '../../contracts/offer-order-text';
import { leadOrderShown } from '../../widgets/OfferList/lead-order';
import { DEFAULT_FILTERS, DEFAULT_SORT } from '../../widgets/OfferList/listChoice';
import { LIVE_CLASS, OfferListFrame } from '../../widgets/OfferList/OfferListControls';
import { useState } from 'react';
import { useLeadOrder } from '../app/lead-offers';
import { LIST_CLASS, OffersFrame, type OffersBrowserProps } from '../components/OffersFrame';
import { DeferredPart, prefetchOfferList } from './deferred-list';
import { reorderCards, usableOrders, type CardOrders } from './reorder-cards';

export default function AllOffersIsland({
  offers,
  law,
  defaults,
  heading,
  warning,
  orders: given,
}: OffersBrowserProps & { orders?: CardOrders }) {
  const ordered = useLeadOrder(offers, defaults);
  const [orders] = useState(() => usableOrders(given, offers));
  const [sorts] = useState(() => Object.keys(orders) as (keyof CardOrders)[]);
  // Cards that are not the data's offers cannot be moved: from then on the list's chunk renders every new order.
  const [movable, setMovable] = useState(true);
  return (
    <OffersFrame
      offers={ordered.offers}
      law={law}
      orderedFor={ordered.orderedFor}
      defaults={defaults}
      heading={heading}
      warning={warning}
      showControls
      onFirstTouch={prefetchOfferList}
      serverSorts={movable && sorts.includes(DEFAULT_SORT) ? sorts : undefined}
      list={(props, pristine) => {
        const {
          sort = DEFAULT_SORT,
          filters = DEFAULT_FILTERS,
          onSortChange = () => {},
          onFiltersChange = () => {},
        } = props;
        return (
          <div className={LIST_CLASS}>
            <OfferListFrame
              heading={props.heading}
              headingLevel={props.headingLevel}
              controls={{ sort, filters, onSortChange, onFiltersChange }}
              notice={{
                order: sort,
                warning: props.warning,
                paid: hasPaidPlacement(props.offers),
                lead: leadOrderShown(sort, props),
              }}
              live={(ids) => (
                <DeferredPart
                  className={LIVE_CLASS}
                  pristine={pristine}
                  arrange={(server) => {
                    const order = orders[sort];
                    if (!order || reorderCards(server, order)) return;
                    console.warn('[przelewik] the cards on the page are not the offers of its data');
                    setMovable(false);
                  }}
                  render={({ OfferListBody }) => (
                    <OfferListBody
                      {...props}
                      ids={ids}
                      sort={sort}
                      filters={filters}
                      onFiltersChange={onFiltersChange}
                    />
                  )}
                />
              )}
            />
          </div>
        );
      }}
    />
  );
}
