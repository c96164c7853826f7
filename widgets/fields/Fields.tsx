// Form building blocks shared by the funnel's forms (RegistrationFlow, PhoneForm, CreditCardForm): a visible
// label on every control, the error under its field linked by aria-describedby, and one look for all three.
// Inputs carry no `name`: the forms never submit natively, and if Enter is pressed before the script runs the
// browser then has nothing to put into a URL or a request body (personal and card data must never go there).
import type { ReactNode as ComponentChildren, Ref } from 'react';
import type { ConsentDefinition } from '../../contracts/checks/consents';
import { tieShortWords } from '../text/Paragraphs';
import css from './Fields.css?inline';

export const fieldsCss = css;

/** `a-b` style ids that are safe in `[id="…"]` selectors: `consents.terms` → `consents-terms`. */
export const fieldKey = (key: string): string => key.replace(/[^A-Za-z0-9_-]/g, '-');

/** The error's element id for a field id. */
export const errorId = (id: string): string => `${id}-error`;

/** aria-describedby from the parts that are there; undefined when none is. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined => {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
};

/** Focuses the element with this id inside `root` (works in a shadow root too, unlike document.getElementById). */
export function focusById(root: Element | null, id: string): boolean {
  const target = root?.querySelector<HTMLElement>(`[id="${id}"]`);
  if (!target) return false;
  target.focus();
  return true;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="pz-field__error" id={errorId(id)}>
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string, input: HTMLInputElement) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** A short line under the label, read with the field. */
  hint?: ComponentChildren;
  /** Unit written after the field ("zł"). */
  suffix?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  spellCheck?: boolean;
  /** Extra ids for aria-describedby (e.g. a live brand badge). */
  describedByIds?: string[];
  inputRef?: Ref<HTMLInputElement>;
  /** Field width hint: 'short' for postal codes, CVC and the like. */
  size?: 'short' | 'medium' | 'full';
  /** Extra class on the field's wrapper, for the form's grid. */
  className?: string;
}

export function TextField(props: TextFieldProps) {
  const { id, label, value, onValue, onBlur, error, hint, suffix, type = 'text', size = 'full' } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`pz-field pz-field--${size}${props.className ? ` ${props.className}` : ''}`}>
      <label className="pz-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="pz-field__hint" id={hintId}>
          {typeof hint === 'string' ? tieShortWords(hint) : hint}
        </p>
      ) : null}
      <div className="pz-field__control">
        <input
          ref={props.inputRef}
          id={id}
          className="pz-field__input"
          type={type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          autoCapitalize={props.autoCapitalize}
          spellcheck={props.spellCheck}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(error && errorId(id), hintId, ...(props.describedByIds ?? []))}
          onInput={(event) => onValue(event.currentTarget.value, event.currentTarget)}
          onBlur={onBlur}
        />
        {suffix ? (
          <span className="pz-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface CheckFieldProps {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ComponentChildren;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Drawn a little apart, for a "select all" box. */
  variant?: 'all';
}

export function CheckField({ id, checked, onChecked, children, error, inputRef, variant }: CheckFieldProps) {
  return (
    <div className={`pz-check${variant ? ` pz-check--${variant}` : ''}`}>
      <input
        ref={inputRef}
        id={id}
        className="pz-check__box"
        type="checkbox"
        checked={checked}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(error && errorId(id))}
        onChange={(event) => onChecked(event.currentTarget.checked)}
      />
      <label className="pz-check__label" htmlFor={id}>
        {children}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Says in words that a link opens a new tab (WCAG 3.2.5); the form's typed data stays where it is. */
function NewTabLink({ href, children }: { href: string; children: ComponentChildren }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="pz-vh"> (otwiera się w nowej karcie)</span>
    </a>
  );
}

/**
 * A consent's text with its link (Regulamin, Polityka prywatności), marked required or optional. Links open in
 * a new tab: following one in this tab would drop what was typed (PESEL and the account number are not kept).
 */
export function ConsentText({ consent }: { consent: ConsentDefinition }) {
  const { text, link, required } = consent;
  const at = link ? text.indexOf(link.words) : -1;
  return (
    <>
      {link && at >= 0 ? (
        <>
          {tieShortWords(text.slice(0, at))}
          <NewTabLink href={link.href}>{link.words}</NewTabLink>
          {tieShortWords(text.slice(at + link.words.length))}
        </>
      ) : (
        tieShortWords(text)
      )}{' '}
      <span className={required ? 'pz-check__tag pz-check__tag--required' : 'pz-check__tag'}>
        {required ? '(wymagana)' : '(dobrowolna)'}
      </span>
    </>
  );
}

export { NewTabLink };
