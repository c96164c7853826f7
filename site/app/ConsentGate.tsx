// Loads the cookie banner only when it is needed: a visitor without a valid stored choice (a first visit, an
// older revision, a choice older than 12 months), or a click on the footer's „Ustawienia cookies”. Returning
// visitors never download it. Renders nothing while prerendering, so hydration matches; the banner is fixed to
// the bottom of the screen, so appearing later moves nothing on the page. The loader reads the same stored choice.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { hasValidChoice } from './consent-choice';
import { releaseConsentSpace } from './consent-space';
import { CONSENT_OPEN_EVENT, openCookieSettings } from '../../widgets/CookieConsent/useCookieConsent';

/**
 * @param openAtStart the visitor asked for the settings (the footer's button) before the gate was live.
 * @param onSettled called once: the banner is on the screen, or none is needed, or its chunk failed. The client
 *   starts the loader and the other late islands after it, so the banner does not wait behind them.
 */
export function ConsentGate({ openAtStart = false, onSettled }: { openAtStart?: boolean; onSettled?: () => void }) {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const requested = useRef(false);
  const askedAtStart = useRef(openAtStart);
  const settle = useRef(onSettled);
  const settled = () => {
    const run = settle.current;
    settle.current = undefined;
    run?.();
  };

  useEffect(() => {
    const load = (open: boolean) => {
      if (open) setOpenWhenLoaded(true);
      if (requested.current) return;
      requested.current = true;
      void import('./ConsentBanner').then(
        (mod) => setBanner(() => mod.default),
        () => {
          requested.current = false; // offline: a later click tries again
          releaseConsentSpace(document); // no bar is coming: the page takes its place back
          settled();
        },
      );
    };
    if (askedAtStart.current) {
      askedAtStart.current = false;
      load(true);
    } else if (!hasValidChoice()) load(false);
    else {
      releaseConsentSpace(document);
      settled();
    }
    // Until the banner is here, the footer's request to open it is ours to keep; after that the widget listens.
    const onOpen = () => {
      if (!Banner) load(true);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  }, [Banner]);

  // The widget shows its bar in an effect of its own: settle after the next frame, when the bar is painted.
  useEffect(() => {
    if (!Banner) return;
    const id = requestAnimationFrame(() => setTimeout(settled, 0));
    return () => cancelAnimationFrame(id);
  }, [Banner]);

  // The widget registers its own listener in an effect when it mounts: ask it to open once that has run.
  useEffect(() => {
    if (!Banner || !openWhenLoaded) return;
    setOpenWhenLoaded(false);
    setTimeout(() => openCookieSettings(), 0);
  }, [Banner, openWhenLoaded]);

  return Banner ? <Banner /> : null;
}
