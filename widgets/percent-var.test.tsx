// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { percentVarsCss, usePercentVar } from './percent-var';

function Bar({ percent }: { percent: number }) {
  const bar = usePercentVar<HTMLDivElement>('progress', percent);
  return <div ref={bar.ref} {...bar.attrs} />;
}

describe('usePercentVar', () => {
  it('puts the value in a data attribute on the server, with no style attribute', () =>
    expect(renderToString(<Bar percent={25} />)).toBe('<div data-pz-progress="25"></div>'));
  it('sets the custom property through the CSSOM in a browser, and follows the value', () => {
    const { container, rerender } = render(<Bar percent={25} />);
    const div = container.querySelector('div')!;
    expect(div.style.getPropertyValue('--pz-progress')).toBe('25%');
    rerender(<Bar percent={50} />);
    expect(div.style.getPropertyValue('--pz-progress')).toBe('50%');
    expect(div.getAttribute('data-pz-progress')).toBe('50');
  });
});

describe('percentVarsCss', () => {
  it('writes a rule for each value of the known names, once, and none for other values or names', () =>
    expect(
      percentVarsCss(
        '<input data-pz-fill="24.6"><input data-pz-fill="24.6"><div data-pz-progress="50"></div>' +
          '<i data-pz-fill="x"></i><i data-pz-fill="250"></i><i data-pz-other="5"></i>',
      ),
    ).toBe('[data-pz-fill="24.6"]{--pz-fill:24.6%}[data-pz-progress="50"]{--pz-progress:50%}'));
});
