// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { BIRTH_DATE_ERRORS } from '../../contracts/checks/birth-date';
import { CONSENT_ERRORS } from '../../contracts/checks/consents';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import { LEAD_ERRORS, LEAD_STEPS } from '../../contracts/lead';
import {
  RegistrationFlow,
  type LeadSubmit,
  type LeadSubmitResult,
  type RegistrationFlowProps,
} from './RegistrationFlow';
import { DRAFT_KEY, type FormValues } from './useRegistrationFlow';

const NBSP = '\u00a0';
const NOW = () => new Date('2025-06-15T10:00:00Z');
const LIMITS = {
  amountLimits: { min: 100, max: 25000, step: 100 },
  termLimits: { days: { min: 5, max: 90, step: 1 }, months: { min: 3, max: 48, step: 1 } },
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const FILLED: FormValues = {
  amount: '1500',
  termUnit: 'days',
  term: '30',
  birthDate: '14.05.1944',
  phone: '',
  email: '',
  consents: { terms: true, privacy: true, marketing: false },
};

function setup(props: Partial<RegistrationFlowProps> = {}) {
  const storage = memoryStorage();
  const submit = props.submit ?? vi.fn<LeadSubmit>(async () => ({ ok: true, leadId: 'lead-1' }));
  const onDone = vi.fn();
  const view = render(
    <RegistrationFlow {...LIMITS} storage={storage} now={NOW} {...props} submit={submit} onDone={onDone} />,
  );
  return { storage, submit, onDone, view };
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
/**
 * Leaving a field: preact/compat listens for focusout, which testing-library's fireEvent.blur/focusOut do not send
 * here.
 */
// act() with a synchronous callback has run the effects when it returns: its promise carries nothing.
const leave = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż dopasowane oferty' }));
const heading = () => screen.getByRole('heading', { level: 2 });
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'))?.textContent ?? null
  );
};
/** The sentence under the heading, as the heading's description reads it. */
const why = () =>
  (heading().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\u00a0/g, ' ');

describe('RegistrationFlow', () => {
  // Every step typed and checked in jsdom: 4.5 s at load 22 and 5.6 s at load 20 against Vitest's 5 s default.
  it('walks through every step, with mistakes shown at their fields, focused and corrected', async () => {
    const console_ = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    let answer: (result: LeadSubmitResult) => void = () => {};
    const { submit, onDone, storage } = setup({
      submit: vi.fn<LeadSubmit>(() => new Promise((resolve) => (answer = resolve))),
    });
    const startUrl = window.location.href;

    // 1. Amount, days or months, and the term.
    expect(screen.getByText('Krok 1 z 4')).toBeTruthy();
    expect(heading().textContent).toBe('Kwota i okres spłaty');
    expect(why()).toMatch(/Krok 1 z 4 Dla tej kwoty i tego okresu wyliczamy koszt każdej oferty/);
    const steps = screen.getByRole('list', { name: 'Kroki wniosku' }).querySelectorAll('li');
    expect([...steps].map((li) => li.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    const amount = screen.getByRole('textbox', { name: 'Kwota pożyczki' }) as HTMLInputElement;
    const amountSlider = screen.getByRole('slider', { name: 'Kwota pożyczki' }) as HTMLInputElement;
    expect(amountSlider.getAttribute('aria-valuetext')).toBe(`1${NBSP}500${NBSP}zł`);
    expect(amount.value).toBe(`1${NBSP}500`); // grouped as the other amount boxes show it
    fireEvent.input(amount, { target: { value: '50' } });
    next();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(amount)).toBe(`Wybierz kwotę od 100 do 25${NBSP}000${NBSP}zł.`);
    expect(document.activeElement).toBe(amount);
    fireEvent.input(amountSlider, { target: { value: '25000' } });
    expect(amount.value).toBe(`25${NBSP}000`);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    // Months: the term slider now counts instalments, 3 to 48.
    expect(screen.getByRole('group', { name: 'Jak chcesz spłacić?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /W ratach/ }));
    const termSlider = screen.getByRole('slider', { name: 'Okres spłaty' }) as HTMLInputElement;
    expect([termSlider.min, termSlider.max, termSlider.value]).toEqual(['3', '48', '12']);
    fireEvent.input(termSlider, { target: { value: '48' } });
    expect((screen.getByRole('textbox', { name: 'Okres spłaty' }) as HTMLInputElement).value).toBe('48');
    expect(termSlider.getAttribute('aria-valuetext')).toBe(`48${NBSP}miesięcy`);
    expect(screen.getByText(/Chcesz pożyczyć/).textContent).toBe(
      `Chcesz pożyczyć 25${NBSP}000${NBSP}zł na 48${NBSP}miesięcy, w ratach miesięcznych.`,
    );
    next();

    // 2. Date of birth: a minor is refused; a valid date is written back the Polish way.
    expect(screen.getByText('Krok 2 z 4')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Wiek');
    expect(why()).toMatch(/pożyczkodawcy przekażemy tylko za Twoją osobną zgodą/);
    const birth = screen.getByLabelText('Data urodzenia') as HTMLInputElement;
    expect(birth.getAttribute('autocomplete')).toBe('bday');
    type('Data urodzenia', '1.1.2010');
    next();
    expect(errorOf(birth)).toBe(BIRTH_DATE_ERRORS.underage);
    expect(document.activeElement).toBe(birth);
    // Digits only, as a numeric keypad without a dot types them: read day first, written back with dots on leaving.
    expect(birth.getAttribute('inputmode')).toBe('numeric');
    expect(errorOf(birth)).toBe(BIRTH_DATE_ERRORS.underage);
    const hint = document.getElementById(`${birth.id}-hint`)!;
    expect(birth.getAttribute('aria-describedby')).toContain(hint.id);
    expect(hint.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Dzień, miesiąc i rok, np. 14.05.1990 – kropki możesz pominąć',
    );
    type('Data urodzenia', '31021944');
    next();
    expect(errorOf(birth)).toBe(BIRTH_DATE_ERRORS.date);
    type('Data urodzenia', '14051944');
    leave(birth);
    expect(birth.value).toBe('14.05.1944');
    expect(errorOf(birth)).toBeNull();
    type('Data urodzenia', '4-5-1944');
    leave(birth);
    expect(birth.value).toBe('04.05.1944');
    next();

    // 3. Contact: optional, and said so.
    expect(heading().textContent).toBe('Kontakt (nieobowiązkowo)');
    expect(why()).toMatch(/tylko wtedy, gdy chcesz dostawać od nas oferty/);
    const phone = screen.getByLabelText('Numer telefonu komórkowego') as HTMLInputElement;
    type('Numer telefonu komórkowego', '22 123 45 67');
    next();
    expect(errorOf(phone)).toBe(PHONE_ERRORS.notMobile);
    type('Numer telefonu komórkowego', '601234567');
    leave(phone);
    expect(phone.value).toBe('+48 601 234 567');
    next();

    // 4. Consents: the required ones must be ticked; "Zaznacz wszystkie" ticks them all.
    expect(screen.getByText('Krok 4 z 4')).toBeTruthy();
    expect(
      screen.getByText(/przekażemy je tylko wtedy, gdy na stronie\s+przejścia zgodzisz się na to osobno/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Polityce prywatności/ }).getAttribute('href')).toBe('/privacy-policy/');
    expect(screen.getAllByText('(wymagana)')).toHaveLength(2);
    send();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    const terms = boxes[1]!;
    expect(document.activeElement).toBe(terms);
    expect(errorOf(terms)).toBe(CONSENT_ERRORS.terms);
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Zaznacz wszystkie'));
    expect(boxes.every((box) => box.checked)).toBe(true);
    expect(terms.getAttribute('aria-invalid')).toBeNull();
    send();

    // Pending: the button is disabled and says so.
    const sendingButton = screen.getByRole('button', { name: 'Zapisujemy odpowiedzi…' }) as HTMLButtonElement;
    expect(sendingButton.disabled).toBe(true);
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(submit).toHaveBeenCalledTimes(1);
    // With the marketing consent the phone goes too; the e-mail left empty does not.
    expect(submit).toHaveBeenCalledWith({
      amount: 25000,
      termUnit: 'months',
      term: 48,
      birthDate: '1944-05-04',
      phone: '+48601234567',
      consents: { terms: true, privacy: true, marketing: true },
    });
    expect(storage.items.has(DRAFT_KEY)).toBe(true);
    await act(async () => answer({ ok: true, leadId: 'lead-1' }));
    expect(onDone).toHaveBeenCalledWith('lead-1');
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Zapisaliśmy Twoje odpowiedzi');
    expect(document.activeElement).toBe(heading());

    // Nothing typed went to the console or the address bar.
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
    expect(window.location.href).toBe(startUrl);
  }, 20_000);

  it('sends no phone or e-mail without the marketing consent, and asks for one when the consent is ticked without them', async () => {
    const { submit } = setup({
      initialStep: 'consents',
      initialValues: { ...FILLED, phone: '601 234 567', email: 'anna@example.pl' },
    });
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({
      amount: 1500,
      termUnit: 'days',
      term: 30,
      birthDate: '1944-05-14',
      consents: FILLED.consents,
    });
  });

  it('the marketing consent without a contact is explained at the consent', () => {
    const { submit } = setup({
      initialStep: 'consents',
      initialValues: { ...FILLED, consents: { terms: true, privacy: true, marketing: true } },
    });
    send();
    const marketing = screen.getAllByRole('checkbox')[3]!;
    expect(errorOf(marketing)).toBe(LEAD_ERRORS.marketingNeedsContact);
    expect(document.activeElement).toBe(marketing);
    expect(submit).not.toHaveBeenCalled();
  });

  it('says under every step’s title, in one sentence, why its fields are asked', () => {
    for (const step of LEAD_STEPS) {
      const { view } = setup({ initialStep: step.id });
      expect(
        screen.getByText(step.why.replace(/\s+/g, ' ').slice(0, 40), {
          exact: false,
          normalizer: (t) => t.replace(/\s+/g, ' '),
        }),
      ).toBeTruthy();
      view.unmount();
    }
  });

  it('goes back without losing anything typed', () => {
    setup({ initialStep: 'contact' });
    type('Adres e-mail', 'anna@example.pl');
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(heading().textContent).toBe('Wiek');
    type('Data urodzenia', '14.05.1944');
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(screen.queryByRole('button', { name: 'Wstecz' })).toBeNull();
    next();
    expect((screen.getByLabelText('Data urodzenia') as HTMLInputElement).value).toBe('14.05.1944');
    next();
    expect((screen.getByLabelText('Adres e-mail') as HTMLInputElement).value).toBe('anna@example.pl');
  });

  it('keeps a draft in session storage and restores it after a reload', () => {
    const { storage, view } = setup({ initialStep: 'age' });
    type('Data urodzenia', '14.05.1944');
    next();
    type('Adres e-mail', 'anna@example.pl');
    const saved = storage.items.get(DRAFT_KEY) ?? '';
    expect(JSON.parse(saved)).toMatchObject({
      v: 2,
      step: 'contact',
      values: { birthDate: '14.05.1944', email: 'anna@example.pl' },
    });
    view.unmount();

    // "Reload": a new form with the same session storage.
    render(<RegistrationFlow {...LIMITS} submit={vi.fn()} onDone={vi.fn()} storage={storage} now={NOW} />);
    expect(heading().textContent).toBe('Kontakt (nieobowiązkowo)');
    expect(screen.getByRole('status').textContent).toMatch(/Przywróciliśmy dane/);
    expect((screen.getByLabelText('Adres e-mail') as HTMLInputElement).value).toBe('anna@example.pl');
  });

  it('works when storage throws (private mode, blocked storage)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    setup({ storage: broken });
    next();
    expect(heading().textContent).toBe('Wiek');
  });

  it.each<[RegistrationFlowProps['initial'], string, string, string]>([
    [{ amount: 99999, term: 14 }, `25${NBSP}000`, '14', 'dni'],
    [{ amount: 25000, term: 48, termUnit: 'months' }, `25${NBSP}000`, '48', 'miesięcy'],
    [{ amount: 5000, termUnit: 'months' }, `5${NBSP}000`, '12', 'miesięcy'],
    [{ amount: 5000, term: 90, termUnit: 'months' }, `5${NBSP}000`, '48', 'miesięcy'],
  ])('takes the start loan %j from the page, within its unit’s limits', (initial, amount, term, word) => {
    setup({ initial });
    expect((screen.getByRole('textbox', { name: 'Kwota pożyczki' }) as HTMLInputElement).value).toBe(amount);
    expect((screen.getByRole('textbox', { name: 'Okres spłaty' }) as HTMLInputElement).value).toBe(term);
    expect(screen.getByRole('slider', { name: 'Okres spłaty' }).getAttribute('aria-valuetext')).toBe(
      `${term}${NBSP}${word}`,
    );
  });

  it('maps server errors to their fields, going to the first step with one', async () => {
    const submit = vi.fn<LeadSubmit>(async () => ({
      ok: false,
      errors: { birthDate: 'Sprawdź datę.', term: 'Za długo.' },
    }));
    setup({ submit, initialStep: 'consents', initialValues: FILLED });
    send();
    await waitFor(() => expect(heading().textContent).toBe('Kwota i okres spłaty'));
    const term = screen.getByRole('textbox', { name: 'Okres spłaty' });
    expect(term.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(term)).toBe('Za długo.');
    next();
    expect(heading().textContent).toBe('Wiek');
    expect(errorOf(screen.getByLabelText('Data urodzenia'))).toBe('Sprawdź datę.');
  });

  it('shows a server message in an alert with a retry', async () => {
    const submit = vi
      .fn<LeadSubmit>()
      .mockResolvedValueOnce({ ok: false, message: 'Serwer jest chwilowo niedostępny.' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: true, leadId: 'lead-2' });
    const { onDone } = setup({ submit, initialStep: 'consents', initialValues: FILLED });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Serwer jest chwilowo niedostępny.'));
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nie udało się wysłać formularza'));
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('lead-2'));
    expect(submit).toHaveBeenCalledTimes(3);
  });

  it('reg3 offers the contact first and asks for the loan last, before the consents', () => {
    setup({ variant: 'reg3' });
    expect(heading().textContent).toBe('Kontakt (nieobowiązkowo)');
    const names = [...screen.getByRole('list', { name: 'Kroki wniosku' }).querySelectorAll('li')].map(
      (li) => li.textContent,
    );
    expect(names).toEqual(['1Kontakt (nieobowiązkowo)', '2Wiek', '3Kwota i okres spłaty', '4Zgody']);
  });

  it('gives every input a visible label; only the days / months radios carry a name', () => {
    for (const step of LEAD_STEPS.map((s) => s.id)) {
      const { view } = setup({ initialStep: step });
      for (const input of view.container.querySelectorAll('input, select')) {
        const labelledBy = input.getAttribute('aria-labelledby');
        const label = labelledBy
          ? document.getElementById(labelledBy)
          : (view.container.querySelector(`label[for="${input.id}"]`) ?? input.closest('label'));
        expect(label?.textContent?.trim(), `${step}: ${input.id}`).toBeTruthy();
        // Nothing personal can be sent natively: a radio group needs a name to be one group for the arrow keys.
        if ((input as HTMLInputElement).type !== 'radio')
          expect(input.getAttribute('name'), 'inputs carry no name').toBeNull();
      }
      view.unmount();
    }
  });
});
