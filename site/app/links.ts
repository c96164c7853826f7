// Links the pages build, in one small module (page chunks import it without pulling in any widget).
// The transition link is shared with the widgets the loader mounts on partner pages (contracts/offer-links.ts).
export { transitionHref } from '../../contracts/offer-links';
