// A category page's offers: the loan sliders and the offer list that follows them (on the first screen).
// A component of its own, so the island is a chunk of its own that the prerender can preload.
import type { ComponentProps } from 'react';
import { OffersBrowser } from '../components/OffersBrowser';

export default function OffersIsland(props: ComponentProps<typeof OffersBrowser>) {
  return <OffersBrowser {...props} />;
}
