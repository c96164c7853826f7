// Paging and filters for the console's lists: what the address asks for (a period of Warsaw days, a state, a
// partner, a lender, a page), read so that a bad or missing value is ignored and its default used (never an
// error), turned into SQL conditions and page links that keep every filter (the filter form and the pager are
// components: views/list-parts.tsx).
import { isIsoDay } from '../../contracts/law';
import type { SqlValue } from '../storage/sql';
import { periodBounds } from '../web/warsaw-days';

/** Rows on one page of a list. */
export const PAGE_SIZE = 20;
/** The longest partner or lender id read from an address. */
export const ID_MAX = 100;
/** No list has more pages than this; a bigger number is read as the last page. */
const PAGE_MAX = 1_000_000;

export interface ListFilters {
  /** Warsaw days, inclusive; either may be missing (no bound on that side). */
  from?: string;
  to?: string;
  state?: string;
  partner?: string;
  lender?: string;
}

/** What a list can be filtered by: its states (value → label) and whether it has a partner or a lender. */
export interface ListShape {
  states?: Readonly<Record<string, string>>;
  /** The state filter's label ("Stan", "Powód"). */
  stateLabel?: string;
  partner?: boolean;
  lender?: boolean;
}

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= ID_MAX ? trimmed : undefined;
};

/** The filters of an address: each one that is missing, malformed or not offered by the list is left out. */
export function readFilters(query: Record<string, unknown>, shape: ListShape): ListFilters {
  const filters: ListFilters = {};
  let from = isIsoDay(query.from) ? query.from : undefined;
  const to = isIsoDay(query.to) ? query.to : undefined;
  if (from && to && from > to) from = to;
  if (from) filters.from = from;
  if (to) filters.to = to;
  const state = text(query.state);
  if (state && shape.states && Object.hasOwn(shape.states, state)) filters.state = state;
  const partner = shape.partner ? text(query.partner) : undefined;
  if (partner) filters.partner = partner;
  const lender = shape.lender ? text(query.lender) : undefined;
  if (lender) filters.lender = lender;
  return filters;
}

/** The page number an address asks for under `param`: 1 when missing or malformed. */
export function readPage(query: Record<string, unknown>, param = 'page'): number {
  const value = query[param];
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), PAGE_MAX);
}

/** The columns a list's filters apply to. */
export interface FilterColumns {
  time: string;
  state?: string;
  partner?: string;
  /** SQL that is true when a row belongs to the partner (`?` for the partner id), when no column holds it. */
  partnerMatch?: string;
  lender?: string;
}

/** SQL conditions (joined with AND, "1 = 1" when none) and their parameters. */
export function filterSql(filters: ListFilters, columns: FilterColumns): { where: string; params: SqlValue[] } {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  if (filters.from) {
    parts.push(`${columns.time} >= ?`);
    params.push(periodBounds({ from: filters.from, to: filters.from }).start);
  }
  if (filters.to) {
    parts.push(`${columns.time} < ?`);
    params.push(periodBounds({ from: filters.to, to: filters.to }).end);
  }
  if (filters.state && columns.state) {
    parts.push(`${columns.state} = ?`);
    params.push(filters.state);
  }
  if (filters.partner && (columns.partner || columns.partnerMatch)) {
    parts.push(columns.partnerMatch ?? `${columns.partner} = ?`);
    params.push(filters.partner);
  }
  if (filters.lender && columns.lender) {
    parts.push(`${columns.lender} = ?`);
    params.push(filters.lender);
  }
  return { where: parts.length ? parts.join(' AND ') : '1 = 1', params };
}

export interface Paging {
  page: number;
  pages: number;
  total: number;
  offset: number;
  size: number;
}

/** The page to show of `total` rows: a page past the end shows the last one. */
export function paging(total: number, asked: number, size = PAGE_SIZE): Paging {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, asked), pages);
  return { page, pages, total, offset: (page - 1) * size, size };
}

/** The address of a list with its filters and extra parameters (pages of other tables on the same page). */
export function listHref(
  path: string,
  filters: ListFilters,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra }))
    if (value !== undefined && value !== '' && !(key.endsWith('page') && String(value) === '1'))
      params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
