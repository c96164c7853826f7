// Escaping text for HTML, in one place for every layer that writes HTML as text (the site's document shell, the
// server's pages and forms): the five characters that can end a text node or an attribute value, quotes included.
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
