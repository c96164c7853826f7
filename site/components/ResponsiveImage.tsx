// Responsive WebP images at the breakpoints of SPEC §9, with width and height set so nothing shifts while they
// load. Files follow the pattern /img/{name}-{width}.webp, one per breakpoint width.

/** SPEC §9 image breakpoints (px): xs 320, sm 640, md 768, lg 1024, xl 1280, xxl and 2xl 1536. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;
export const IMAGE_WIDTHS = [...new Set(Object.values(IMAGE_BREAKPOINTS))];

export function srcSet(name: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `/img/${name}-${w}.webp ${w}w`).join(', ');
}

export interface ResponsiveImageProps {
  name: string;
  alt: string;
  /** Intrinsic aspect ratio, width:height. */
  ratio: [number, number];
  /** The `sizes` attribute: how wide the image is shown at each viewport. */
  sizes: string;
  /** Above the fold: load at once and with high priority (it is likely the LCP element). */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ name, alt, ratio, sizes, priority = false, className }: ResponsiveImageProps) {
  const [w, h] = ratio;
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return (
    <img
      className={className}
      src={`/img/${name}-${IMAGE_WIDTHS[2]}.webp`}
      srcSet={srcSet(name)}
      sizes={sizes}
      width={largest}
      height={Math.round((largest * h) / w)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchpriority: 'high' } : {})}
    />
  );
}
