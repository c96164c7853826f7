// Amount and term sliders over a live list of lender cards, as the prerender and the client router render them:
// the list is priced for the loan on the screen from the first render (contracts/offer.ts, through the cards).
import { OfferList } from '../../widgets/OfferList/OfferList';
import { LIST_CLASS, OffersFrame, type OffersBrowserProps } from './OffersFrame';

export { TOGGLE, TOGGLE_WITH_FILTERS, type OffersBrowserProps } from './OffersFrame';

export function OffersBrowser(props: OffersBrowserProps) {
  return (
    <OffersFrame
      {...props}
      fromAddress
      list={(listProps) => (
        <div className={LIST_CLASS}>
          <OfferList {...listProps} />
        </div>
      )}
    />
  );
}
