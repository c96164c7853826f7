// Stable callbacks for the steps' fields: one setter per field and a tidy-on-leave, made once per form, so a
// memoised step or field is not redrawn because its handler is new.
import { useCallback, useMemo, useRef, type Dispatch } from 'react';
import { LEAD_FIELDS } from '../../contracts/lead';
import { fieldKey } from '../fields/Fields';
import type { FlowAction, FormValues, TextField } from './useRegistrationFlow';

/** The element id of a field of the form whose `useId()` is `uid`: `consents.terms` → `…-consents-terms`. */
export const fieldId = (uid: string, key: string): string => `${uid}-${fieldKey(key)}`;

export type FieldSetters = Record<TextField, (value: string) => void>;
/** Writes a valid value back in its usual form; `format` gives null for a value it cannot read. */
export type Tidy = (field: TextField, format: (value: string) => string | null) => void;

export function useFieldActions(dispatch: Dispatch<FlowAction>, values: FormValues): { set: FieldSetters; tidy: Tidy } {
  const latest = useRef(values);
  latest.current = values;
  const set = useMemo(
    () =>
      Object.fromEntries(
        LEAD_FIELDS.filter((field) => field !== 'consents').map((field) => [
          field,
          (value: string) => dispatch({ type: 'set', field, value }),
        ]),
      ) as FieldSetters,
    [dispatch],
  );
  const tidy = useCallback<Tidy>(
    (field, format) => {
      const current = latest.current[field];
      const formatted = format(current);
      if (formatted !== null && formatted !== current) dispatch({ type: 'set', field, value: formatted });
    },
    [dispatch],
  );
  return { set, tidy };
}
