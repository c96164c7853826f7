// The snippet builder on /partner/: a partner picks a widget and its options, sees the real widget (the loader on
// this page mounts the preview element, as on their page), and copies the tag and the CSP directives it needs.
import { useState } from 'react';
import { LOAN_LIMITS, termLimits } from '../../contracts/loan-limits';
import { targetsOf, type LinkTarget } from '../../loader/features/mount/targets';
import {
  DEFAULT_SNIPPET,
  destinationOf,
  invalidOptions,
  optionsOf,
  targetOf,
  TARGET_LABELS,
  unitChoice,
  WIDGET_CHOICES,
  type SnippetChoice,
  type WidgetName,
} from './snippet';
import { fieldId, NumberOption, SelectOption, SubIdFields, TextOption, type FieldKit } from './SnippetFields';
import { SnippetOutput } from './SnippetOutput';

/** A loan category of our site: its address's last part, and its page's name (site/data.ts). */
export interface SnippetCategory {
  slug: string;
  name: string;
}

const PAYU_HINT =
  'Dane karty wpisuje się w polach PayU i trafiają tylko do PayU. Bez ID punktu płatności formularz karty się nie ' +
  'pokaże.';

/**
 * `uid`: the prefix of its elements' ids, a `useId()` of the page's own, so the builder may hydrate after the page
 * (site/components/Later.tsx) without moving the ids the page's other parts get.
 */
export function SnippetBuilder({
  uid,
  loaderUrl,
  categories,
}: {
  uid: string;
  loaderUrl: string;
  categories: readonly SnippetCategory[];
}) {
  const [choice, setChoice] = useState<SnippetChoice>(DEFAULT_SNIPPET);
  const set = (patch: Partial<SnippetChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const targets = targetsOf(choice.widget);
  const problems = invalidOptions(choice);
  const kit: FieldKit = { uid, problems };
  return (
    <div className="pz-builder">
      <form className="pz-builder__form" aria-labelledby={`${uid}-title`} onSubmit={(e) => e.preventDefault()}>
        <h3 id={`${uid}-title`}>Wybierz widżet i jego ustawienia</h3>
        <SelectOption
          kit={kit}
          name="widget"
          label="Widżet"
          value={choice.widget}
          onValue={(widget) => set({ widget: widget as WidgetName, target: DEFAULT_SNIPPET.target })}
        >
          {WIDGET_CHOICES.map((w) => (
            <option key={w.name} value={w.name}>
              {w.label}
            </option>
          ))}
        </SelectOption>
        {targets.length > 0 ? (
          <SelectOption
            kit={kit}
            name="target"
            label="Nasze strony otwierają się"
            value={targetOf(choice)}
            describedBy={fieldId(kit, 'goes')}
            onValue={(target) => set({ target: target as LinkTarget })}
          >
            {targets.map((t) => (
              <option key={t} value={t}>
                {TARGET_LABELS[t]}
              </option>
            ))}
          </SelectOption>
        ) : null}
        <p className="pz-builder__hint" id={fieldId(kit, 'goes')}>
          {destinationOf(choice)}
        </p>
        <LoanOptions kit={kit} choice={choice} set={set} categories={categories} />
        <WidgetOptions kit={kit} choice={choice} set={set} />
        <SubIdFields kit={kit} subIds={choice.subIds} onChange={(subIds) => set({ subIds })} />
      </form>
      <SnippetOutput uid={uid} choice={choice} loaderUrl={loaderUrl} problems={problems} />
    </div>
  );
}

/** What one part of the form needs: the field kit, the choice so far and how to change it. */
interface PartProps {
  kit: FieldKit;
  choice: SnippetChoice;
  set: (patch: Partial<SnippetChoice>) => void;
}

const hasOption = (choice: SnippetChoice, option: string) =>
  (optionsOf(choice.widget) as readonly string[]).includes(option);

/** The loan a list or form starts with, the category of offers and how many are shown. */
function LoanOptions({ kit, choice, set, categories }: PartProps & { categories: readonly SnippetCategory[] }) {
  const has = (o: string) => hasOption(choice, o);
  const unit = has('unit') ? choice.unit : 'days';
  const term = { ...termLimits(unit), step: 1 };
  return (
    <>
      {has('amount') ? (
        <NumberOption
          kit={kit}
          name="amount"
          label="Kwota (zł)"
          limits={LOAN_LIMITS.amount}
          value={choice.amount}
          onValue={(amount) => set({ amount })}
        />
      ) : null}
      {has('unit') ? (
        <SelectOption kit={kit} name="unit" label="Spłata" value={choice.unit} onValue={(v) => set(unitChoice(v))}>
          <option value="days">jednorazowo (okres w dniach)</option>
          <option value="months">w ratach (okres w miesiącach)</option>
        </SelectOption>
      ) : null}
      {has('term') ? (
        <NumberOption
          kit={kit}
          name="term"
          label={unit === 'months' ? 'Okres (miesiące)' : 'Okres (dni)'}
          limits={term}
          value={choice.term}
          onValue={(value) => set({ term: value })}
        />
      ) : null}
      {has('category') ? (
        <SelectOption
          kit={kit}
          name="category"
          label="Kategoria"
          value={choice.category}
          onValue={(category) => set({ category })}
        >
          <option value="">wszystkie pożyczki</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectOption>
      ) : null}
      {has('limit') ? (
        <NumberOption
          kit={kit}
          name="limit"
          label="Ile pozycji pokazać"
          limits={{ min: 1, max: 20, step: 1 }}
          value={choice.limit}
          onValue={(limit) => set({ limit })}
        />
      ) : null}
    </>
  );
}

/** The registration's order of steps, the card form's PayU point and a heading of the partner's own. */
function WidgetOptions({ kit, choice, set }: PartProps) {
  const has = (o: string) => hasOption(choice, o);
  return (
    <>
      {has('variant') ? (
        <SelectOption
          kit={kit}
          name="variant"
          label="Kolejność kroków"
          value={choice.variant}
          onValue={(v) => set({ variant: v === 'reg3' ? 'reg3' : 'reg' })}
        >
          <option value="reg">najpierw kwota i okres</option>
          <option value="reg3">najpierw telefon</option>
        </SelectOption>
      ) : null}
      {has('payuPosId') ? (
        <TextOption
          kit={kit}
          name="payuPosId"
          label="ID punktu płatności PayU (POS ID)"
          numeric
          maxLength={12}
          hint={{ id: 'payu-hint', text: PAYU_HINT }}
          value={choice.payuPosId}
          onValue={(payuPosId) => set({ payuPosId })}
        />
      ) : null}
      {has('heading') ? (
        <TextOption
          kit={kit}
          name="heading"
          label="Nagłówek (nieobowiązkowo)"
          maxLength={120}
          value={choice.heading}
          onValue={(heading) => set({ heading })}
        />
      ) : null}
    </>
  );
}
