import { useEffect, useState } from 'react';
import type { PageName } from '../pages';
import type { PageModule, PageProps } from '../pages/types';
import { PageBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { HIDDEN, type ProgressState } from './progress';

/** What is on screen: the page, its props, and the URL it is for. */
export interface View {
  key: PageName;
  page: PageModule;
  props: PageProps;
  url: string;
}

export interface ShellControls {
  show(view: View): void;
  progress(state: ProgressState): void;
}

/** The whole page: the same tree on the server (prerender) and in the browser (hydrate, then the router). */
export function Shell({ initial, onReady }: { initial: View; onReady?: (controls: ShellControls) => void }) {
  const [view, setView] = useState(initial);
  const [progress, setProgress] = useState<ProgressState>(HIDDEN);
  useEffect(() => {
    onReady?.({ show: setView, progress: setProgress });
  }, []);
  const Page = view.page.default;
  return (
    <Layout progress={progress}>
      <PageBoundary key={view.url}>
        <Page {...view.props} />
      </PageBoundary>
    </Layout>
  );
}
