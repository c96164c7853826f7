// The console's forms for an offer and a lender: what each field means, how it is read (Polish numbers: "1 500",
// "14,5"), and the Polish sentence for a field that cannot be read. Reading builds the draft the cost model
// completes (contracts/lenders.ts completeOffer); nothing here prices anything. Pure and table-tested (form.test.ts).
import type { CatalogueDraft, Lender } from '../../contracts/lenders';
import { CATEGORY_META_IDS, type Offer, type OfferKind } from '../../contracts/offer';

export type FormValues = Record<string, string | undefined>;

const text = (form: FormValues, name: string): string => (form[name] ?? '').trim();

/** "1 500", "1500", "14,5", "14.50" → number; anything else → NaN. */
export function polishNumber(raw: string): number {
  const cleaned = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,9}(\.\d{1,4})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly form: FormValues) {}

  number(name: string, label: string, limits: { min: number; max: number; integer?: boolean }): number {
    const raw = text(this.form, name);
    const value = polishNumber(raw);
    if (raw === '') this.problems.push(`${label}: pole jest wymagane.`);
    else if (
      !Number.isFinite(value) ||
      (limits.integer && !Number.isInteger(value)) ||
      value < limits.min ||
      value > limits.max
    ) {
      this.problems.push(
        `${label}: wpisz ${limits.integer ? 'liczbę całkowitą' : 'liczbę'} ` +
          `od ${String(limits.min).replace('.', ',')} do ${String(limits.max).replace('.', ',')}.`,
      );
    }
    return value;
  }

  optionalNumber(
    name: string,
    label: string,
    limits: { min: number; max: number; integer?: boolean },
  ): number | undefined {
    return text(this.form, name) === '' ? undefined : this.number(name, label, limits);
  }

  text(name: string, label: string, max: number): string {
    const value = text(this.form, name);
    // Control characters have no place in a card's text (and would reach every page and feed).
    if (value === '' || value.length > max || /[\u0000-\u001f\u007f-\u009f]/.test(value))
      this.problems.push(`${label}: wpisz od 1 do ${max} znaków, bez znaków sterujących.`);
    return value;
  }

  flag(name: string): boolean {
    return this.form[name] === 'on' || this.form[name] === '1' || this.form[name] === 'true';
  }
}

export const KIND_LABELS: Readonly<Record<OfferKind, string>> = {
  short: 'Chwilówka (spłata jednorazowa, okres w dniach)',
  instalment: 'Pożyczka ratalna (raty miesięczne, okres w miesiącach)',
};

/** The fields of an offer's form with the values of `offer` (an empty form for a new one). */
export function offerFormValues(offer: Offer | null): FormValues {
  if (!offer) return { kind: 'short', age_min: '18', age_max: '75', decision_minutes: '15', rank: '10' };
  const n = (value: number | undefined): string => (value === undefined ? '' : String(value).replace('.', ','));
  const values: FormValues = {
    kind: offer.kind,
    amount_min: n(offer.amount.min),
    amount_max: n(offer.amount.max),
    amount_step: n(offer.amount.step),
    term_min: n(offer.term.min),
    term_max: n(offer.term.max),
    term_step: n(offer.term.step),
    interest: n(offer.pricing.interestYearlyPct),
    commission: n(offer.pricing.commissionPct),
    commission_yearly: n(offer.pricing.commissionYearlyPct),
    free_amount: n(offer.firstLoanFree?.maxAmount),
    free_days: n(offer.firstLoanFree?.maxDays),
    age_min: n(offer.age.min),
    age_max: n(offer.age.max),
    decision_minutes: n(offer.decisionMinutes),
    payout_note: offer.payoutNote,
    example_amount: n(offer.example.amount),
    example_term: n(offer.example.term),
    rank: n(offer.recommendedRank),
    highlights: offer.highlights.join('\n'),
  };
  for (const [key, on] of Object.entries({
    ...offer.checks,
    negative_history: offer.acceptsNegativeHistory,
    id_only: offer.idOnly,
    foreigners: offer.foreignersAccepted,
    paid: offer.paidPlacement === true,
  })) {
    if (on) values[key] = 'on';
  }
  for (const id of offer.categories) values[`category_${id}`] = 'on';
  return values;
}

/** The draft an offer's form describes, or the problems with its fields (Polish sentences). */
export function readOfferForm(
  form: FormValues,
  offerId: number,
): { ok: true; draft: CatalogueDraft } | { ok: false; problems: string[] } {
  const r = new Reader(form);
  const kind: OfferKind = form.kind === 'instalment' ? 'instalment' : 'short';
  if (form.kind !== 'short' && form.kind !== 'instalment')
    r.problems.push('Rodzaj oferty: wybierz chwilówkę albo pożyczkę ratalną.');
  const unit = kind === 'short' ? 'days' : 'months';
  const unitWord = kind === 'short' ? 'dni' : 'miesiące';
  const amount = {
    min: r.number('amount_min', 'Kwota od (zł)', { min: 1, max: 1_000_000 }),
    max: r.number('amount_max', 'Kwota do (zł)', { min: 1, max: 1_000_000 }),
    step: r.number('amount_step', 'Krok kwoty (zł)', { min: 1, max: 100_000 }),
  };
  if (amount.min > amount.max) r.problems.push('Kwota od nie może być większa niż kwota do.');
  const term = {
    unit,
    min: r.number('term_min', `Okres od (${unitWord})`, { min: 1, max: 3650, integer: true }),
    max: r.number('term_max', `Okres do (${unitWord})`, { min: 1, max: 3650, integer: true }),
    step: r.number('term_step', `Krok okresu (${unitWord})`, { min: 1, max: 365, integer: true }),
  } as const;
  if (term.min > term.max) r.problems.push('Okres od nie może być dłuższy niż okres do.');
  const pricing: CatalogueDraft['pricing'] = {
    interestYearlyPct: r.number('interest', 'Oprocentowanie (% w skali roku)', { min: 0, max: 100 }),
    commissionPct: r.number('commission', 'Prowizja jednorazowa (% kwoty)', { min: 0, max: 100 }),
  };
  const yearly = r.optionalNumber('commission_yearly', 'Prowizja roczna (% kwoty za rok)', { min: 0, max: 100 });
  if (yearly !== undefined) pricing.commissionYearlyPct = yearly;
  const freeAmount = r.optionalNumber('free_amount', 'Darmowa pierwsza pożyczka: kwota do (zł)', {
    min: 1,
    max: 1_000_000,
  });
  const freeDays = r.optionalNumber('free_days', 'Darmowa pierwsza pożyczka: okres do (dni)', {
    min: 1,
    max: 3650,
    integer: true,
  });
  if ((freeAmount === undefined) !== (freeDays === undefined))
    r.problems.push('Darmowa pierwsza pożyczka: wpisz kwotę i liczbę dni albo zostaw oba pola puste.');
  const age = {
    min: r.number('age_min', 'Wiek od', { min: 18, max: 100, integer: true }),
    max: r.number('age_max', 'Wiek do', { min: 18, max: 100, integer: true }),
  };
  if (age.min > age.max) r.problems.push('Wiek od nie może być większy niż wiek do.');
  const example = {
    amount: r.number('example_amount', 'Przykład reprezentatywny: kwota (zł)', { min: 1, max: 1_000_000 }),
    term: r.number('example_term', `Przykład reprezentatywny: okres (${unitWord})`, {
      min: 1,
      max: 3650,
      integer: true,
    }),
  };
  if (example.amount < amount.min || example.amount > amount.max)
    r.problems.push('Przykład reprezentatywny: kwota musi mieścić się w kwotach oferty.');
  if (example.term < term.min || example.term > term.max)
    r.problems.push('Przykład reprezentatywny: okres musi mieścić się w okresach oferty.');
  const highlights = text(form, 'highlights')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (highlights.length > 5 || highlights.some((line) => line.length > 120))
    r.problems.push('Wyróżniki: najwyżej 5 linii, każda do 120 znaków.');
  const categories = CATEGORY_META_IDS.filter((id) => r.flag(`category_${id}`));
  const draft: CatalogueDraft = {
    offer_id: offerId,
    kind,
    amount,
    term,
    firstLoanFree:
      freeAmount !== undefined && freeDays !== undefined ? { maxAmount: freeAmount, maxDays: freeDays } : null,
    pricing,
    age,
    checks: { bik: r.flag('bik'), krd: r.flag('krd'), big: r.flag('big'), erif: r.flag('erif') },
    acceptsNegativeHistory: r.flag('negative_history'),
    idOnly: r.flag('id_only'),
    foreignersAccepted: r.flag('foreigners'),
    decisionMinutes: r.number('decision_minutes', 'Czas decyzji (minuty)', { min: 0, max: 100_000, integer: true }),
    payoutNote: r.text('payout_note', 'Informacja o wypłacie', 200),
    example,
    categories: [...categories],
    recommendedRank: r.number('rank', 'Pozycja redakcyjna', { min: 1, max: 1000, integer: true }),
    highlights,
  };
  if (r.flag('paid')) draft.paidPlacement = true;
  return r.problems.length > 0 ? { ok: false, problems: r.problems } : { ok: true, draft };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-f]{6}$/i;

export function lenderFormValues(lender: Lender | null): FormValues {
  if (!lender) return { background: '#1d3557', color: '#ffffff' };
  return {
    id: lender.id,
    name: lender.name,
    legal_name: lender.legalName,
    description: lender.description,
    founded: String(lender.founded),
    url: lender.url,
    initials: lender.logo.initials,
    background: lender.logo.background,
    color: lender.logo.color,
    click_param: lender.clickParam ?? '',
  };
}

/** The lender a form describes (`id` fixed for an existing one), or the problems with its fields. */
export function readLenderForm(
  form: FormValues,
  fixedId: string | null,
  thisYear: number,
): { ok: true; lender: Lender } | { ok: false; problems: string[] } {
  const r = new Reader(form);
  const id = fixedId ?? text(form, 'id');
  if (!SLUG.test(id) || id.length > 40)
    r.problems.push('Identyfikator: małe litery bez polskich znaków, cyfry i myślniki, do 40 znaków (np. nowa-kasa).');
  const url = text(form, 'url');
  let address = '';
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password) throw new Error('not https');
    address = parsed.pathname.endsWith('/') ? parsed.href : `${parsed.href}/`;
  } catch {
    r.problems.push('Strona pożyczkodawcy: wpisz adres zaczynający się od https://.');
  }
  const initials = text(form, 'initials');
  if (!/^\S{1,3}$/u.test(initials)) r.problems.push('Logo: 1–3 znaki inicjałów, bez spacji.');
  const background = text(form, 'background');
  const color = text(form, 'color');
  if (!COLOUR.test(background) || !COLOUR.test(color)) r.problems.push('Logo: kolory w zapisie #rrggbb.');
  const clickParam = text(form, 'click_param');
  if (clickParam !== '' && !/^[A-Za-z][\w-]{0,39}$/.test(clickParam))
    r.problems.push('Parametr identyfikatora kliknięcia: litery, cyfry, _ lub -, do 40 znaków.');
  const lender: Lender = {
    id,
    name: r.text('name', 'Nazwa', 60),
    legalName: r.text('legal_name', 'Nazwa prawna', 200),
    description: r.text('description', 'Opis', 300),
    founded: r.number('founded', 'Rok założenia', { min: 1900, max: thisYear, integer: true }),
    url: address,
    logo: { initials, background: background.toLowerCase(), color: color.toLowerCase() },
  };
  if (clickParam !== '') lender.clickParam = clickParam;
  return r.problems.length > 0 ? { ok: false, problems: r.problems } : { ok: true, lender };
}
