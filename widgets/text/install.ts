// Polish no-break spaces at render time, for every text of every element (docs/writing.md): one Preact options hook
// runs `typo` over the string children of each DOM element as its vnode is created, so copy from any source —
// content files, widgets, other pages — is set the same way on the server (prerender) and in the browser
// (hydration matches). Code-like elements keep their text exactly.
import { options, type VNode } from 'preact';
import { typo } from './typography';

const KEEP_AS_IS = new Set(['script', 'style', 'pre', 'code', 'kbd', 'samp', 'textarea']);
let installed = false;

// A list re-rendered (a new order, another loan) sets the same short texts again and again: each is worked out once.
const tied = new Map<string, string>();
const TIED_MAX = 4000;

function tieText(text: string): string {
  let out = tied.get(text);
  if (out === undefined) {
    out = typo(text);
    if (tied.size >= TIED_MAX) tied.clear();
    tied.set(text, out);
  }
  return out;
}

function tie(children: unknown): unknown {
  if (typeof children === 'string') return tieText(children);
  if (!Array.isArray(children)) return children;
  let changed = false;
  const out = children.map((child) => {
    const next = tie(child);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? out : children;
}

/** Installs the hook once (later calls do nothing); it chains to any vnode hook already there (preact/compat's). */
export function installTypography(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string' && !KEEP_AS_IS.has(vnode.type)) {
      const props = vnode.props as { children?: unknown };
      if (props.children !== undefined) {
        const next = tie(props.children);
        if (next !== props.children) props.children = next as typeof props.children;
      }
    }
    previous?.(vnode);
  };
}
