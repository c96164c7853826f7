// A category page's offers: the loan sliders and the offer list that follows them (on the first screen).
// Only the controls hydrate at once. The cards stay the server's HTML, priced by the cost model for the page's
// loan, until the visitor asks for another loan (or the address carries one): then the list's chunk (the cards,
// their CSS and the cost model) renders them for that loan. The chunk is fetched when the browser is idle after
// `load`, or at the first touch of the controls, so the first screen hydrates without it (docs/performance.md).
import { useEffect, useState, type ComponentType } from 'react';
import type { OfferListProps } from '../../widgets/OfferList/OfferList';
import { LIST_CLASS, OffersFrame, type OffersBrowserProps } from '../components/OffersFrame';

let listChunk: Promise<ComponentType<OfferListProps>> | null = null;
/** The list's chunk, fetched once; a failure lets a later call try again. */
export function loadOfferList(): Promise<ComponentType<OfferListProps>> {
  listChunk ??= import('../../widgets/OfferList/OfferList').then(
    (mod) => mod.OfferList,
    (error: unknown) => {
      listChunk = null;
      throw error;
    },
  );
  return listChunk;
}

/** After `load`, when the main thread is free (2 s at the latest): the list is ready before most visitors touch a slider. */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    addEventListener('load', idle, { once: true });
    cancel = () => removeEventListener('load', idle);
  }
  return () => cancel();
}

function DeferredList({ props, pristine }: { props: OfferListProps; pristine: boolean }) {
  const [List, setList] = useState<ComponentType<OfferListProps> | null>(null);
  useEffect(() => {
    if (List) return;
    let live = true;
    const fetchList = () =>
      void loadOfferList().then(
        (component) => {
          if (live && !pristine) setList(() => component);
        },
        (error: unknown) => console.error('[przelewik] the offer list could not be loaded:', error),
      );
    if (!pristine) fetchList();
    const stop = pristine ? whenIdleAfterLoad(fetchList) : () => {};
    return () => {
      live = false;
      stop();
    };
  }, [pristine, List]);
  if (List) {
    return (
      <div className={LIST_CLASS}>
        <List {...props} />
      </div>
    );
  }
  // The server's cards, untouched (hydration leaves inner HTML alone). Asked for another loan before the chunk is
  // here, they are marked busy and dimmed (offers.css), so no figure reads as if it were for the new loan.
  return <div className={LIST_CLASS} aria-busy={pristine ? undefined : 'true'} dangerouslySetInnerHTML={{ __html: '' }} />;
}

const prefetch = () => void loadOfferList().catch(() => undefined);

export default function OffersIsland(props: OffersBrowserProps) {
  return <OffersFrame {...props} onFirstTouch={prefetch} list={(listProps, pristine) => <DeferredList props={listProps} pristine={pristine} />} />;
}
