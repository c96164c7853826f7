import { useEffect, useState } from 'react';
import { installTypography } from '../../widgets/text/install';
import type { PageName } from '../pages';
import type { PageModule, PageProps } from '../pages/types';
import { PageBoundary } from './ErrorBoundary';
import { Island } from './Island';
import { Layout } from './Layout';
import { HIDDEN, type ProgressState } from './progress';

// Polish no-break spaces in every text the site renders (docs/writing.md); the prerender and the browser both load
// this module, so the server's HTML and the hydrated page agree.
installTypography();

/** What is on screen: the page, its props, and the URL it is for. */
export interface View {
  key: PageName;
  page: PageModule;
  props: PageProps;
  url: string;
}

/** The fetch state of the page data on screen (SPEC §3 "Fetch state": error, pending, timestamp). */
export interface RouteFetchState {
  pending: boolean;
  /** The Polish message of the last failed load, or null. */
  error: string | null;
  /** When the data on screen arrived (ms), null while the first load is pending. */
  timestamp: number | null;
}

/** The prerendered page arrived with the HTML: nothing pending, no error, no fetch time. */
export const PRERENDERED: RouteFetchState = { pending: false, error: null, timestamp: null };

export interface ShellControls {
  show(view: View): void;
  progress(state: ProgressState): void;
  fetchState(state: RouteFetchState): void;
}

/** The whole page: the same tree on the server (prerender) and in the browser (hydrate, then the router). */
export function Shell({ initial, onReady }: { initial: View; onReady?: (controls: ShellControls) => void }) {
  const [view, setView] = useState(initial);
  const [progress, setProgress] = useState<ProgressState>(HIDDEN);
  const [fetchState, setFetchState] = useState<RouteFetchState>(PRERENDERED);
  useEffect(() => {
    onReady?.({ show: setView, progress: setProgress, fetchState: setFetchState });
  }, []);
  const Page = view.page.default;
  return (
    <Layout progress={progress} busy={fetchState.pending} consentPreview={view.page.consentPreview !== false}>
      <PageBoundary key={view.url}>
        {/* A page that marks its own islands is static around them; any other page is one island. */}
        {view.page.islands ? (
          <Page {...view.props} />
        ) : (
          <Island name="page">
            <Page {...view.props} />
          </Island>
        )}
      </PageBoundary>
    </Layout>
  );
}
