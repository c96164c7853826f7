// The client router and the full page tree, fetched on the first internal link the visitor follows (or a page
// that navigates by itself). Until then the page is static HTML with hydrated islands; from the first navigation
// on, the Shell renders every page, with the same markup the prerender wrote.
import { render } from 'preact';
import { createHttpClient, type RuntimeConfig } from './http';
import { createRouteData } from './route-data';
import { startRouter } from './router';
import { preloadModules } from './preload';
import { progressAttributes, progressStyle } from './ProgressBar';
import type { ProgressState } from './progress';
import { Shell, type ShellControls, type View } from './Shell';

/** Until the Shell renders, the first navigation shows its progress on the prerendered bar and <main>. */
function paintStatic(root: HTMLElement, state: ProgressState): void {
  const bar = root.querySelector<HTMLElement>('.pz-progress');
  if (!bar) return;
  for (const [name, value] of Object.entries(progressAttributes(state))) {
    if (value === undefined) bar.removeAttribute(name);
    else bar.setAttribute(name, value);
  }
  const style = progressStyle(state);
  bar.style.transform = style.transform;
  bar.style.transitionDuration = style.transitionDuration ?? '';
}

export interface AppDeps {
  root: HTMLElement;
  runtime: RuntimeConfig;
  /** Unmounts the islands of the first page before the Shell takes the root over. */
  unmountIslands(): void;
}

export function startApp({ root, runtime, unmountIslands }: AppDeps): {
  navigate(url: string): Promise<void>;
  prefetch(url: string): void;
} {
  let live: ShellControls | null = null;
  let latest: View | null = null;
  // Between rendering the Shell and its controls arriving (an effect), states are kept for it.
  let rendered = false;
  let pendingProgress: ProgressState | null = null;
  let pendingFetch: Parameters<ShellControls['fetchState']>[0] | null = null;
  const controls: ShellControls = {
    show(view) {
      latest = view;
      if (live) return live.show(view);
      unmountIslands();
      root.textContent = '';
      rendered = true;
      render(
        <Shell
          initial={view}
          onReady={(shell) => {
            live = shell;
            if (latest && latest !== view) shell.show(latest); // a second navigation won the race
            if (pendingProgress) shell.progress(pendingProgress);
            if (pendingFetch) shell.fetchState(pendingFetch);
          }}
        />,
        root,
      );
    },
    progress: (state) => {
      if (live) live.progress(state);
      else if (rendered) pendingProgress = state;
      else paintStatic(root, state);
    },
    fetchState: (state) => {
      if (live) return live.fetchState(state);
      if (rendered) {
        pendingFetch = state;
        return;
      }
      const main = root.querySelector('main');
      if (state.pending) main?.setAttribute('aria-busy', 'true');
      else main?.removeAttribute('aria-busy');
    },
  };
  const loadData = createRouteData({
    http: createHttpClient(runtime, fetch.bind(window)),
    importModule: (url) => import(/* @vite-ignore */ url),
  });
  const preloadPage = (key: Parameters<typeof loadData.chunksOf>[0]) =>
    void loadData.chunksOf(key).then((paths) => preloadModules(document, paths));
  return startRouter({ win: window, doc: document, controls, loadData, preloadPage });
}
