import { Component, type ReactNode } from 'react';
import ErrorPage, { ErrorPageFailed } from '../pages/ErrorPage';
import type { RouteDef } from '../routes';

const ERROR_ROUTE: RouteDef = { path: '/', page: 'home', name: 'Błąd' };

/** Catches a page that fails to render and shows the error page instead; if that fails too, the plain fallback. */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[przelewik] page failed to render:', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPageBoundary>
        <ErrorPage route={ERROR_ROUTE} params={{}} data={{ status: 500, message: 'An error occurred' }} />
      </ErrorPageBoundary>
    );
  }
}

/** SPEC §8: rendering the error page itself failed → 'An error occurred while showing the error page'. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
