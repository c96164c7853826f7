// The filter form and the pager of the console's lists (what they read and write: ../lists.ts).
import { fmtInt } from '../../web/format';
import { ID_MAX, listHref, type ListFilters, type ListShape, type Paging } from '../lists';

function TextFilter({ id, name, label, value }: { id: string; name: string; label: string; value?: string }) {
  return (
    <p>
      <label for={id}>{label}</label>{' '}
      <input id={id} name={name} type="text" autocomplete="off" maxLength={ID_MAX} value={value ?? ''} />
    </p>
  );
}

/**
 * The filter form: a GET to the list itself, so the address keeps the filters (and a link can be shared); sending
 * it starts again at the first page.
 */
export function FilterForm({
  path,
  filters,
  shape,
  label,
}: {
  path: string;
  filters: ListFilters;
  shape: ListShape;
  label: string;
}) {
  return (
    <form method="get" action={path} class="filters" aria-label={label}>
      <p>
        <label for="f-from">Od</label> <input id="f-from" name="from" type="date" value={filters.from ?? ''} />
      </p>
      <p>
        <label for="f-to">Do</label> <input id="f-to" name="to" type="date" value={filters.to ?? ''} />
      </p>
      {shape.states && (
        <p>
          <label for="f-state">{shape.stateLabel ?? 'Stan'}</label>{' '}
          <select id="f-state" name="state">
            <option value="">wszystkie</option>
            {Object.entries(shape.states).map(([value, name]) => (
              <option value={value} selected={value === filters.state}>
                {name}
              </option>
            ))}
          </select>
        </p>
      )}
      {shape.partner && <TextFilter id="f-partner" name="partner" label="Partner" value={filters.partner} />}
      {shape.lender && <TextFilter id="f-lender" name="lender" label="Pożyczkodawca" value={filters.lender} />}
      <p>
        <button type="submit">Filtruj</button>
      </p>
      {Object.keys(filters).length > 0 && (
        <p>
          <a href={path}>Wyczyść filtry</a>
        </p>
      )}
    </form>
  );
}

/**
 * Where a list is and links to its other pages, keeping the filters. `param` names this list's page in the address
 * (a page with several lists gives each its own); `keep` are the other lists' pages, kept as they are.
 */
export function ListPager({
  title,
  path,
  filters,
  paging: p,
  param = 'page',
  keep = {},
}: {
  title: string;
  path: string;
  filters: ListFilters;
  paging: Paging;
  param?: string;
  keep?: Record<string, number>;
}) {
  if (p.total === 0) return null;
  const href = (page: number) => listHref(path, filters, { ...keep, [param]: page });
  const first = p.offset + 1;
  const last = Math.min(p.offset + p.size, p.total);
  return (
    <nav class="pager" aria-label={`Strony: ${title}`}>
      <p>{`Pozycje ${fmtInt(first)}–${fmtInt(last)} z ${fmtInt(p.total)}`}</p>
      {p.pages > 1 && (
        <ul>
          {p.page > 1 && (
            <>
              <li>
                <a href={href(1)}>Pierwsza</a>
              </li>
              <li>
                <a href={href(p.page - 1)} rel="prev">
                  Poprzednia
                </a>
              </li>
            </>
          )}
          <li aria-current="page">{`Strona ${fmtInt(p.page)} z ${fmtInt(p.pages)}`}</li>
          {p.page < p.pages && (
            <>
              <li>
                <a href={href(p.page + 1)} rel="next">
                  Następna
                </a>
              </li>
              <li>
                <a href={href(p.pages)}>Ostatnia</a>
              </li>
            </>
          )}
        </ul>
      )}
    </nav>
  );
}
