// Parts many server pages share: a scrollable table region, a JSON data block, the pager, messages.
import type { ComponentChildren } from 'preact';
import { Frame } from './frame';

/**
 * A table in its own horizontally scrollable region, so a wide table never widens the page on a phone. The region
 * is focusable and named, so keyboard users can scroll it and screen readers announce it (axe's
 * scrollable-region-focusable rule). Its name says it is the table, so it differs from its section's name.
 */
export const ScrollRegion = ({ title, children }: { title: string; children: ComponentChildren }) => (
  <div class="scroll" role="region" tabIndex={0} aria-label={`Tabela: ${title}`}>
    {children}
  </div>
);

/** JSON for a data block: `<` escaped so the text can never close the script element. */
export const JsonBlock = ({ id, value }: { id: string; value: unknown }) => (
  <script
    type="application/json"
    id={id}
    dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, '\\u003c') }}
  />
);

/** „Strona 2 z 5” with links to the pages before and after, keeping the page's other filters in the address. */
export function Pager({
  path,
  params,
  page,
  count,
}: {
  path: string;
  params: Record<string, string>;
  page: number;
  count: number;
}) {
  if (count <= 1) return null;
  const link = (n: number) => `${path}?${new URLSearchParams({ ...params, strona: String(n) }).toString()}`;
  return (
    <nav class="pager" aria-label="Strony">
      <p>
        {page > 1 && (
          <a href={link(page - 1)} rel="prev">
            Poprzednia strona
          </a>
        )}
        {page > 1 && ' '}
        <span aria-current="page">{`Strona ${page} z ${count}`}</span>
        {page < count && ' '}
        {page < count && (
          <a href={link(page + 1)} rel="next">
            Następna strona
          </a>
        )}
      </p>
    </nav>
  );
}

/** A message after an action: an error is an alert, anything else a status. */
export const Flash = ({ error = false, children }: { error?: boolean; children: ComponentChildren }) =>
  error ? (
    <p class="error" role="alert">
      {children}
    </p>
  ) : (
    <p class="notice" role="status">
      {children}
    </p>
  );

/** A page that says one thing and links back: a refusal, an unknown address, a link gone. */
export function MessagePage({
  title,
  brand,
  text,
  alert = false,
  href,
  linkText,
}: {
  title: string;
  brand?: string;
  text: string;
  alert?: boolean;
  href: string;
  linkText: string;
}) {
  return (
    <Frame title={title} brand={brand}>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <p>
        <a href={href}>{linkText}</a>
      </p>
    </Frame>
  );
}

/** The period filter of a list: two dates and a button, sent as GET to the page itself. */
export const RangeForm = ({ action, from, to }: { action: string; from: string; to: string }) => (
  <form method="get" action={action} class="filters">
    <p>
      <label for="from">Od</label> <input id="from" name="from" type="date" value={from} />
    </p>
    <p>
      <label for="to">Do</label> <input id="to" name="to" type="date" value={to} />
    </p>
    <p>
      <button type="submit">Pokaż</button>
    </p>
  </form>
);
