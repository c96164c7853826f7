// Feature "leadframe" (SPEC §2, §4): on partner pages, a hidden frame of our main site reads the lead id kept
// there (gp=1), or keeps the lead this page knows (li={leadId}&ts). Its answer is accepted only from the main
// site's origin and from our own frame. Browsers partition the frame's storage by the partner's site, so it keeps
// one lead per partner unless the visitor grants Storage Access (docs/identity.md); links to the main site carry
// the lead id (links.ts), and the partner page's own storage keeps it for the next visit to the same partner.
//
// Consent: 'marketing' (plugins.ts). Reading and writing an identifier in the visitor's browser from a page of
// another site, to recognise the same person across sites, is not strictly necessary for anything the visitor
// asked of the partner's page: ePrivacy Directive art. 5(3) (in Poland Prawo telekomunikacyjne art. 173 / PKE
// art. 399) requires prior consent for it, and its purpose (lead generation, follow-up offers) is marketing.
import { httpOrigin, LEAD_STORAGE_KEYS, leadFrameUrl } from '../../../contracts/lead-frame';
import { storeLead } from '../../../contracts/lead-store';
import type { FeatureContext } from '../../contract';
import { askLeadFrame } from './frame';
import { carryLeadOnLinks } from './links';

/** Where a partner page lets the visible lead frame offer the Storage Access click (docs/identity.md). */
export const CONNECT_SELECTOR = '[data-przelewik-connect]';

export async function start({ env, config, signals }: FeatureContext): Promise<void> {
  const { dom, timers } = env;
  const mainOrigin = httpOrigin(config.hosts.main);
  if (!dom || !mainOrigin) return;
  let lead: string | undefined;
  // A late subscriber hears the current lead at once: `known` is what feature leadid found on this page.
  // Each lead is also kept in this page's own storage, so the same partner knows it on the next visit even
  // where the browser keeps our frame from our storage (feature leadid reads it from there).
  signals.onLead((id) => {
    lead = id;
    if (env.local.get(LEAD_STORAGE_KEYS[0]) !== id) storeLead(env.local, id, env.now());
  });
  const known = lead;
  carryLeadOnLinks(dom, mainOrigin, () => lead);
  let warned = false;
  // Not awaited: the frame may take up to FRAME_WAIT_MS, and later features must not wait for it.
  void askLeadFrame({
    dom,
    timers,
    src: leadFrameUrl(config.hosts.main, new URL(env.href).origin, known ?? null, env.now()),
    expectedOrigin: mainOrigin,
    onBadMessage: (reason) => {
      if (!warned) env.warn(`lead frame: ignored a message with a bad ${reason === 'id' ? 'lead id' : 'shape'}`);
      warned = true;
    },
  }).then((result) => {
    if (result.answer?.kind === 'lead') signals.setLead(result.answer.leadId);
    // The browser would ask the visitor, but only after a click in our frame: where the partner gave us a place
    // for it, the visible frame offers that click (docs/identity.md).
    const slot = dom.document.querySelector(CONNECT_SELECTOR);
    if (!slot || result.answer?.access !== 'prompt') return;
    void askLeadFrame({
      dom,
      timers,
      src: leadFrameUrl(config.hosts.main, new URL(env.href).origin, lead ?? null, env.now(), true),
      expectedOrigin: mainOrigin,
      container: slot,
    }).then((visible) => {
      if (visible.answer?.kind === 'lead') signals.setLead(visible.answer.leadId);
    });
  });
}
