// Browsers keep our frame on a partner's page away from our site's own storage (docs/identity.md): links from a
// partner page to our main site carry the lead id in the address, so the main site learns it (and then takes it
// out of the address bar: feature leadid).
import type { Dom } from '../../env';
import { LEAD_PARAM } from '../../../contracts/lead-keys';

/** `href` with lead_id added when it points at the main site and has none yet; null when it is left as it is. */
export function withLeadId(href: string, mainOrigin: string, leadId: string): string | null {
  try {
    const url = new URL(href);
    if (url.origin !== mainOrigin || url.searchParams.has(LEAD_PARAM)) return null;
    url.searchParams.set(LEAD_PARAM, leadId);
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Adds the lead id to a link to the main site at the moment it is followed (click, middle click, Enter), found
 * through shadow roots too (our widgets render in one). Returns the cleanup.
 */
export function carryLeadOnLinks(
  dom: Pick<Dom, 'listen'>,
  mainOrigin: string,
  leadId: () => string | undefined,
): () => void {
  const onActivate = (event: Event) => {
    const id = leadId();
    if (!id) return;
    for (const target of event.composedPath()) {
      const anchor = target as Partial<HTMLAnchorElement>;
      if (
        typeof anchor.href === 'string' &&
        typeof (target as Element).getAttribute === 'function' &&
        (target as Element).localName === 'a'
      ) {
        const next = withLeadId(anchor.href, mainOrigin, id);
        if (next) (target as HTMLAnchorElement).href = next;
        return;
      }
    }
  };
  const stops = [dom.listen('click', onActivate, true), dom.listen('auxclick', onActivate, true)];
  return () => stops.forEach((stop) => stop());
}
