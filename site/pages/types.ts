import type { ComponentType } from 'react';
import type { RouteDef } from '../routes';

export interface PageProps<D = unknown> {
  route: RouteDef;
  params: Record<string, string>;
  /** The page's data, from its prerendered payload (or the API for routes not prerendered). */
  data: D;
}

export interface Head {
  title: string;
  description: string;
  /** e.g. 'noindex, follow' (set by the noindex middleware). */
  robots?: string;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: object[];
  /** When the same content lives at several paths: the one search engines should index. */
  canonicalPath?: string;
  /** Social image, absolute path; the default is the 1200×630 WebP. */
  image?: string;
}

/** What every page chunk exports. Page chunks hold templates only; content comes as data (site/data.ts).
 * The data type is per page; the registry holds pages of different data types, hence the `any` default. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: pages of every data type, one registry.
export interface PageModule<D = any> {
  default: ComponentType<PageProps<D>>;
  head(props: PageProps<D>): Head;
  /** Styles the page needs beyond the layout's (widget CSS), inlined into its HTML. */
  styles?: string[];
  /** Styles of its sections far below the first screen only (`.pz-far`): published as a file the page links once
   * it has painted (site/app/far-sections.ts); the router adds them with `styles`. */
  farStyles?: string[];
  /** The page marks its interactive parts with <Island> (site/app/islands.ts); the rest is never hydrated. */
  islands?: boolean;
  /** false: the place kept for the cookie banner stays empty until the banner comes, rather than showing its words
   * from the first paint (site/app/Layout.tsx), where they are not the page's largest text and cost bytes. */
  consentPreview?: boolean;
  /** With `islands`: the part of the data the islands read, which is all the HTML carries inline (none without
   * it); the router fetches a page's full payload when it shows the page again. */
  islandData?(data: D): unknown;
  /** false: the islands' data (a page that is one island: all its data) is published beside the page
   * (`islands.json`) and fetched with the first screen's chunks once the page has painted, not carried in the HTML,
   * so the document fits its first round trip. */
  inlineData?: boolean;
}
