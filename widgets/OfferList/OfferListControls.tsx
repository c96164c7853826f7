// The offer list's frame (its heading and its sorting and filter controls) around its live part (the count and
// the results). A module of its own, with no lender card and no cost model in it: a page can make the controls
// live at once and leave the cards as the server sent them until the visitor's choice changes (the /offers/
// page's island, site/islands/all-offers.tsx). OfferList renders the same frame, so both give the same DOM.
import { useId, type ReactNode } from 'react';
import { OfferNotices, type SiteLink } from '../CreditNotice/CreditNotice';
import { FLAG_FILTERS, KIND_FILTER_LABELS, SORT_LABELS, type OfferFilters, type OfferSort } from './listChoice';

/** The element around the count and the results: the part of the list that depends on the cards. */
export const LIVE_CLASS = 'pz-offerlist__live';

export interface OfferListControlsProps {
  /** The list's id (useId), from which the fields' ids are made. */
  id: string;
  sort: OfferSort;
  filters: OfferFilters;
  onSortChange: (sort: OfferSort) => void;
  onFiltersChange: (filters: OfferFilters) => void;
}

/** A labelled select of one of `labels`' keys (the sort, the kind of loan). */
function ChoiceField<K extends string>({
  id,
  label,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  labels: Record<K, string>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <div className="pz-offerlist__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value as K)}
      >
        {(Object.keys(labels) as K[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Sortuj", "Rodzaj pożyczki" and the "Pokaż tylko" checkboxes. `autoComplete="off"` on the form (HTML allows it on
 * a form and a select, not on a checkbox): a browser that restores form fields on going back (or on a reload) would
 * otherwise show a sort or filter the list does not apply, since the list's state starts from its defaults, not from
 * what the fields show. The form is never sent: each field applies as it changes.
 */
export function OfferListControls({ id, sort, filters, onSortChange, onFiltersChange }: OfferListControlsProps) {
  return (
    <form className="pz-offerlist__controls" autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      <ChoiceField id={`${id}-sort`} label="Sortuj" labels={SORT_LABELS} value={sort} onChange={onSortChange} />
      <ChoiceField
        id={`${id}-kind`}
        label="Rodzaj pożyczki"
        labels={KIND_FILTER_LABELS}
        value={filters.kind}
        onChange={(kind) => onFiltersChange({ ...filters, kind })}
      />
      <fieldset className="pz-offerlist__flags">
        <legend>Pokaż tylko</legend>
        {FLAG_FILTERS.map(([key, label]) => (
          <label key={key} className="pz-offerlist__check">
            <input
              type="checkbox"
              checked={filters[key]}
              onChange={(event) =>
                onFiltersChange({ ...filters, [key]: (event.currentTarget as HTMLInputElement).checked })
              }
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/** The ids the live part refers to: the heading that labels the list (when there is one), the lower group's heading. */
export interface OfferListIds {
  heading?: string;
  other: string;
}

export interface OfferListFrameProps {
  heading?: string;
  headingLevel?: 2 | 3;
  /** The sorting and filter controls, or none. */
  controls?: Omit<OfferListControlsProps, 'id'>;
  /** The count and the results, in an element of LIVE_CLASS. */
  live: (ids: OfferListIds) => ReactNode;
  /** What the list says above its offers: the warning of the day, its order line, on partner pages our notice. */
  notice: ListNotice;
}

/** The list's notices (widgets/CreditNotice): the order shown and the data they need. */
export interface ListNotice {
  order: OfferSort;
  /** The advertising warning in force (contracts/law.ts), or null/absent before the rules apply. */
  warning?: string | null;
  /** Some offer shown is a paid placement. */
  paid: boolean;
  /** On a partner's page: add the intermediary notice. */
  partner?: boolean;
  /** Our paths as the page links them (absolute on a partner's page). */
  link?: SiteLink;
  /** The list shows the lead's order (its feed, with the lead's age): the line says what registering changed. */
  lead?: boolean;
}

/** The list's outer element, heading and controls, then its live part. */
export function OfferListFrame({ heading, headingLevel = 2, controls, live, notice }: OfferListFrameProps) {
  // The one id of the list: the server's HTML and a hydrated frame get the same one, so the live part rendered
  // later still points at the heading the page has.
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const ids: OfferListIds = { heading: heading ? `${id}-heading` : undefined, other: `${id}-other` };
  return (
    <div className="pz-offerlist">
      {heading ? (
        <Heading className="pz-offerlist__heading" id={ids.heading}>
          {heading}
        </Heading>
      ) : null}
      {controls ? <OfferListControls id={id} {...controls} /> : null}
      {/* Right above the offers, so the warning and the order are read with them. */}
      <OfferNotices {...notice} />
      {live(ids)}
    </div>
  );
}
