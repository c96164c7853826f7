// The snippet builder's form controls: each a labelled control in its paragraph, with the option's problem (a value
// the widget will not take) under it and linked to it.
import type { ReactNode } from 'react';
import { SUB_IDS, type SnippetChoice } from './snippet';

/** What the fields of one builder share: its id prefix and the options whose values the widget will not take. */
export interface FieldKit {
  uid: string;
  problems: readonly { option: string; message: string }[];
}

export const fieldId = (kit: FieldKit, name: string): string => `${kit.uid}-${name}`;
const problemOf = (kit: FieldKit, name: string) => kit.problems.find((p) => p.option === name);
const errorId = (kit: FieldKit, name: string) => `${kit.uid}-${name}-error`;

function OptionError({ kit, name }: { kit: FieldKit; name: string }) {
  const problem = problemOf(kit, name);
  return problem ? (
    <span className="pz-builder__error" id={errorId(kit, name)}>
      {problem.message}
    </span>
  ) : null;
}

/** A whole number with its limits (amount, term, how many offers). */
export function NumberOption(props: {
  kit: FieldKit;
  name: 'amount' | 'term' | 'limit';
  label: string;
  limits: { min: number; max: number; step: number };
  value: number;
  onValue: (value: number) => void;
}) {
  const { kit, name, limits } = props;
  const invalid = problemOf(kit, name) ? { 'aria-invalid': true, 'aria-describedby': errorId(kit, name) } : {};
  return (
    <p className="pz-builder__field">
      <label htmlFor={fieldId(kit, name)}>{props.label}</label>
      <input
        id={fieldId(kit, name)}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={props.value}
        {...invalid}
        onInput={(e) => props.onValue(Number((e.target as HTMLInputElement).value))}
      />
      <OptionError kit={kit} name={name} />
    </p>
  );
}

/** A select of fixed answers, its `<option>`s given as children. */
export function SelectOption(props: {
  kit: FieldKit;
  name: string;
  label: string;
  value: string;
  describedBy?: string;
  onValue: (value: string) => void;
  children: ReactNode;
}) {
  const { kit, name } = props;
  return (
    <p className="pz-builder__field">
      <label htmlFor={fieldId(kit, name)}>{props.label}</label>
      <select
        id={fieldId(kit, name)}
        value={props.value}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onValue((e.target as HTMLSelectElement).value)}
      >
        {props.children}
      </select>
    </p>
  );
}

/** A line of text (the heading, PayU's POS id), with an optional hint under it. */
export function TextOption(props: {
  kit: FieldKit;
  name: 'heading' | 'payuPosId';
  label: string;
  value: string;
  maxLength: number;
  numeric?: boolean;
  hint?: { id: string; text: string };
  onValue: (value: string) => void;
}) {
  const { kit, name, hint } = props;
  return (
    <p className="pz-builder__field">
      <label htmlFor={fieldId(kit, name)}>{props.label}</label>
      <input
        id={fieldId(kit, name)}
        type="text"
        inputMode={props.numeric ? 'numeric' : undefined}
        maxLength={props.maxLength}
        aria-describedby={hint ? fieldId(kit, hint.id) : undefined}
        value={props.value}
        onInput={(e) => props.onValue((e.target as HTMLInputElement).value)}
      />
      {hint ? (
        <span className="pz-builder__hint" id={fieldId(kit, hint.id)}>
          {hint.text}
        </span>
      ) : null}
    </p>
  );
}

/** sub1–sub5 under one legend and one hint on what they may hold. */
export function SubIdFields(props: {
  kit: FieldKit;
  subIds: SnippetChoice['subIds'];
  onChange: (subIds: SnippetChoice['subIds']) => void;
}) {
  const { kit, subIds } = props;
  const hintId = fieldId(kit, 'subs-hint');
  return (
    <fieldset className="pz-builder__subs">
      <legend>Twoje identyfikatory (sub1–sub5, nieobowiązkowo)</legend>
      <p className="pz-builder__hint" id={hintId}>
        Litery, cyfry oraz . _ ~ -, do 64 znaków. Wracają do Ciebie w linkach i zdarzeniach widżetu.
      </p>
      {SUB_IDS.map((key) => (
        <p className="pz-builder__field" key={key}>
          <label htmlFor={fieldId(kit, key)}>{key}</label>
          <input
            id={fieldId(kit, key)}
            type="text"
            maxLength={64}
            aria-describedby={problemOf(kit, key) ? `${hintId} ${errorId(kit, key)}` : hintId}
            aria-invalid={problemOf(kit, key) ? true : undefined}
            value={subIds[key] ?? ''}
            onInput={(e) => props.onChange({ ...subIds, [key]: (e.target as HTMLInputElement).value })}
          />
          <OptionError kit={kit} name={key} />
        </p>
      ))}
    </fieldset>
  );
}
