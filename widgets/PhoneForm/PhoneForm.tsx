import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ConsentId } from '../../contracts/checks/consents';
import { checkMobilePhone, formatPolishMobile } from '../../contracts/checks/phone';
import { CheckField, ConsentText, TextField, fieldKey, fieldsCss, focusById } from '../fields/Fields';
import {
  PHONE_FORM_CONSENTS,
  checkPhoneForm,
  emptyPhoneForm,
  firstPhoneFormError,
  refusedOutcome,
  type PhoneFormErrorKey,
  type PhoneFormErrors,
  type PhoneFormValues,
  type PhoneLeadBody,
} from './usePhoneForm';
import { tieShortWords } from '../text/Paragraphs';
import css from './PhoneForm.css?inline';

export const phoneFormCss = `${fieldsCss}\n${css}`;

export type PhoneFormResult = { ok: true } | { ok: false; errors?: Record<string, string>; message?: string };
/** Sends the call-back request (the page does the HTTP call); the widget never calls fetch itself. */
export type PhoneFormSubmit = (body: PhoneLeadBody) => Promise<PhoneFormResult>;

export interface PhoneFormProps {
  /** Heading above the form. */
  heading?: string;
  /** A sentence under the heading. */
  intro?: string;
  /** When we call back ("Oddzwonimy w dni robocze między 9:00 a 17:00."): under the intro and in the thank-you. */
  promise?: string;
  /** Sends the call-back request (the page does the HTTP call); the widget never calls fetch itself. */
  submit: PhoneFormSubmit;
  /** Called once the request is stored, after the thank-you is shown. */
  onDone?: () => void;
}

const SEND_FAILED = 'Nie udało się wysłać numeru. Sprawdź połączenie z internetem i spróbuj ponownie.';

/**
 * The short lead form for landing pages: a mobile number and the required consents. Checked in the browser with
 * the server's own rules, errors at their fields, a thank-you that promises a call, not a loan.
 */
export function PhoneForm({
  heading = 'Zostaw numer – oddzwonimy',
  intro = 'Konsultant odpowie na pytania i pomoże porównać oferty pożyczek. Rozmowa jest bezpłatna i do niczego nie zobowiązuje.',
  promise = 'Oddzwonimy wkrótce.',
  submit,
  onDone,
}: PhoneFormProps) {
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(true);
  const [values, setValues] = useState(emptyPhoneForm);
  const [errors, setErrors] = useState<PhoneFormErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'done'>('idle');
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState('');
  const fid = (key: string) => `${uid}-${fieldKey(key)}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The form is replaced by the thank-you: focus goes there, so keyboard and screen-reader users are not left on
  // nothing.
  useEffect(() => {
    if (status === 'done') thanks.current?.focus();
  }, [status]);

  const clear = (key: PhoneFormErrorKey) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  const showErrors = (next: PhoneFormErrors) => {
    setErrors(next);
    const first = firstPhoneFormError(next);
    if (first) focusById(form.current, fid(first));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const checked = checkPhoneForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      setMessage(checked.errors._form ?? '');
      return;
    }
    setStatus('sending');
    setMessage('');
    let result: PhoneFormResult;
    try {
      result = await submit(checked.body);
    } catch {
      result = { ok: false };
    }
    if (!mounted.current) return;
    if (result.ok) {
      setSentTo(formatPolishMobile(checked.body.phone));
      setStatus('done');
      onDone?.();
      return;
    }
    const refused = refusedOutcome(result, SEND_FAILED);
    setStatus(refused.status);
    setMessage(refused.message);
    if (refused.errors) showErrors(refused.errors);
  }

  if (status === 'done') return <PhoneThanks headingRef={thanks} promise={promise} sentTo={sentTo} />;

  const pending = status === 'sending';
  return (
    <form
      ref={form}
      className="pz-phone-form"
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${uid}-title`}
      aria-busy={pending ? 'true' : undefined}
    >
      <PhoneIntro uid={uid} heading={heading} intro={intro} promise={promise} />
      <TextField
        id={fid('phone')}
        label="Numer telefonu komórkowego"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="np. 601 234 567"
        maxLength={20}
        size="medium"
        value={values.phone}
        error={errors.phone}
        onValue={(phone) => {
          setValues((v) => ({ ...v, phone }));
          clear('phone');
        }}
        onBlur={() => {
          const phone = checkMobilePhone(values.phone);
          if (phone.ok) setValues((v) => ({ ...v, phone: formatPolishMobile(phone.value) }));
        }}
      />
      <PhoneConsents
        fid={fid}
        consents={values.consents}
        errors={errors}
        onChecked={(id, checked) => {
          setValues((v) => ({ ...v, consents: { ...v.consents, [id]: checked } }));
          clear(`consents.${id}`);
        }}
      />
      {message ? (
        <div className="pz-alert" role="alert">
          <p>{message}</p>
        </div>
      ) : null}
      <PhoneSubmit status={status} />
    </form>
  );
}

/** The thank-you that replaces the form: a call is promised, to the number given, not a loan. */
function PhoneThanks(props: { headingRef: RefObject<HTMLHeadingElement>; promise: string; sentTo: string }) {
  return (
    <div className="pz-phone-form pz-phone-form--done" role="status">
      <h2 className="pz-phone-form__title" ref={props.headingRef} tabIndex={-1}>
        Dziękujemy! {props.promise}
      </h2>
      <p className="pz-phone-form__intro">
        Zadzwonimy na numer <strong className="pz-phone-form__number">{props.sentTo}</strong>
        {tieShortWords(
          ', żeby porozmawiać o ofertach, które mogą Ci odpowiadać. Rozmowa do niczego nie zobowiązuje, a o przyznaniu pożyczki zawsze decyduje pożyczkodawca.',
        )}
      </p>
    </div>
  );
}

/** The required consents, each a box with its error. */
function PhoneConsents(props: {
  fid: (key: string) => string;
  consents: PhoneFormValues['consents'];
  errors: PhoneFormErrors;
  onChecked: (id: ConsentId, checked: boolean) => void;
}) {
  return (
    <div className="pz-phone-form__consents">
      {PHONE_FORM_CONSENTS.map((consent) => (
        <CheckField
          key={consent.id}
          id={props.fid(`consents.${consent.id}`)}
          checked={props.consents[consent.id]}
          error={props.errors[`consents.${consent.id}`]}
          onChecked={(checked) => props.onChecked(consent.id, checked)}
        >
          <ConsentText consent={consent} />
        </CheckField>
      ))}
    </div>
  );
}

/** "Poproś o telefon", "Spróbuj ponownie" after a failure, a spinner while sending. */
function PhoneSubmit({ status }: { status: 'idle' | 'sending' | 'failed' | 'done' }) {
  const pending = status === 'sending';
  return (
    <button type="submit" className="pz-btn pz-btn--primary pz-phone-form__submit" disabled={pending}>
      {pending ? (
        <>
          <span className="pz-btn__spinner" aria-hidden="true" />
          Wysyłamy…
        </>
      ) : status === 'failed' ? (
        'Spróbuj ponownie'
      ) : (
        'Poproś o telefon'
      )}
    </button>
  );
}

/** The heading, the intro and, when it is not the usual one, when we call back. */
function PhoneIntro(props: { uid: string; heading: string; intro: string; promise: string }) {
  return (
    <>
      <h2 className="pz-phone-form__title" id={`${props.uid}-title`}>
        {props.heading}
      </h2>
      {props.intro ? <p className="pz-phone-form__intro">{tieShortWords(props.intro)}</p> : null}
      {props.promise !== 'Oddzwonimy wkrótce.' ? (
        <p className="pz-phone-form__intro">{tieShortWords(props.promise)}</p>
      ) : null}
    </>
  );
}
