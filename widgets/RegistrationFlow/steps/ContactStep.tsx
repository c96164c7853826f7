import { memo } from 'react';
import { checkMobilePhone, formatPolishMobile } from '../../../contracts/checks/phone';
import { LEAD_FIELD_LABELS } from '../../../contracts/lead';
import { TextField } from '../../fields/Fields';
import { fieldId, type FieldSetters, type Tidy } from '../useFieldActions';

export interface ContactStepProps {
  /** The form's `useId()`, the prefix of its field ids. */
  uid: string;
  /** The phone number as typed. */
  phone: string;
  /** The e-mail address as typed. */
  email: string;
  /** The phone field's error. */
  phoneError?: string | undefined;
  /** The e-mail field's error. */
  emailError?: string | undefined;
  /** The form's setters (phone and e-mail are used). */
  set: FieldSetters;
  /** Writes a valid phone number back as "601 234 567" when the visitor leaves the field. */
  tidy: Tidy;
}

/** Phone and e-mail, both optional: sent only with the marketing consent. */
export const ContactStep = memo(function ContactStep(props: ContactStepProps) {
  const { uid, set, tidy } = props;
  return (
    <>
      <TextField
        id={fieldId(uid, 'phone')}
        label={LEAD_FIELD_LABELS.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="np. 601 234 567"
        maxLength={20}
        size="medium"
        value={props.phone}
        error={props.phoneError}
        onValue={set.phone}
        onBlur={() =>
          tidy('phone', (v) => {
            const phone = checkMobilePhone(v);
            return phone.ok ? formatPolishMobile(phone.value) : null;
          })
        }
      />
      <TextField
        id={fieldId(uid, 'email')}
        label={LEAD_FIELD_LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        value={props.email}
        error={props.emailError}
        onValue={set.email}
      />
    </>
  );
});
