// The snippet builder on /partner/: a partner picks a widget and its options, sees the real widget (the loader on
// this page mounts the preview element, as on their page), and copies the tag and the CSP directives it needs.
import { useEffect, useId, useRef, useState } from 'react';
import { LOAN_LIMITS, termLimits } from '../../contracts/loan-limits';
import { targetsOf, type LinkTarget } from '../../loader/features/mount/targets';
import {
  cspFor,
  DEFAULT_SNIPPET,
  destinationOf,
  invalidOptions,
  SUB_IDS,
  snippetFor,
  targetOf,
  TARGET_LABELS,
  widgetAttributes,
  WIDGET_CHOICES,
  type SnippetChoice,
  type WidgetName,
} from './snippet';

/** A loan category of our site: its address's last part, and its page's name (site/data.ts). */
export interface SnippetCategory {
  slug: string;
  name: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Selects the code and copies the selection: what a phone's browser allows where the Clipboard API is missing or
 * refused.
 */
function copySelection(element: HTMLElement | null): boolean {
  if (!element || typeof document === 'undefined') return false;
  const selection = document.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function CopyBlock({ id, title, text }: { id: string; title: string; text: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const code = useRef<HTMLElement>(null);
  useEffect(() => setState('idle'), [text]);
  const copy = () => {
    const fallback = () => setState(copySelection(code.current) ? 'copied' : 'failed');
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard?.writeText) return fallback();
    clipboard.writeText(text).then(() => setState('copied'), fallback);
  };
  return (
    <div className="pz-builder__block">
      <div className="pz-builder__head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="pz-builder__copy" onClick={copy}>
          Kopiuj
        </button>
      </div>
      <div className="pz-code" role="region" aria-labelledby={id} tabIndex={0}>
        <pre>
          <code ref={code}>{text}</code>
        </pre>
      </div>
      <p className="pz-builder__status" role="status">
        {state === 'copied'
          ? 'Skopiowano do schowka.'
          : state === 'failed'
            ? 'Nie udało się skopiować: kod jest zaznaczony, skopiuj go z menu przeglądarki (albo Ctrl+C).'
            : ''}
      </p>
    </div>
  );
}

export function SnippetBuilder({
  loaderUrl,
  categories,
}: {
  loaderUrl: string;
  categories: readonly SnippetCategory[];
}) {
  const uid = useId();
  const [choice, setChoice] = useState<SnippetChoice>(DEFAULT_SNIPPET);
  const set = (patch: Partial<SnippetChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const options = WIDGET_CHOICES.find((w) => w.name === choice.widget)?.options ?? [];
  const has = (o: string) => (options as readonly string[]).includes(o);
  const targets = targetsOf(choice.widget);
  const unit = has('unit') ? choice.unit : 'days';
  const term = termLimits(unit);
  const snippet = snippetFor(choice, loaderUrl);
  const csp = cspFor(choice, loaderUrl);
  const attrs = Object.fromEntries(widgetAttributes(choice));
  const problems = invalidOptions(choice);
  const problemOf = (name: string) => problems.find((p) => p.option === name);
  const invalid = (name: string) =>
    problemOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${uid}-${name}-error` } : {};
  const errorFor = (name: string) => {
    const problem = problemOf(name);
    return problem ? (
      <span className="pz-builder__error" id={`${uid}-${name}-error`}>
        {problem.message}
      </span>
    ) : null;
  };
  // A new element for every change: the loader unmounts the old preview and mounts the new one.
  const previewKey = useRef(0);
  const lastSnippet = useRef(snippet);
  if (lastSnippet.current !== snippet) {
    lastSnippet.current = snippet;
    previewKey.current += 1;
  }
  const field = (name: string) => `${uid}-${name}`;
  const number = (name: 'amount' | 'term' | 'limit', label: string, min: number, max: number, step: number) => (
    <p className="pz-builder__field">
      <label htmlFor={field(name)}>{label}</label>
      <input
        id={field(name)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={choice[name]}
        {...invalid(name)}
        onInput={(e) => set({ [name]: Number((e.target as HTMLInputElement).value) })}
      />
      {errorFor(name)}
    </p>
  );
  return (
    <div className="pz-builder">
      <form className="pz-builder__form" aria-labelledby={`${uid}-title`} onSubmit={(e) => e.preventDefault()}>
        <h3 id={`${uid}-title`}>Wybierz widżet i jego ustawienia</h3>
        <p className="pz-builder__field">
          <label htmlFor={field('widget')}>Widżet</label>
          <select
            id={field('widget')}
            value={choice.widget}
            onChange={(e) =>
              set({ widget: (e.target as HTMLSelectElement).value as WidgetName, target: DEFAULT_SNIPPET.target })
            }
          >
            {WIDGET_CHOICES.map((w) => (
              <option key={w.name} value={w.name}>
                {w.label}
              </option>
            ))}
          </select>
        </p>
        {targets.length > 0 ? (
          <p className="pz-builder__field">
            <label htmlFor={field('target')}>Nasze strony otwierają się</label>
            <select
              id={field('target')}
              value={targetOf(choice)}
              aria-describedby={field('goes')}
              onChange={(e) => set({ target: (e.target as HTMLSelectElement).value as LinkTarget })}
            >
              {targets.map((t) => (
                <option key={t} value={t}>
                  {TARGET_LABELS[t]}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        <p className="pz-builder__hint" id={field('goes')}>
          {destinationOf(choice)}
        </p>
        {has('amount')
          ? number('amount', 'Kwota (zł)', LOAN_LIMITS.amount.min, LOAN_LIMITS.amount.max, LOAN_LIMITS.amount.step)
          : null}
        {has('unit') ? (
          <p className="pz-builder__field">
            <label htmlFor={field('unit')}>Spłata</label>
            <select
              id={field('unit')}
              value={choice.unit}
              onChange={(e) => {
                const next = (e.target as HTMLSelectElement).value === 'months' ? 'months' : 'days';
                set({ unit: next, term: next === 'months' ? 12 : 30 });
              }}
            >
              <option value="days">jednorazowo (okres w dniach)</option>
              <option value="months">w ratach (okres w miesiącach)</option>
            </select>
          </p>
        ) : null}
        {has('term')
          ? number('term', unit === 'months' ? 'Okres (miesiące)' : 'Okres (dni)', term.min, term.max, 1)
          : null}
        {has('category') ? (
          <p className="pz-builder__field">
            <label htmlFor={field('category')}>Kategoria</label>
            <select
              id={field('category')}
              value={choice.category}
              onChange={(e) => set({ category: (e.target as HTMLSelectElement).value })}
            >
              <option value="">wszystkie pożyczki</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        {has('limit') ? number('limit', 'Ile pozycji pokazać', 1, 20, 1) : null}
        {has('variant') ? (
          <p className="pz-builder__field">
            <label htmlFor={field('variant')}>Kolejność kroków</label>
            <select
              id={field('variant')}
              value={choice.variant}
              onChange={(e) => set({ variant: (e.target as HTMLSelectElement).value === 'reg3' ? 'reg3' : 'reg' })}
            >
              <option value="reg">najpierw kwota i okres</option>
              <option value="reg3">najpierw telefon</option>
            </select>
          </p>
        ) : null}
        {has('payuPosId') ? (
          <p className="pz-builder__field">
            <label htmlFor={field('payuPosId')}>ID punktu płatności PayU (POS ID)</label>
            <input
              id={field('payuPosId')}
              type="text"
              inputMode="numeric"
              maxLength={12}
              aria-describedby={field('payu-hint')}
              value={choice.payuPosId}
              onInput={(e) => set({ payuPosId: (e.target as HTMLInputElement).value })}
            />
            <span className="pz-builder__hint" id={field('payu-hint')}>
              Dane karty wpisuje się w polach PayU i trafiają tylko do PayU. Bez ID punktu płatności formularz karty się
              nie pokaże.
            </span>
          </p>
        ) : null}
        {has('heading') ? (
          <p className="pz-builder__field">
            <label htmlFor={field('heading')}>Nagłówek (nieobowiązkowo)</label>
            <input
              id={field('heading')}
              type="text"
              maxLength={120}
              value={choice.heading}
              onInput={(e) => set({ heading: (e.target as HTMLInputElement).value })}
            />
          </p>
        ) : null}
        <fieldset className="pz-builder__subs">
          <legend>Twoje identyfikatory (sub1–sub5, nieobowiązkowo)</legend>
          <p className="pz-builder__hint" id={field('subs-hint')}>
            Litery, cyfry oraz . _ ~ -, do 64 znaków. Wracają do Ciebie w linkach i zdarzeniach widżetu.
          </p>
          {SUB_IDS.map((key) => (
            <p className="pz-builder__field" key={key}>
              <label htmlFor={field(key)}>{key}</label>
              <input
                id={field(key)}
                type="text"
                maxLength={64}
                aria-describedby={problemOf(key) ? `${field('subs-hint')} ${uid}-${key}-error` : field('subs-hint')}
                aria-invalid={problemOf(key) ? true : undefined}
                value={choice.subIds[key] ?? ''}
                onInput={(e) => set({ subIds: { ...choice.subIds, [key]: (e.target as HTMLInputElement).value } })}
              />
              {errorFor(key)}
            </p>
          ))}
        </fieldset>
      </form>
      <div className="pz-builder__out">
        {problems.length > 0 ? (
          <div className="pz-builder__problems" role="alert">
            <p>Kod nie zawiera wartości, których widżet nie przyjmie:</p>
            <ul>
              {problems.map((p) => (
                <li key={p.option}>{p.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <CopyBlock id={`${uid}-snippet`} title="Kod tego widżetu" text={snippet} />
        <CopyBlock
          id={`${uid}-csp`}
          title="Dyrektywy Content-Security-Policy"
          text={csp.map((r) => r.directive).join(';\n')}
        />
        <ul className="pz-builder__why">
          {csp.map((r) => (
            <li key={r.directive}>
              <code>{r.directive.split(' ')[0]}</code>: {r.why}
            </li>
          ))}
        </ul>
        <section className="pz-builder__preview" aria-labelledby={`${uid}-preview`}>
          <h3 id={`${uid}-preview`}>Podgląd</h3>
          {choice.widget === 'credit-card' ? (
            // PayU's fields load only on the partner's own page, with the partner's POS id and CSP.
            <p className="pz-builder__hint">
              Formularz karty pokazuje pola PayU, więc zobaczysz go na swojej stronie, z Twoim ID punktu płatności PayU.
            </p>
          ) : (
            <div key={previewKey.current} id="pz-snippet-preview" {...attrs} />
          )}
        </section>
      </div>
    </div>
  );
}
