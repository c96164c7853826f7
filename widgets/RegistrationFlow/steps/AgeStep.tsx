import { memo } from 'react';
import { BIRTH_DATE_HINT, checkBirthDate, formatBirthDate } from '../../../contracts/checks/birth-date';
import { LEAD_FIELD_LABELS } from '../../../contracts/lead';
import { TextField } from '../../fields/Fields';
import { fieldId, type Tidy } from '../useFieldActions';

export interface AgeStepProps {
  /** The form's `useId()`, the prefix of its field ids. */
  uid: string;
  /** The birth date as typed. */
  birthDate: string;
  /** The field's error. */
  error?: string | undefined;
  /** Called with the text typed. */
  onValue: (value: string) => void;
  /** Writes a valid date back as DD.MM.RRRR when the visitor leaves the field. */
  tidy: Tidy;
  /** Today, for the age check. */
  now: () => Date;
}

/** The birth date, written back in its usual form once it reads as one. */
export const AgeStep = memo(function AgeStep({ uid, birthDate, error, onValue, tidy, now }: AgeStepProps) {
  return (
    <TextField
      id={fieldId(uid, 'birthDate')}
      label={LEAD_FIELD_LABELS.birthDate}
      hint={BIRTH_DATE_HINT}
      autoComplete="bday"
      inputMode="numeric"
      maxLength={10}
      size="medium"
      value={birthDate}
      error={error}
      onValue={onValue}
      onBlur={() =>
        tidy('birthDate', (v) => {
          const date = checkBirthDate(v, now());
          return date.ok ? formatBirthDate(date.value) : null;
        })
      }
    />
  );
});
