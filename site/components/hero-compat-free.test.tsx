// @vitest-environment jsdom
// The home page's hero runs without preact/compat's setup (scripts/hooks-direct.mjs), which may come later with another
// island: so its elements must mean the same with and without compat's rewriting of React prop names. This records
// every element's props as written (a hook that runs before compat's) while the hero is used, and lists each prop
// compat would change. The build's side: scripts/hooks-direct.test.ts.
import { fireEvent, render, screen } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VisitHero } from './VisitHero';

// compat's own test of its SVG names (preact/compat/src/render.js), as it applies to every element without a dash.
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
const CHANGE_TYPES = /^(?:checkbox|radio|file)$/;

/** What compat would do differently with one element's props ([] when nothing). */
function compatRewrites(type: string, props: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(props)) {
    const lower = name.toLowerCase();
    if (lower === 'onchange' && (type === 'input' || type === 'textarea') && !CHANGE_TYPES.test(String(props.type)))
      found.push(`${type}: ${name} (compat makes it input)`);
    // focusin / focusout: the same on a field, which has no children to bubble from.
    else if ((lower === 'onfocus' || lower === 'onblur') && type !== 'input' && type !== 'textarea')
      found.push(`${type}: ${name} (compat makes it ${lower === 'onfocus' ? 'focusin' : 'focusout'})`);
    else if (lower === 'ondoubleclick' || name === 'defaultValue' || (name === 'download' && value === true))
      found.push(`${type}: ${name}`);
    else if (lower === 'translate' && value === 'no') found.push(`${type}: translate`);
    else if (!type.includes('-') && CAMEL_PROPS.test(name)) found.push(`${type}: ${name} (compat dashes it)`);
  }
  if (type === 'select' && ('multiple' in props || 'defaultValue' in props)) found.push('select: multiple or default');
  if (type === 'textarea' && 'value' in props) found.push('textarea: value (compat sets it after each render)');
  return found;
}

let found: string[] = [];
let previous: typeof options.vnode;
beforeEach(() => {
  found = [];
  previous = options.vnode;
  // Set after compat's (vitest aliases react to it), so it runs first and sees the props as the component wrote them.
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string')
      found.push(...compatRewrites(vnode.type, vnode.props as Record<string, unknown>));
    previous?.(vnode);
  };
});
afterEach(() => {
  options.vnode = previous;
});

const PROPS = {
  title: 'Porównaj pożyczki',
  lead: 'Lead',
  points: ['Bezpłatnie'],
  amount: { min: 100, max: 25000, step: 100, initial: 1500 },
  term: { min: 5, max: 90, step: 1, initial: 30 },
  termMonths: { min: 3, max: 48, step: 1, initial: 12 },
};

describe('the hero without preact/compat', () => {
  it('writes no prop that compat would change, through every control', () => {
    render(<VisitHero {...PROPS} />);
    const [amount] = screen.getAllByRole('slider') as HTMLInputElement[];
    fireEvent.input(amount!, { target: { value: '5' } });
    const typed = screen.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' });
    fireEvent.focus(typed);
    fireEvent.input(typed, { target: { value: '2000' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    fireEvent.blur(typed);
    fireEvent.click(screen.getByRole('radio', { name: /W ratach/ }));
    // Each step did what it says: the typed amount and the months' term are on the button.
    expect(screen.getByRole('button').textContent).toBe('Sprawdź oferty na 2\u00a0000\u00a0zł, 12\u00a0miesięcy');
    expect(found).toEqual([]);
  });

  it('finds what compat would change (the check itself)', () => {
    render(
      <form>
        <input type="text" onChange={() => undefined} />
        <input type="radio" onChange={() => undefined} />
        <svg>
          <path strokeWidth={2} />
        </svg>
        <div onFocus={() => undefined} />
      </form>,
    );
    expect(found).toEqual([
      'input: onChange (compat makes it input)',
      'path: strokeWidth (compat dashes it)',
      'div: onFocus (compat makes it focusin)',
    ]);
  });
});
