// The bridge for console and portal pages whose bodies are still tagged templates (every value escaped): they get
// the same frame and parts as the TSX pages (server/web/frame.tsx, parts.tsx), rendered by Preact.
import { h, type JSX } from 'preact';
import { escapeHtml } from '../../contracts/html-escape';
import { Frame, type FrameProps } from './frame';
import { JsonBlock } from './parts';
import { renderPage, renderPart } from './render';
export { fmtDay, fmtPct, fmtTime, fmtZl, TIMES_NOTE } from './format';

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? '')));
  return new Html(out);
}

/** A table in its scrollable region (ScrollRegion in server/web/parts.tsx), for a table still in a template. */
export const scrollRegion = (title: string, table: Html): Html =>
  html`<div class="scroll" role="region" tabindex="0" aria-label="Tabela: ${title}">${table}</div>`;

/** A component inside a page still written as a template. */
export const fromVNode = (element: JSX.Element): Html => new Html(renderPart(element));

/** A JSON data block (JsonBlock in server/web/parts.tsx) inside a page still written as a template. */
export const jsonBlock = (id: string, value: unknown): Html => fromVNode(h(JsonBlock, { id, value }));

/** Options of a page whose body is still an `html` template: the frame's props (server/web/frame.tsx) and the body. */
export interface PageOptions extends Omit<FrameProps, 'children'> {
  body: Html;
}

// Stands in for the body while the frame renders; text can never hold it (the renderer escapes no NUL, and no
// page text carries one: forms read no control characters).
const BODY = '\u0000pz-body\u0000';

/** A page in the frame (server/web/frame.tsx), for a body still written as an `html` template. */
export const page = ({ body, ...frame }: PageOptions): string =>
  renderPage(h(Frame, frame, BODY)).replace(BODY, body.text);
