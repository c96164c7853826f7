// Whether the loader runs on a partner's page: the lead frame's entry in the registry and the erasure both ask.
import { httpOrigin } from '../contracts/origin';

/** A page on another origin than the main site (the lead frame is needed only there). */
export function isPartnerPage(href: string, mainHost: string): boolean {
  const main = httpOrigin(mainHost);
  return main !== null && httpOrigin(href) !== main;
}
