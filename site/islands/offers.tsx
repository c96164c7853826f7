// A category page's offers: the loan sliders and the offer list that follows them (on the first screen).
// Only the controls hydrate at once. The cards stay the server's HTML, priced by the cost model for the page's
// loan, until the visitor asks for another loan (or the address carries one): then the list's chunk (the cards,
// their CSS and the cost model) renders them for that loan. The chunk is fetched when the browser is idle after
// `load`, or at the first touch of the controls, so the first screen hydrates without it (docs/performance.md).
import { LIST_CLASS, OffersFrame, type OffersBrowserProps } from '../components/OffersFrame';
import { DeferredPart, prefetchOfferList } from './deferred-list';

export { loadOfferList } from './deferred-list';

export default function OffersIsland(props: OffersBrowserProps) {
  return (
    <OffersFrame
      {...props}
      onFirstTouch={prefetchOfferList}
      list={(listProps, pristine) => (
        <DeferredPart
          className={LIST_CLASS}
          pristine={pristine}
          render={({ OfferList }) => <OfferList {...listProps} />}
        />
      )}
    />
  );
}
