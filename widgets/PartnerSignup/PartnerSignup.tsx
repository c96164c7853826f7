import { useId, useRef, useState, type FormEvent } from 'react';
import {
  PARTNER_CONSENT_TEXT,
  PARTNER_CONSENT_VALUE,
  TRAFFIC_TYPES,
  validatePartnerSignup,
  type PartnerErrors,
  type PartnerField,
} from '../../contracts/partner';
import css from './PartnerSignup.css?inline';

export const partnerSignupCss = css;

export type PartnerSubmit = (
  body: Record<PartnerField, unknown>,
) => Promise<{ ok: true } | { ok: false; errors?: PartnerErrors; message?: string }>;

export interface PartnerSignupProps {
  /** Heading above the form. */
  heading?: string;
  /** Sends the application (the page does the HTTP call); its answer's field errors are shown at their fields. */
  submit: PartnerSubmit;
  /** Where the programme's terms are. */
  termsHref?: string;
  /** Where the form posts when JavaScript is off (form-encoded); by default the page's own address. */
  action?: string;
}

const ORDER: PartnerField[] = ['name', 'email', 'website', 'trafficType', 'consent'];
const SEND_FAILED = 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę.';

/** The affiliate sign-up form (/partner/): checked in the browser with the server's own rules, errors at the field. */
export function PartnerSignup({
  heading = 'Dołącz do programu',
  submit,
  termsHref = '/terms-and-conditions/',
  action,
}: PartnerSignupProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', email: '', website: '', trafficType: '', consent: false });
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');

  const set = (field: PartnerField, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const focusFirst = (errs: PartnerErrors) => {
    const first = firstErrorField(errs);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validatePartnerSignup(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setState('sending');
    // A submit that rejects is a failed send, not a form stuck on "sending".
    const result: Awaited<ReturnType<PartnerSubmit>> = await submit(values).catch(() => ({ ok: false }));
    if (result.ok) {
      setState('done');
      return;
    }
    setState('failed');
    if (result.errors) {
      setErrors(result.errors);
      focusFirst(result.errors);
    }
    setMessage(result.message ?? (result.errors ? '' : SEND_FAILED));
  }

  if (state === 'done') return <SignupThanks />;
  const kit = { uid: id, errors };

  return (
    // method="post": without JavaScript the browser posts the form, so name and e-mail never land in a URL.
    <form
      ref={form}
      className="pz-signup"
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
      aria-busy={state === 'sending'}
    >
      <h2 id={`${id}-title`}>{heading}</h2>
      <SignupInput kit={kit} name="name" label="Imię i nazwisko lub nazwa firmy" value={values.name} onValue={set} />
      <SignupInput
        kit={kit}
        name="email"
        label="Adres e-mail"
        type="email"
        inputMode="email"
        value={values.email}
        onValue={set}
      />
      <SignupInput
        kit={kit}
        name="website"
        label="Adres strony lub kanału"
        inputMode="url"
        placeholder="np. mojblog.pl"
        value={values.website}
        onValue={set}
      />
      <SignupChoices
        kit={kit}
        trafficType={values.trafficType}
        consent={values.consent}
        termsHref={termsHref}
        set={set}
      />
      {message ? (
        <p className="pz-signup__alert" role="alert">
          {message}
        </p>
      ) : null}
      <button className="pz-signup__submit" type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? 'Wysyłamy…' : 'Wyślij zgłoszenie'}
      </button>
    </form>
  );
}

/** The first field with an error, in the order the form shows them: the one that takes the focus. */
const firstErrorField = (errors: PartnerErrors): PartnerField | undefined => ORDER.find((f) => errors[f]);

/** What every control of the form needs: the form's id prefix and the errors so far. */
interface Kit {
  uid: string;
  errors: PartnerErrors;
}

/** A control's id, name and, with an error, its invalid state and the error's id. */
const fieldAttrs = ({ uid, errors }: Kit, name: PartnerField) => ({
  id: `${uid}-${name}`,
  name,
  'aria-invalid': errors[name] ? ('true' as const) : undefined,
  'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
});

function SignupError({ kit, name }: { kit: Kit; name: PartnerField }) {
  return kit.errors[name] ? (
    <p className="pz-signup__error" id={`${kit.uid}-${name}-error`}>
      {kit.errors[name]}
    </p>
  ) : null;
}

/** A labelled line of text, its autocomplete the field's own kind (name, email, url). */
function SignupInput(props: {
  kit: Kit;
  name: 'name' | 'email' | 'website';
  label: string;
  value: string;
  onValue: (field: PartnerField, value: string) => void;
  type?: 'text' | 'email';
  inputMode?: 'email' | 'url';
  placeholder?: string;
}) {
  const { kit, name } = props;
  return (
    <div className="pz-signup__field">
      <label htmlFor={`${kit.uid}-${name}`}>{props.label}</label>
      <input
        {...fieldAttrs(kit, name)}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={name === 'website' ? 'url' : name}
        placeholder={props.placeholder}
        value={props.value}
        onInput={(e) => props.onValue(name, e.currentTarget.value)}
      />
      <SignupError kit={kit} name={name} />
    </div>
  );
}

function SignupThanks() {
  return (
    <div className="pz-signup pz-signup--done" role="status">
      <h2>Dziękujemy za zgłoszenie!</h2>
      <p>Sprawdzimy je w ciągu 2&nbsp;dni roboczych i odpowiemy na podany adres e-mail.</p>
    </div>
  );
}

/** The main source of traffic and the consent to the programme's terms. */
function SignupChoices(props: {
  kit: Kit;
  trafficType: string;
  consent: boolean;
  termsHref: string;
  set: (field: PartnerField, value: string | boolean) => void;
}) {
  const { kit } = props;
  return (
    <>
      <div className="pz-signup__field">
        <label htmlFor={`${kit.uid}-trafficType`}>Główne źródło ruchu</label>
        <select
          {...fieldAttrs(kit, 'trafficType')}
          value={props.trafficType}
          onInput={(e) => props.set('trafficType', e.currentTarget.value)}
          onChange={(e) => props.set('trafficType', e.currentTarget.value)}
        >
          <option value="">Wybierz…</option>
          {Object.entries(TRAFFIC_TYPES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <SignupError kit={kit} name="trafficType" />
      </div>
      <div className="pz-signup__field pz-signup__field--check">
        <input
          {...fieldAttrs(kit, 'consent')}
          type="checkbox"
          value={PARTNER_CONSENT_VALUE}
          checked={props.consent}
          onChange={(e) => props.set('consent', e.currentTarget.checked)}
        />
        <label htmlFor={`${kit.uid}-consent`}>
          {PARTNER_CONSENT_TEXT} <a href={props.termsHref}>Regulamin</a>
        </label>
        <SignupError kit={kit} name="consent" />
      </div>
    </>
  );
}
