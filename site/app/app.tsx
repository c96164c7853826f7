// The client router and the full page tree, fetched on the first internal link the visitor follows (or a page
// that navigates by itself). Until then the page is static HTML with hydrated islands; from the first navigation
// on, the Shell renders every page, with the same markup the prerender wrote.
import { render } from 'preact';
import { createHttpClient, type RuntimeConfig } from './http';
import { createRouteData } from './route-data';
import { startRouter } from './router';
import { Shell, type ShellControls, type View } from './Shell';

export interface AppDeps {
  root: HTMLElement;
  runtime: RuntimeConfig;
  /** Unmounts the islands of the first page before the Shell takes the root over. */
  unmountIslands(): void;
}

export function startApp({ root, runtime, unmountIslands }: AppDeps): { navigate(url: string): Promise<void> } {
  let live: ShellControls | null = null;
  let latest: View | null = null;
  const controls: ShellControls = {
    show(view) {
      latest = view;
      if (live) return live.show(view);
      unmountIslands();
      root.textContent = '';
      render(
        <Shell
          initial={view}
          onReady={(shell) => {
            live = shell;
            if (latest && latest !== view) shell.show(latest); // a second navigation won the race
          }}
        />,
        root,
      );
    },
    progress: (state) => live?.progress(state),
    fetchState: (state) => live?.fetchState(state),
  };
  const loadData = createRouteData({ http: createHttpClient(runtime, fetch.bind(window)), importModule: (url) => import(/* @vite-ignore */ url) });
  return startRouter({ win: window, doc: document, controls, loadData });
}
