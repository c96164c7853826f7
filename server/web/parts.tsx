// Parts many server pages share: a scrollable table region, a table of rows, a JSON data block, the pager, messages.
import type { ComponentChildren, VNode } from 'preact';
import { Frame, type FrameProps } from './frame';

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

/** A column of a DataTable: its header text, or the header with the class of its cells' kind ("num", "actions"). */
export type Column = string | { label: string; class: string };

/** A column of figures: header and cells aligned right. */
export const num = (label: string): Column => ({ label, class: 'num' });

export interface DataTableProps<Row> {
  /** What the table shows: it names the scrollable region ("Tabela: …"). */
  title: string;
  id?: string;
  columns: readonly Column[];
  rows: readonly Row[];
  /** One row's `<tr>`. */
  row: (row: Row, index: number) => VNode;
  /** Said when there are no rows: in one row across every column, or with `emptyAlone` instead of the table. */
  empty: string;
  emptyAlone?: boolean;
  /** The `<tfoot>` rows (totals). */
  foot?: ComponentChildren;
}

/** A console or portal table: headers from the column list, a row per item, and what an empty list says. */
export function DataTable<Row>({
  title,
  id,
  columns,
  rows,
  row,
  empty,
  emptyAlone = false,
  foot,
}: DataTableProps<Row>) {
  if (rows.length === 0 && emptyAlone) return <p>{empty}</p>;
  return (
    <ScrollRegion title={title}>
      <table class="data" id={id}>
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th scope="col">{c}</th>
              ) : (
                <th scope="col" class={c.class}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map(row)
          )}
        </tbody>
        {foot !== undefined && <tfoot>{foot}</tfoot>}
      </table>
    </ScrollRegion>
  );
}

/** JSON for a data block: `<` escaped so the text can never close the script element. */
export const JsonBlock = ({ id, value }: { id: string; value: unknown }) => (
  <script
    type="application/json"
    id={id}
    dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, '\\u003c') }}
  />
);

/**
 * A line chart the console's script draws (server/admin/client/admin.ts) from its JSON block `dataId`; `label` is
 * its text alternative, which says where the same figures stand as text.
 */
export const Chart = ({ id, dataId, label, data }: { id: string; dataId: string; label: string; data: unknown }) => (
  <>
    <div id={id} class="chart" data-chart={dataId} role="img" aria-label={label} />
    <JsonBlock id={dataId} value={data} />
  </>
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

/** What a MessagePage says and where its link leads; `role` makes the text an alert or a status. */
export interface Message {
  title: string;
  text: string;
  alert?: boolean;
  role?: 'alert' | 'status';
  href: string;
  linkText: string;
}

/**
 * A page that says one thing and links back: a refusal, an unknown address, a link gone, the answer to a change
 * (inside the signed-in frame when given an operator).
 */
export function MessagePage({
  title,
  text,
  alert = false,
  role,
  href,
  linkText,
  ...frame
}: Message & Pick<FrameProps, 'brand' | 'operator' | 'current' | 'times'>) {
  return (
    <Frame title={title} {...frame}>
      <p role={role ?? (alert ? 'alert' : undefined)}>{text}</p>
      <p>
        <a href={href}>{linkText}</a>
      </p>
    </Frame>
  );
}

/** A period's two dates, „Od” and „Do”, as a form's fields. */
export const DateFields = ({ from, to }: { from: string; to: string }) => (
  <>
    <p>
      <label for="from">Od</label> <input id="from" name="from" type="date" value={from} />
    </p>
    <p>
      <label for="to">Do</label> <input id="to" name="to" type="date" value={to} />
    </p>
  </>
);

/** The period filter of a list: two dates and a button, sent as GET to the page itself; `children` are more fields. */
export const RangeForm = ({
  action,
  from,
  to,
  children,
}: {
  action: string;
  from: string;
  to: string;
  children?: ComponentChildren;
}) => (
  <form method="get" action={action} class="filters">
    <DateFields from={from} to={to} />
    {children}
    <p>
      <button type="submit">Pokaż</button>
    </p>
  </form>
);
