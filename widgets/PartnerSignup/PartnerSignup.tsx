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
    const first = ORDER.find((f) => errs[f]);
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
    setMessage(result.message ?? (result.errors ? '' : 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę.'));
  }

  if (state === 'done') {
    return (
      <div className="pz-signup pz-signup--done" role="status">
        <h2>Dziękujemy za zgłoszenie!</h2>
        <p>Sprawdzimy je w ciągu 2&nbsp;dni roboczych i odpowiemy na podany adres e-mail.</p>
      </div>
    );
  }

  const field = (name: PartnerField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: PartnerField) =>
    errors[name] ? (
      <p className="pz-signup__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

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
      <div className="pz-signup__field">
        <label htmlFor={`${id}-name`}>Imię i nazwisko lub nazwa firmy</label>
        <input
          {...field('name')}
          type="text"
          autoComplete="name"
          value={values.name}
          onInput={(e) => set('name', e.currentTarget.value)}
        />
        {error('name')}
      </div>
      <div className="pz-signup__field">
        <label htmlFor={`${id}-email`}>Adres e-mail</label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onInput={(e) => set('email', e.currentTarget.value)}
        />
        {error('email')}
      </div>
      <div className="pz-signup__field">
        <label htmlFor={`${id}-website`}>Adres strony lub kanału</label>
        <input
          {...field('website')}
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="np. mojblog.pl"
          value={values.website}
          onInput={(e) => set('website', e.currentTarget.value)}
        />
        {error('website')}
      </div>
      <div className="pz-signup__field">
        <label htmlFor={`${id}-trafficType`}>Główne źródło ruchu</label>
        <select
          {...field('trafficType')}
          value={values.trafficType}
          onInput={(e) => set('trafficType', e.currentTarget.value)}
          onChange={(e) => set('trafficType', e.currentTarget.value)}
        >
          <option value="">Wybierz…</option>
          {Object.entries(TRAFFIC_TYPES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {error('trafficType')}
      </div>
      <div className="pz-signup__field pz-signup__field--check">
        <input
          {...field('consent')}
          type="checkbox"
          value={PARTNER_CONSENT_VALUE}
          checked={values.consent}
          onChange={(e) => set('consent', e.currentTarget.checked)}
        />
        <label htmlFor={`${id}-consent`}>
          {PARTNER_CONSENT_TEXT} <a href={termsHref}>Regulamin</a>
        </label>
        {error('consent')}
      </div>
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
