// The one way a server page becomes HTML: a Preact element rendered to a string, which escapes every text and
// attribute value, with the Polish no-break spaces of the site's typography hook.
import { options, type JSX, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { installTypography } from '../../widgets/text/install';

// Installed as this module loads, before any page's elements exist: a tree built in the call
// (`renderPage(<Frame>…</Frame>)`) or at a module's top is made before render() runs, and would miss the spaces.
installTypography();

let rendering = false;
let hooked = false;

// preact/compat, once anything in the process imported it, moves `class` behind the other attributes: the same
// page would come out in two orders. While a page renders, `class` always comes first.
function classFirst(): void {
  if (hooked) return;
  hooked = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    const props = vnode.props as Record<string, unknown>;
    if (!rendering || typeof vnode.type !== 'string' || !('class' in props)) return;
    if (Object.keys(props)[0] === 'class') return;
    const { class: className, ...rest } = props;
    Object.assign(vnode, { props: { class: className, ...rest } });
  };
}

function render(element: JSX.Element): string {
  // Installed before any element is made, so a page's text is set the same way whatever rendered first.
  installTypography();
  classFirst();
  rendering = true;
  try {
    return renderToString(element);
  } finally {
    rendering = false;
  }
}

/** A whole document: `<!doctype html>` and the element (a `<Frame>`, or another `<html>`). */
export const renderPage = (page: JSX.Element): string => `<!doctype html>${render(page)}`;

/** A part of a page (a component tested alone, or a fragment sent into a page). */
export const renderPart = (part: JSX.Element): string => render(part);
