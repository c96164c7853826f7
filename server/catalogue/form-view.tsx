// The catalogue's forms as components (their routes: console.ts): an offer's form (new or an existing one's) with
// the quick state change and the history link, a lender's form, and the list of reasons a save was refused.
import { CATALOGUE_STATUSES, type CatalogueStatus } from '../../contracts/catalogue';
import type { Lender } from '../../contracts/lenders';
import { fmtTime } from '../web/format';
import { CsrfField, Frame, type FrameProps } from '../web/frame';
import { KIND_LABELS, type FormValues } from './form';
import type { OfferVersion } from './store';
import { CATALOGUE_PAGE, CATEGORY_NAMES, LENDER_PAGE, LENDER_STATUS_LABELS, STATUS_LABELS } from './terms';

type Operator = NonNullable<FrameProps['operator']>;

/** Why a save or a view was refused, under its title. */
export const Problems = ({ title, problems }: { title: string; problems: readonly string[] }) => (
  <div class="notice" role="alert">
    <p>{title}</p>
    <ul>
      {problems.map((p) => (
        <li>{p}</li>
      ))}
    </ul>
  </div>
);

interface FieldProps {
  values: FormValues;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  inputmode?: 'decimal' | 'numeric';
  type?: 'text' | 'url' | 'color';
}

function Field({ values, name, label, hint, required = true, inputmode, type = 'text' }: FieldProps) {
  const id = `f-${name}`;
  return (
    <p>
      <label for={id}>{label}</label>{' '}
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputmode}
        required={required}
        value={values[name] ?? ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && ' '}
      {hint && <span id={`${id}-hint`}>{hint}</span>}
    </p>
  );
}

const Check = ({ values, name, label }: { values: FormValues; name: string; label: string }) => (
  <label class="check">
    <input type="checkbox" name={name} checked={values[name] === 'on'} /> {label}
  </label>
);

function StatusSelect({ current, labels }: { current: CatalogueStatus; labels: Record<CatalogueStatus, string> }) {
  return (
    <p>
      <label for="f-status">Stan</label>{' '}
      <select id="f-status" name="status">
        {CATALOGUE_STATUSES.map((s) => (
          <option value={s} selected={s === current}>
            {labels[s]}
          </option>
        ))}
      </select>
    </p>
  );
}

const Save = () => (
  <p>
    <button type="submit">Zapisz nową wersję</button>
  </p>
);

/** Amounts, terms and costs: the numbers the cost model prices. */
function OfferTerms({ values }: { values: FormValues }) {
  const num = { values, inputmode: 'decimal' } as const;
  return (
    <>
      <fieldset>
        <legend>Kwota i okres</legend>
        <Field {...num} name="amount_min" label="Kwota od (zł)" />
        <Field {...num} name="amount_max" label="Kwota do (zł)" />
        <Field {...num} name="amount_step" label="Krok kwoty (zł)" />
        <Field {...num} name="term_min" label="Okres od (dni albo miesiące)" />
        <Field {...num} name="term_max" label="Okres do (dni albo miesiące)" />
        <Field {...num} name="term_step" label="Krok okresu" />
      </fieldset>
      <fieldset>
        <legend>Koszty</legend>
        <Field
          {...num}
          name="interest"
          label="Oprocentowanie (% w skali roku)"
          hint="np. 14,5; nie więcej niż odsetki maksymalne w dniu zapisu"
        />
        <Field {...num} name="commission" label="Prowizja jednorazowa (% kwoty)" />
        <Field
          {...num}
          name="commission_yearly"
          label="Prowizja roczna (% kwoty za rok)"
          required={false}
          hint="puste: brak"
        />
        <Field
          {...num}
          name="free_amount"
          label="Darmowa pierwsza pożyczka: kwota do (zł)"
          required={false}
          hint="puste: brak promocji"
        />
        <Field {...num} name="free_days" label="Darmowa pierwsza pożyczka: okres do (dni)" required={false} />
      </fieldset>
      <fieldset>
        <legend>Przykład reprezentatywny</legend>
        <p>
          RRSO, koszty i tekst przykładu liczy model kosztów według prawa w dniu zapisu; nie wpisuje się ich ręcznie.
        </p>
        <Field {...num} name="example_amount" label="Kwota przykładu (zł)" />
        <Field {...num} name="example_term" label="Okres przykładu (dni albo miesiące)" />
        <Field
          {...num}
          name="lender_rrso"
          label="RRSO podane przez pożyczkodawcę (%)"
          required={false}
          hint="opcjonalnie: zapis zostanie odrzucony, jeśli nie zgadza się z wyliczeniem"
        />
      </fieldset>
    </>
  );
}

/** Who the offer is for, and how it shows on the site. */
function OfferPlacement({ values }: { values: FormValues }) {
  const num = { values, inputmode: 'decimal' } as const;
  return (
    <>
      <fieldset>
        <legend>Warunki</legend>
        <Field {...num} name="age_min" label="Wiek od" />
        <Field {...num} name="age_max" label="Wiek do" />
        <Field {...num} name="decision_minutes" label="Czas decyzji (minuty)" />
        <Field values={values} name="payout_note" label="Informacja o wypłacie" />
        <p>
          {'Sprawdzane bazy: '}
          <Check values={values} name="bik" label="BIK" /> <Check values={values} name="krd" label="KRD" />{' '}
          <Check values={values} name="big" label="BIG" /> <Check values={values} name="erif" label="ERIF" />
        </p>
        <p>
          <Check values={values} name="negative_history" label="Przyjmuje osoby z wpisami w bazach" />{' '}
          <Check values={values} name="id_only" label="Wystarczy dowód osobisty" />{' '}
          <Check values={values} name="foreigners" label="Przyjmuje obcokrajowców" />
        </p>
      </fieldset>
      <fieldset>
        <legend>Na stronie</legend>
        <p>Kategorie:</p>
        <ul class="plain">
          {[...CATEGORY_NAMES].map(([id, name]) => (
            <li>
              <Check values={values} name={`category_${id}`} label={name} />
            </li>
          ))}
        </ul>
        <Field
          {...num}
          name="rank"
          label="Pozycja redakcyjna (1 = pierwsza w treściach; nie zmienia kolejności list)"
        />
        <p>
          <label for="f-highlights">Wyróżniki (jeden w linii, najwyżej 5)</label>
          <br />
          <textarea id="f-highlights" name="highlights" rows={4}>
            {values.highlights ?? ''}
          </textarea>
        </p>
        <p>
          <Check values={values} name="paid" label="Płatne wyróżnienie (karta pokaże „Reklama”)" />
        </p>
      </fieldset>
    </>
  );
}

interface OfferFormProps {
  action: string;
  csrf: string;
  values: FormValues;
  status: CatalogueStatus;
  lenderName: string;
}

function OfferForm({ action, csrf, values, status, lenderName }: OfferFormProps) {
  return (
    <form method="post" action={action} class="stack catalogue-form">
      <CsrfField token={csrf} />
      <p>
        {'Pożyczkodawca: '}
        <strong>{lenderName}</strong>
        {'. Nazwa, logo i adres wniosku pochodzą z danych pożyczkodawcy.'}
      </p>
      <fieldset>
        <legend>Rodzaj</legend>
        {(['short', 'instalment'] as const).map((k) => (
          <label class="check">
            <input type="radio" name="kind" value={k} checked={values.kind === k} /> {KIND_LABELS[k]}
          </label>
        ))}
      </fieldset>
      <OfferTerms values={values} />
      <OfferPlacement values={values} />
      <StatusSelect current={status} labels={STATUS_LABELS} />
      <Field values={values} name="note" label="Powód zmiany (do historii)" required={false} />
      <Save />
    </form>
  );
}

/** The state change without a change of terms: a button for each state the offer is not in. */
function QuickState({ id, csrf, state }: { id: number; csrf: string; state: CatalogueStatus }) {
  const verb = (s: CatalogueStatus) => (s === 'active' ? 'Wznów' : s === 'paused' ? 'Wstrzymaj' : 'Wycofaj');
  return (
    <>
      <form method="post" action={`${CATALOGUE_PAGE}${id}/stan/`} class="inline">
        <CsrfField token={csrf} />
        <p>
          {'Szybka zmiana stanu (bez zmiany warunków): '}
          {CATALOGUE_STATUSES.filter((s) => s !== state).map((s) => (
            <>
              <button type="submit" name="status" value={s}>
                {verb(s)}
              </button>{' '}
            </>
          ))}
        </p>
      </form>
      <p>
        <a href={`${CATALOGUE_PAGE}${id}/historia/`}>Historia wersji</a>
      </p>
    </>
  );
}

/** Above an offer's form: the version shown, or why the save was refused. */
export type OfferNote = { current: OfferVersion } | { problems: readonly string[] } | null;

export interface OfferPageProps {
  operator: Operator;
  /** null: a new offer. */
  id: number | null;
  lender: Pick<Lender, 'id' | 'name'>;
  values: FormValues;
  status: CatalogueStatus;
  note: OfferNote;
}

export function OfferPage({ operator, id, lender, values, status, note }: OfferPageProps) {
  const action = `${CATALOGUE_PAGE}${id === null ? `nowa/?pozyczkodawca=${lender.id}` : `${id}/`}`;
  return (
    <Frame
      title={id === null ? `Nowa oferta: ${lender.name}` : `Oferta ${id}: ${lender.name}`}
      current={CATALOGUE_PAGE}
      operator={operator}
    >
      {note && 'problems' in note && <Problems title="Nie zapisano oferty:" problems={note.problems} />}
      {note && 'current' in note && (
        <p>
          {`Wersja ${note.current.version} obowiązuje od ${fmtTime(note.current.effectiveAt)} ` +
            `(${note.current.author}). Na karcie: „${note.current.offer.representativeExample}”`}
        </p>
      )}
      {id !== null && <QuickState id={id} csrf={operator.csrfToken} state={status} />}
      <OfferForm action={action} csrf={operator.csrfToken} values={values} status={status} lenderName={lender.name} />
    </Frame>
  );
}

/** Above a lender's form: the version shown, or why the save was refused. */
export type LenderNote = { version: number; since: string; earlier: number } | { problems: readonly string[] } | null;

export interface LenderPageProps {
  operator: Operator;
  /** null: a new lender. */
  id: string | null;
  values: FormValues;
  status: CatalogueStatus;
  note: LenderNote;
}

function LenderFields({ values, isNew }: { values: FormValues; isNew: boolean }) {
  return (
    <>
      {isNew ? (
        <Field values={values} name="id" label="Identyfikator" hint="np. nowa-kasa; nie da się go później zmienić" />
      ) : (
        <p>
          {'Identyfikator: '}
          <code>{values.id ?? ''}</code>
        </p>
      )}
      <Field values={values} name="name" label="Nazwa (na kartach)" />
      <Field values={values} name="legal_name" label="Nazwa prawna" />
      <Field values={values} name="description" label="Opis" />
      <Field values={values} name="founded" label="Rok założenia" inputmode="numeric" />
      <Field
        values={values}
        name="url"
        label="Strona pożyczkodawcy"
        type="url"
        hint="https://…; wniosek: ten adres + „wniosek”"
      />
      <Field values={values} name="initials" label="Logo: inicjały" />
      <Field values={values} name="background" label="Logo: tło" type="color" />
      <Field values={values} name="color" label="Logo: kolor liter" type="color" />
      <Field
        values={values}
        name="click_param"
        label="Parametr identyfikatora kliknięcia"
        required={false}
        hint="z dokumentacji programu partnerskiego pożyczkodawcy; puste: click_id"
      />
    </>
  );
}

export function LenderPage({ operator, id, values, status, note }: LenderPageProps) {
  return (
    <Frame
      title={id === null ? 'Nowy pożyczkodawca' : `Pożyczkodawca: ${values.name ?? id}`}
      current={CATALOGUE_PAGE}
      operator={operator}
    >
      {note && 'problems' in note && <Problems title="Nie zapisano pożyczkodawcy:" problems={note.problems} />}
      {note && 'version' in note && (
        <p>
          {`Wersja ${note.version} od ${fmtTime(note.since)}; wcześniejszych wersji: ${note.earlier}. Zmiana ` +
            'nazwy, logo, adresu lub parametru kliknięcia zapisuje też nowe wersje jego ofert.'}
        </p>
      )}
      <form method="post" action={`${LENDER_PAGE}${id ?? 'nowy'}/`} class="stack catalogue-form">
        <CsrfField token={operator.csrfToken} />
        <LenderFields values={values} isNew={id === null} />
        <StatusSelect current={status} labels={LENDER_STATUS_LABELS} />
        <Field values={values} name="note" label="Powód zmiany (do historii)" required={false} />
        <Save />
      </form>
    </Frame>
  );
}
