// @vitest-environment jsdom
// The mount feature in a real DOM: widgets present at boot, added later (the MutationObserver) and through
// przelewik.mount, removed ones unmounted, the real runtime rendering a widget into its shadow root, and the offer
// list painted from our server's HTML (its server side, offer-list-html.tsx, stands in for the route).
import { FIXTURE_PRICING_LAW as LAW } from '../../../contracts/law-fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowDom } from '../../env';
import { parsePageConfig } from '../../../contracts/page-config';
import { createSignals } from '../../signals';
import { fakeEnv } from '../../testing/fake-env';
import type { FeatureContext } from '../../contract';
import { createMounter, MOUNTED_ATTR, start } from './index';
import { WIDGET_EVENT } from './runtime';
import { OFFERS } from '../../../contracts/lenders';
import { offerListFromQuery, offerListQuery, WIDGET_HTML_API } from './html-api';
import { renderOfferList } from './offer-list-html';
import { widgetSpec } from './props';
import { lawOn } from '../../../contracts/law';

const WARNING = lawOn('2026-11-28').advertising!.warning;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function context(): FeatureContext & { env: ReturnType<typeof fakeEnv> } {
  const env = fakeEnv({ dom: windowDom(window) });
  return {
    env,
    config: parsePageConfig({}, 'https://przelewik.example').config,
    base: 'https://przelewik.example/',
    attribution: {},
    signals: createSignals(env),
  };
}

function widget(name: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { przelewik?: unknown }).przelewik;
});

describe('createMounter (with a counting renderer)', () => {
  function counting() {
    const calls: string[] = [];
    const unmounted: string[] = [];
    const render = async (name: string, _el: HTMLElement, wanted: () => boolean) => {
      calls.push(name);
      await Promise.resolve();
      return wanted() ? () => void unmounted.push(name) : undefined;
    };
    return { calls, unmounted, load: render };
  }

  it('mounts what is there at boot once, warns once per unknown widget, and mounts widgets added later', async () => {
    document.body.append(widget('steps'), widget('kalkulator'));
    const ctx = context();
    const { calls, load } = counting();
    const mounter = createMounter(ctx, load);
    expect(calls).toEqual(['steps']);
    expect(ctx.env.warnings).toEqual([
      [
        expect.stringContaining(
          'data-widget="kalkulator" is not a widget (known: amount-slider, loan-sliders, offer-list',
        ),
      ],
    ]);
    const wrapper = document.createElement('section');
    wrapper.append(widget('faq'), widget('how-it-works'));
    document.body.append(wrapper);
    await flush();
    expect(calls).toEqual(['steps', 'faq', 'how-it-works']);
    expect(mounter.mount(document.querySelector('[data-widget="faq"]'))).toBe(false);
    mounter.stop();
  });

  it('unmounts widgets taken out of the page, keeps moved ones, and never renders one removed before its chunks came', async () => {
    const kept = widget('faq');
    const removed = widget('how-it-works');
    document.body.append(kept, removed);
    const ctx = context();
    const { unmounted, load } = counting();
    const mounter = createMounter(ctx, load);
    await flush();
    removed.remove();
    document.body.prepend(kept); // a move: out and back in one batch
    await flush();
    expect(unmounted).toEqual(['how-it-works']);
    expect(removed.hasAttribute(MOUNTED_ATTR)).toBe(false);
    expect(mounter.mounted()).toEqual([kept]);
    // In a framework's own shadow root, which the observer does not see: mounted and unmounted by hand.
    const early = widget('steps');
    const shell = document.createElement('div');
    document.body.append(shell);
    shell.attachShadow({ mode: 'open' }).append(early);
    expect(mounter.mount(early)).toBe(true);
    expect(mounter.unmount(early)).toBe(true);
    await flush();
    expect(unmounted).toEqual(['how-it-works']);
    expect(mounter.mounted()).toEqual([kept]);
    mounter.stop();
  });
});

describe('the real runtime', () => {
  it('renders into a shadow root with the nonce, tells the page, and unmount leaves nothing behind; przelewik.mount/unmount work', async () => {
    (window as { przelewik?: unknown }).przelewik = [];
    const ctx = context();
    ctx.env.nonce = 'abc';
    const host = widget('steps', { 'data-heading': 'Jak to wygląda', 'data-sub1': 'blog' });
    const events: unknown[] = [];
    host.addEventListener(WIDGET_EVENT, (event) => events.push((event as CustomEvent).detail));
    const outside = document.createElement('div');
    document.body.append(outside);
    start(ctx);
    const api = (window as unknown as { przelewik: { mount(el: unknown): boolean; unmount(el: unknown): boolean } })
      .przelewik;
    outside.attachShadow({ mode: 'open' }).append(host); // in a framework's own shadow root: the observer cannot see it
    await flush();
    expect(host.shadowRoot).toBeNull();
    expect(api.mount(host)).toBe(true);
    await expect
      .poll(() => host.shadowRoot?.querySelector('h2')?.textContent, { timeout: 20_000 })
      .toBe('Jak to wygląda');
    expect(host.shadowRoot!.querySelector('style')!.nonce).toBe('abc');
    expect(host.shadowRoot!.querySelectorAll('li')).toHaveLength(4);
    expect(api.unmount(host)).toBe(true);
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    expect(events).toEqual([
      { widget: 'steps', type: 'mount', sub1: 'blog' },
      { widget: 'steps', type: 'unmount', sub1: 'blog' },
    ]);
    // Mounted again into the same shadow root.
    expect(api.mount(host)).toBe(true);
    await expect.poll(() => host.shadowRoot?.querySelectorAll('li').length, { timeout: 20_000 }).toBe(4);
    expect(ctx.env.warnings).toEqual([]);
  });

  it('data-target="new-tab": a link that leaves the page opens a new tab without an opener, as the reader follows it; the default leaves it alone', async () => {
    const ctx = context();
    const tab = widget('loan-sliders', { 'data-target': 'new-tab' });
    const same = widget('loan-sliders');
    document.body.append(tab, same);
    const mounter = createMounter(ctx);
    await expect
      .poll(
        () => tab.shadowRoot?.querySelector('a.pz-embed__cta') && same.shadowRoot?.querySelector('a.pz-embed__cta'),
        { timeout: 20_000 },
      )
      .toBeTruthy();
    const follow = (host: HTMLElement) => {
      const link = host.shadowRoot!.querySelector<HTMLAnchorElement>('a.pz-embed__cta')!;
      // Only the attributes matter here: jsdom would otherwise try to navigate.
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      return [link.getAttribute('target'), link.getAttribute('rel')];
    };
    expect(follow(tab)).toEqual(['_blank', 'noopener']);
    expect(follow(same)).toEqual([null, null]);
    expect(ctx.env.warnings).toEqual([]);
    mounter.stop();
  });

  it('a data-target the widget does not take is one warning naming the values it does; the widget keeps the same tab', async () => {
    const ctx = context();
    const host = widget('loan-sliders', { 'data-target': 'stay' });
    document.body.append(host);
    const mounter = createMounter(ctx);
    await expect.poll(() => host.shadowRoot?.querySelector('a.pz-embed__cta'), { timeout: 20_000 }).toBeTruthy();
    const link = host.shadowRoot!.querySelector<HTMLAnchorElement>('a.pz-embed__cta')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(link.hasAttribute('target')).toBe(false);
    expect(ctx.env.warnings).toEqual([
      ['widget "loan-sliders": ignored invalid data-target (accepted: same-tab, new-tab)'],
    ]);
    mounter.stop();
  });
});

describe('the card form', () => {
  it('without a payment operator is not mounted: one warning names the setting, nothing is fetched or shown, no event', async () => {
    const ctx = context();
    const host = widget('credit-card');
    const events: unknown[] = [];
    host.addEventListener(WIDGET_EVENT, (event) => events.push((event as CustomEvent).detail));
    document.body.append(host);
    const mounter = createMounter(ctx);
    // The check comes with the widget runtime's chunk (render.ts).
    await vi.waitFor(() => expect(ctx.env.warnings).not.toEqual([]), { timeout: 20_000 });
    await flush();
    expect(ctx.env.warnings).toEqual([
      [
        'widget "credit-card" is not shown: no payment operator is configured (set data-payu-pos-id to your PayU POS id)',
      ],
    ]);
    expect(host.shadowRoot).toBeNull();
    expect(events).toEqual([]);
    expect(ctx.env.requests).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    mounter.stop();
  });

  it('with a POS id, loads PayU’s SDK with the nonce, and hears "card" with PayU’s token only once PayU gave it', async () => {
    const ctx = context();
    ctx.env.nonce = 'n1';
    let answer: (result: unknown) => void = () => {};
    // A stand-in of PayU's SDK: defines window.PayU when the script "loads".
    const sdk = {
      secureForms: () => ({ add: () => ({ render: () => undefined, on: () => undefined, remove: () => undefined }) }),
      tokenize: () => new Promise((resolve) => (answer = resolve)),
    };
    const added: HTMLScriptElement[] = [];
    new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement) {
            added.push(node);
            (window as { PayU?: unknown }).PayU = () => sdk;
            node.dispatchEvent(new Event('load'));
          }
        });
    }).observe(document.head, { childList: true });
    const host = widget('credit-card', {
      'data-payu-pos-id': '300746',
      'data-payu-environment': 'sandbox',
      'data-sub1': 'x',
    });
    const events: Array<Record<string, string>> = [];
    host.addEventListener(WIDGET_EVENT, (event) => events.push((event as CustomEvent).detail));
    document.body.append(host);
    const mounter = createMounter(ctx);
    const button = () => host.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]');
    await expect.poll(() => button()?.disabled, { timeout: 20_000 }).toBe(false);
    expect(added.map((s) => [s.src, s.getAttribute('nonce')])).toEqual([
      ['https://secure.snd.payu.com/javascript/sdk', 'n1'],
    ]);
    button()!.click();
    await flush();
    expect(host.shadowRoot!.textContent).not.toContain('Karta przyjęta');
    expect(events.map((e) => e.type)).toEqual(['mount']);
    answer({ status: 'SUCCESS', body: { token: 'TOK_STANDIN', mask: '411111******1111' } });
    await expect.poll(() => host.shadowRoot!.textContent, { timeout: 5_000 }).toContain('Karta przyjęta');
    expect(events.at(-1)).toEqual({
      widget: 'credit-card',
      type: 'card',
      token: 'TOK_STANDIN',
      operator: 'payu',
      sub1: 'x',
    });
    mounter.stop();
    delete (window as { PayU?: unknown }).PayU;
  });
});

// The offer list's first paint: its options as read, and a page whose loader reaches our server.
const spec = (dataset: Record<string, string>) => {
  const { spec: read } = widgetSpec({ widget: 'offer-list', ...dataset });
  if (read?.widget !== 'offer-list') throw new Error('not an offer list');
  return read;
};
const OPTIONS = { 'data-amount': '2000', 'data-term': '30', 'data-limit': '3', 'data-sub1': 'blog' };
const OPTIONS_READ = { amount: '2000', term: '30', limit: '3', sub1: 'blog' };

/** A page whose loader reaches our server: the HTML route answers `html` (a status), the stylesheet route CSS. */
function serverContext(html: (url: URL) => Response) {
  const ctx = context();
  ctx.config = parsePageConfig({ providerId: 'partner-42' }, 'https://przelewik.example').config;
  ctx.env.href = 'https://partner.example/ranking/?sub2=kw-1';
  ctx.env.nonce = 'abc';
  ctx.env.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    ctx.env.requests.push({ url: url.href, init: undefined });
    if (url.pathname === `${WIDGET_HTML_API}/offer-list.css`)
      return new Response(':host{display:block}', { headers: { 'content-type': 'text/css' } });
    if (url.pathname === `${WIDGET_HTML_API}/offer-list`) return html(url);
    if (url.pathname === '/api/offers')
      return Response.json({ offers: OFFERS.slice(0, 2), law: LAW, warning: WARNING });
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  return ctx;
}
const rendered = (url: URL) => {
  const read = offerListFromQuery(Object.fromEntries(url.searchParams));
  if (!read.ok) return Response.json({ ok: false, error: read.error }, { status: 400 });
  return Response.json(renderOfferList(read.value, OFFERS, false, LAW, WARNING));
};

describe('the offer list from our server’s HTML (first paint)', () => {
  it('puts the server’s list into the shadow root with its stylesheet and nonce, our host and the partner’s values on the links, and tells the page', async () => {
    const ctx = serverContext(rendered);
    const host = widget('offer-list', { ...OPTIONS, 'data-limit': '99' });
    const events: unknown[] = [];
    host.addEventListener(WIDGET_EVENT, (event) => events.push((event as CustomEvent).detail));
    document.body.append(host);
    const mounter = createMounter(ctx);
    await expect.poll(() => host.shadowRoot?.querySelectorAll('article.pz-card').length, { timeout: 20_000 }).toBe(5);
    const style = host.shadowRoot!.querySelector('style')!;
    expect(style.nonce).toBe('abc');
    expect(style.textContent).toMatch(/^:host\{display:block\}.*\.pz-b[0-9a-f]{12}\{background:/);
    const all = [...host.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    const hrefs = all.filter((href) => href.includes('/transition/'));
    expect(hrefs).toHaveLength(5);
    // The order rule and our terms, on our host, without the partner's values (no click to record there).
    expect(all.filter((href) => !href.includes('/transition/'))).toEqual([
      'https://przelewik.example/terms-and-conditions/#kolejnosc-ofert',
      'https://przelewik.example/terms-and-conditions/',
    ]);
    expect(host.shadowRoot!.querySelector('.pz-credit-warning')?.textContent).toBe(WARNING);
    for (const href of hrefs)
      expect(href).toMatch(
        /^https:\/\/przelewik\.example\/transition\/\?offer=\d+&amount=2000&term=30&sub1=blog&sub2=kw-1&provider=partner-42&placement=widget$/,
      );
    // The HTML asked for the options as read (the refused limit fell back to 5), and nothing else was fetched.
    expect(ctx.env.requests.map((r) => new URL(r.url).pathname).sort()).toEqual([
      `${WIDGET_HTML_API}/offer-list`,
      `${WIDGET_HTML_API}/offer-list.css`,
    ]);
    expect(ctx.env.requests.find((r) => !r.url.includes('.css'))!.url).toBe(
      `https://przelewik.example${WIDGET_HTML_API}/offer-list?${offerListQuery(spec({ amount: '2000', term: '30', limit: '5' }))}`,
    );
    expect(ctx.env.warnings).toEqual([['widget "offer-list": ignored invalid data-limit']]);
    expect(mounter.unmount(host)).toBe(true);
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    expect(events).toEqual([
      { widget: 'offer-list', type: 'mount', sub1: 'blog' },
      { widget: 'offer-list', type: 'unmount', sub1: 'blog' },
    ]);
    mounter.stop();
  });

  it('data-target="new-tab" opens every link of the server’s list in a new tab without an opener; the HTML asked for is the same', async () => {
    const ctx = serverContext(rendered);
    const host = widget('offer-list', { ...OPTIONS, 'data-target': 'new-tab' });
    document.body.append(host);
    const mounter = createMounter(ctx);
    await expect.poll(() => host.shadowRoot?.querySelectorAll('article.pz-card').length, { timeout: 20_000 }).toBe(3);
    const links = [...host.shadowRoot!.querySelectorAll('a')];
    expect(links).toHaveLength(5);
    for (const a of links) expect([a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    // One cached answer serves every partner: where links open is not part of the request.
    expect(ctx.env.requests.find((r) => !r.url.includes('.css'))!.url).toBe(
      `https://przelewik.example${WIDGET_HTML_API}/offer-list?${offerListQuery(spec(OPTIONS_READ))}`,
    );
    expect(ctx.env.warnings).toEqual([]);
    mounter.stop();
  });

  it('an unknown category is one warning; the list is all offers', async () => {
    const ctx = serverContext((url) =>
      Response.json({
        ...renderOfferList(spec({}), OFFERS, true, LAW, WARNING),
        unknownCategory: url.searchParams.get('category') === 'nie-ma',
      }),
    );
    const host = widget('offer-list', { 'data-category': 'nie-ma' });
    document.body.append(host);
    const mounter = createMounter(ctx);
    await expect.poll(() => host.shadowRoot?.querySelectorAll('article.pz-card').length, { timeout: 20_000 }).toBe(5);
    expect(ctx.env.warnings).toEqual([
      ['widget "offer-list": ignored invalid data-category (no loan category "nie-ma")'],
    ]);
    mounter.stop();
  });
});

describe('the offer list when our server cannot answer', () => {
  it('when our server cannot answer, the widget is rendered in the browser, and refused options are still one warning', async () => {
    const ctx = serverContext(() => Response.json({ ok: false, error: 'offers are not available' }, { status: 503 }));
    const host = widget('offer-list', { ...OPTIONS, 'data-amount': 'dużo' });
    const events: unknown[] = [];
    host.addEventListener(WIDGET_EVENT, (event) => events.push((event as CustomEvent).detail));
    document.body.append(host);
    const mounter = createMounter(ctx);
    await expect.poll(() => host.shadowRoot?.querySelectorAll('article.pz-card').length, { timeout: 20_000 }).toBe(2);
    expect(ctx.env.requests.some((r) => new URL(r.url).pathname === '/api/offers')).toBe(true);
    const all = [...host.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    const cards = all.filter((href) => href.includes('/transition/'));
    expect(cards).toHaveLength(2);
    for (const href of cards)
      expect(href).toMatch(
        /^https:\/\/przelewik\.example\/transition\/\?offer=\d+&amount=1500&term=30&sub1=blog&sub2=kw-1&provider=partner-42&placement=widget$/,
      );
    // The browser's list says the same as the server's: the warning our API answered, the order line, our notice.
    expect(all.filter((href) => !href.includes('/transition/'))).toEqual([
      'https://przelewik.example/terms-and-conditions/#kolejnosc-ofert',
      'https://przelewik.example/terms-and-conditions/',
    ]);
    expect(host.shadowRoot!.querySelector('.pz-credit-warning')?.textContent).toBe(WARNING);
    expect(ctx.env.warnings).toEqual([['widget "offer-list": ignored invalid data-amount']]);
    expect(events).toEqual([{ widget: 'offer-list', type: 'mount', sub1: 'blog' }]);
    mounter.stop();
  });
});
