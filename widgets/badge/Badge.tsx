import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { badgeColors } from '../Partners/usePartners';
import { badgeClass } from './badge';

/**
 * A text badge on brand colours (decoration beside a name people read, so hidden from screen readers). Hex colours
 * come as a class (`badgeClass`, no style attribute in the server's HTML) and, once in a browser, are also set through
 * the CSSOM, which the CSP does not govern: a badge rendered where no stylesheet lists its colours (a partner page, a
 * catalogue changed after the build) still shows them. Other CSS colours are a style attribute, as given.
 */
export function Badge(props: {
  className: string;
  background: string;
  color: string;
  /** Marks initials longer than two letters (`data-long`), which the card and the partners list set smaller. */
  long?: boolean;
  children: ReactNode;
}) {
  const { className, background, color, long, children } = props;
  const ref = useRef<HTMLSpanElement>(null);
  const colors = badgeColors(background, color);
  const name = badgeClass(background, color);
  useLayoutEffect(() => {
    if (!ref.current || !name) return;
    ref.current.style.background = colors.background;
    ref.current.style.color = colors.color;
  }, [name, colors.background, colors.color]);
  return (
    <span
      ref={ref}
      className={name ? `${className} ${name}` : className}
      aria-hidden="true"
      data-long={long ? '' : undefined}
      style={name ? undefined : colors}
    >
      {children}
    </span>
  );
}
