// A category page's offers: the loan sliders and the offer list that follows them.
export { OffersBrowser as default } from '../components/OffersBrowser';
