import type { ComponentType } from 'react';
import type { RouteDef } from '../routes';

export interface PageProps {
  route: RouteDef;
  params: Record<string, string>;
}

export interface Head {
  title: string;
  description: string;
}

/** What every page chunk exports. */
export interface PageModule {
  default: ComponentType<PageProps>;
  head(props: PageProps): Head;
  /** Styles the page needs beyond the layout's (widget CSS), inlined into its HTML. */
  styles?: string[];
}
