/** One question. `id` is its address on the page (#id), so it must be a slug: see FAQ_ID. */
export interface FaqItem {
  id: string;
  question: string;
  /** Plain text; paragraphs are separated by a blank line. */
  answer: string;
}

/** Item ids: lower-case ASCII letters and digits in words joined by single hyphens ("jak-dlugo-czekam"). */
export const FAQ_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isFaqId = (id: string): boolean => FAQ_ID.test(id);

/**
 * A question → a valid item id: Polish letters to plain ones, everything else to hyphens ("Ile to trwa?" →
 * "ile-to-trwa").
 */
export function faqSlug(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The open ids after a header is pressed: closes an open item; opens a closed one (alone, unless many may be open). */
export function toggleItem(open: readonly string[], id: string, allowMultiple: boolean): string[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return allowMultiple ? [...open, id] : [id];
}

/** The open ids after an item is opened from outside (the address, find-in-page); already open stays open. */
export function openItem(open: readonly string[], id: string, allowMultiple: boolean): string[] {
  if (open.includes(id)) return [...open];
  return allowMultiple ? [...open, id] : [id];
}

/**
 * Which header a key moves focus to (WAI-ARIA accordion): Down/Up next/previous, wrapping; Home/End. Null: not ours.
 */
export function headerAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The item a location hash points at ("#ile-to-trwa" → "ile-to-trwa"), or null. Percent-encoding is undone. */
export function idFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return id && ids.includes(id) ? id : null;
}

/**
 * schema.org FAQPage for the same items (https://schema.org/FAQPage, as search engines read it for rich results).
 * Put it in <script type="application/ld+json"> with "<" escaped (JSON.stringify(…).replace(/</g, '\\u003c')).
 */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } as const;
}
