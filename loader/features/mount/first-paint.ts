// The first paint of a server-rendered widget (today `offer-list`: render.ts sends it here) on a partner page:
// the widget's options are read here (one warning for refused ones, as ever), our server renders its HTML with the
// same components and the one cost model our site uses (server/site/widget-html.ts), and this puts that HTML and
// the widget's stylesheet into the element's shadow root, with our host and the partner's values on its links.
// No Preact and no widget code: the offer list on a partner page has links and no controls, so the server's HTML is
// the whole widget. When the server cannot answer, the caller renders the widget in the browser as before
// (runtime.tsx), with the options read here, and that widget shows its error state and "Spróbuj ponownie".
import type { FeatureContext } from '../../contract';
import { offerListQuery, readWidgetHtml, WIDGET_HTML_API } from './html-api';
import { partnerLinks } from './links';
import type { OfferListWidget } from './props';
import { offerListSpec } from './read-options';
import { markNewTab } from './new-tab';
import { readyToCheck } from './personal-check';
import { emitter, shadowContainer } from './shadow-style';

async function get<T>(ctx: FeatureContext, url: string, read: (response: Response) => Promise<T>): Promise<T | null> {
  if (!ctx.env.fetch) return null;
  try {
    const response = await ctx.env.fetch(url, { credentials: 'omit' });
    return response.ok ? await read(response) : null;
  } catch {
    return null;
  }
}

/**
 * Paints `host` from our server's HTML. Resolves to its unmount; to the options read when the server could not
 * answer (the caller renders the widget in the browser with them); or undefined when the element was let go
 * (`wanted()` false) while the HTML was on its way.
 */
export async function firstPaint(
  ctx: FeatureContext,
  host: HTMLElement,
  wanted: () => boolean,
): Promise<(() => void) | OfferListWidget | undefined> {
  const { env } = ctx;
  await readyToCheck(ctx, host.dataset);
  const { spec, dropped } = offerListSpec({ ...host.dataset });
  if (dropped.length > 0) env.warn(`widget "${spec.widget}": ignored invalid ${dropped.join(', ')}`);
  const base = `${ctx.config.hosts.main}${WIDGET_HTML_API}/${spec.widget}`;
  // The HTML and the stylesheet at the same time: one round trip. The stylesheet is the same for every page and is
  // versioned by the build, so browsers keep it for a year.
  const [body, css] = await Promise.all([
    get(ctx, `${base}?${offerListQuery(spec)}`, (r) => r.json() as Promise<unknown>),
    get(ctx, `${base}.css?v=${__BUILD_ID__}`, (r) => r.text()),
  ]);
  const page = readWidgetHtml(body);
  if (!page || css === null) return spec;
  if (!wanted()) return undefined;
  if (page.unknownCategory)
    env.warn(`widget "offer-list": ignored invalid data-category (no loan category "${spec.category ?? ''}")`);
  const { container, clear } = shadowContainer(host, css + page.css, env.nonce);
  try {
    // Our own server's HTML, rendered by preact-render-to-string from our components (every text escaped). A page
    // whose policy refuses HTML strings (Trusted Types) gets the widget rendered in the browser instead.
    container.innerHTML = page.html;
  } catch {
    clear();
    return spec;
  }
  const link = partnerLinks(ctx, spec.subIds);
  container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([href^="//"])').forEach((a) => {
    a.setAttribute('href', link(a.getAttribute('href') ?? '/'));
    // The server's HTML is the same for every partner; where each link opens is this page's choice (data-target).
    if (spec.target === 'new-tab') markNewTab(a, container);
  });
  const emit = emitter(host, spec.widget, spec.subIds);
  emit('mount');
  return () => {
    clear();
    emit('unmount');
  };
}
