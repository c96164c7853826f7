// The push opt-in prompt (SPEC §2): an overlay in a shadow root, so the host page's CSS cannot reach it and its
// CSS cannot reach the page. Its stylesheet comes from the CDN base; the prompt stays hidden until it has
// loaded, so the visitor never sees it unstyled. Fixed position: it adds no layout shift. Every text is set
// with textContent, never as HTML.
import type { PromptButton } from './layout';
import type { PromptTexts } from './texts';

/** The host element's tag: a custom element name no host-page selector like `div` or `p` matches. */
export const PROMPT_TAG = 'przelewik-push-prompt';

export interface PromptView {
  doc: Document;
  texts: PromptTexts;
  iconUrl: string;
  arrowUrl: string;
  stylesheetUrl: string;
  order: readonly [PromptButton, PromptButton];
  arrowShifted: boolean;
  nonce: string | undefined;
  onAllow(): void;
  /** Decline and close are the same answer (SPEC §4). */
  onDecline(): void;
}

export interface ShownPrompt {
  host: HTMLElement;
  /** Removes the overlay; safe to call twice. */
  remove(): void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The × of the close button, built node by node like everything else (no innerHTML anywhere). */
function closeIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of [
    ['viewBox', '0 0 24 24'],
    ['width', '20'],
    ['height', '20'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ])
    svg.setAttribute(name!, value!);
  const path = doc.createElementNS(SVG_NS, 'path');
  for (const [name, value] of [
    ['d', 'M6 6l12 12M18 6L6 18'],
    ['stroke', 'currentColor'],
    ['stroke-width', '2.2'],
    ['stroke-linecap', 'round'],
    ['fill', 'none'],
  ])
    path.setAttribute(name!, value!);
  svg.append(path);
  return svg;
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Adds the prompt to the page body once its stylesheet has loaded. Rejects (and leaves nothing behind) when
 * the stylesheet fails to load or the page has no body; the caller logs it.
 */
export function showPrompt(view: PromptView): Promise<ShownPrompt> {
  const { doc, texts } = view;
  const body = doc.body;
  if (!body) return Promise.reject(new Error('the page has no body'));
  const host = doc.createElement(PROMPT_TAG);
  // Inline, so no host-page rule can move or hide it (inline beats selectors); hidden until styled.
  // Through CSSOM, not a style attribute: a page's CSP (style-src-attr, ours included) refuses style attributes
  // set from script, never CSSOM properties. `all` first, so the properties after it win.
  const hostStyle: [string, string][] = [
    ['all', 'initial'],
    ['position', 'fixed'],
    ['top', '0'],
    ['left', '0'],
    ['z-index', '2147483647'],
    ['display', 'none'],
  ];
  for (const [name, value] of hostStyle) host.style.setProperty(name, value);
  const root = host.attachShadow({ mode: 'open' });

  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = view.stylesheetUrl;
  if (view.nonce) link.nonce = view.nonce;

  const dialog = el(doc, 'div', 'pz-push');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'false');
  dialog.setAttribute('aria-labelledby', 'pz-push-message');
  dialog.lang = texts.lang;
  dialog.dir = texts.dir;

  const arrow = el(doc, 'img', view.arrowShifted ? 'pz-push__arrow pz-push__arrow--shifted' : 'pz-push__arrow');
  arrow.src = view.arrowUrl;
  arrow.alt = '';
  arrow.width = 64;
  arrow.height = 64;
  arrow.setAttribute('aria-hidden', 'true');

  const card = el(doc, 'div', 'pz-push__card');
  const icon = el(doc, 'img', 'pz-push__icon');
  icon.src = view.iconUrl;
  icon.alt = texts.iconAlt;
  icon.width = 48;
  icon.height = 48;
  const message = el(doc, 'p', 'pz-push__message', texts.message);
  message.id = 'pz-push-message';
  const close = el(doc, 'button', 'pz-push__close');
  close.type = 'button';
  close.setAttribute('aria-label', texts.close);
  close.title = texts.close;
  close.append(closeIcon(doc));
  const actions = el(doc, 'div', 'pz-push__actions');
  const buttons: Record<PromptButton, HTMLButtonElement> = {
    allow: el(doc, 'button', 'pz-push__button pz-push__button--allow', texts.allow),
    decline: el(doc, 'button', 'pz-push__button pz-push__button--decline', texts.decline),
  };
  for (const name of view.order) {
    const button = buttons[name];
    button.type = 'button';
    button.dataset.action = name;
    actions.append(button);
  }
  card.append(icon, message, close, actions);
  dialog.append(arrow, card);
  root.append(link, dialog);

  let answered = false;
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    host.remove();
  };
  const answer = (fn: () => void) => () => {
    if (answered) return;
    answered = true;
    fn();
  };
  const decline = answer(view.onDecline);
  buttons.allow.addEventListener('click', answer(view.onAllow));
  buttons.decline.addEventListener('click', decline);
  close.addEventListener('click', decline);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') decline();
  });

  return new Promise<ShownPrompt>((resolve, reject) => {
    link.addEventListener('load', () => {
      if (removed) return;
      host.style.display = 'block';
      resolve({ host, remove });
    });
    link.addEventListener('error', () => {
      remove();
      reject(new Error(`stylesheet ${view.stylesheetUrl} did not load`));
    });
    // First in the body, so keyboard users meet it first; position fixed keeps the page's layout as it was.
    body.prepend(host);
  });
}
