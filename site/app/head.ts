// Keeps <head> and <html> in step with the page shown by the client router (the prerender writes the same
// values into the HTML: see site/document.ts).
import type { Head } from '../pages/types';
import type { View } from './Shell';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from '../seo';

function meta(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  let el = doc.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    doc.head.appendChild(el);
  }
  return el;
}

export function applyHead(doc: Document, head: Head, view: View): void {
  doc.title = head.title;
  const html = doc.documentElement;
  html.dataset.page = view.key;
  if (view.props.route.metaId === undefined) delete html.dataset.pageId;
  else html.dataset.pageId = String(view.props.route.metaId);
  const byName = (name: string) =>
    meta(doc, `meta[name="${name}"]`, () => Object.assign(doc.createElement('meta'), { name }));
  const byProperty = (property: string) =>
    meta(doc, `meta[property="${property}"]`, () => {
      const el = doc.createElement('meta');
      el.setAttribute('property', property);
      return el;
    });
  byName('description').setAttribute('content', head.description);
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (head.robots) byName('robots').setAttribute('content', head.robots);
  else robots?.remove();
  byProperty('og:title').setAttribute('content', head.title);
  byProperty('og:description').setAttribute('content', head.description);
  const path = head.canonicalPath ?? new URL(view.url).pathname;
  byProperty('og:url').setAttribute('content', canonicalUrl(path));
  byProperty('og:image').setAttribute('content', canonicalUrl(head.image ?? DEFAULT_SOCIAL_IMAGE.path));
  const canonical = meta(doc, 'link[rel="canonical"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'canonical' }),
  );
  canonical.setAttribute('href', canonicalUrl(path));
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const item of head.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(item);
    doc.head.appendChild(script);
  }
}
