// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_ERRORS } from '../../contracts/checks/consents';
import { PESEL_ERRORS } from '../../contracts/checks/pesel';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import { RegistrationFlow, type LeadSubmit, type LeadSubmitResult, type RegistrationFlowProps } from './RegistrationFlow';
import { DRAFT_KEY, type FormValues } from './useRegistrationFlow';

const NBSP = '\u00a0';
const NOW = () => new Date('2025-06-15T10:00:00Z');
const LIMITS = { amountLimits: { min: 100, max: 25000, step: 100 }, termLimits: { min: 5, max: 90, step: 1 } };

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
  amount: '1500', termDays: '30', phone: '601 234 567', firstName: 'Anna', lastName: 'Kowalska', pesel: '44051401359',
  idCard: 'ABA 300000', email: 'anna@example.pl', postalCode: '00-950', city: 'Warszawa', street: 'ul. Marszałkowska',
  houseNumber: '12/3', employment: 'employment_contract', monthlyIncome: '4500', bankAccount: 'PL61109010140000071219812874',
  consents: { terms: true, privacy: true, marketing: false },
};

function setup(props: Partial<RegistrationFlowProps> = {}) {
  const storage = memoryStorage();
  const submit = props.submit ?? vi.fn<LeadSubmit>(async () => ({ ok: true, leadId: 'lead-1' }));
  const onDone = vi.fn();
  const view = render(<RegistrationFlow {...LIMITS} storage={storage} now={NOW} {...props} submit={submit} onDone={onDone} />);
  return { storage, submit, onDone, view };
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
/** Leaving a field: preact/compat listens for focusout, which testing-library's fireEvent.blur/focusOut do not send here. */
const leave = (el: HTMLElement) => act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
/** A real change event (testing-library turns fireEvent.change into input under preact/compat; selects listen for change). */
const choose = (el: HTMLElement, value: string) =>
  act(() => {
    (el as HTMLSelectElement).value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
const heading = () => screen.getByRole('heading', { level: 2 });
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'))?.textContent ?? null;
};

describe('RegistrationFlow', () => {
  it('walks through every step, with mistakes shown at their fields, focused and corrected', async () => {
    const console_ = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    let answer: (result: LeadSubmitResult) => void = () => {};
    const { submit, onDone, storage } = setup({ submit: vi.fn<LeadSubmit>(() => new Promise((resolve) => (answer = resolve))) });
    const startUrl = window.location.href;

    // 1. Amount and term: two sliders with linked number fields.
    expect(screen.getByText('Krok 1 z 6')).toBeTruthy();
    expect(heading().textContent).toBe('Kwota i okres spłaty');
    const steps = screen.getByRole('list', { name: 'Kroki wniosku' }).querySelectorAll('li');
    expect([...steps].map((li) => li.getAttribute('aria-current'))).toEqual(['step', null, null, null, null, null]);
    const amount = screen.getByRole('textbox', { name: 'Kwota pożyczki' }) as HTMLInputElement;
    const amountSlider = screen.getByRole('slider', { name: 'Kwota pożyczki' }) as HTMLInputElement;
    expect(amountSlider.getAttribute('aria-valuetext')).toBe(`1${NBSP}500${NBSP}zł`);
    fireEvent.input(amount, { target: { value: '50' } });
    next();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(amount)).toBe(`Wybierz kwotę od 100 do 25${NBSP}000 zł.`);
    expect(document.activeElement).toBe(amount);
    fireEvent.input(amount, { target: { value: '2000' } });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(amountSlider.value).toBe('2000');
    fireEvent.input(amountSlider, { target: { value: '3000' } });
    expect(amount.value).toBe('3000');
    expect(amountSlider.getAttribute('aria-valuetext')).toBe(`3${NBSP}000${NBSP}zł`);
    const termSlider = screen.getByRole('slider', { name: 'Okres spłaty' }) as HTMLInputElement;
    fireEvent.input(termSlider, { target: { value: '22' } });
    expect((screen.getByRole('textbox', { name: 'Okres spłaty' }) as HTMLInputElement).value).toBe('22');
    expect(termSlider.getAttribute('aria-valuetext')).toBe(`22${NBSP}dni`);
    expect(screen.getByText(/Chcesz pożyczyć/).textContent).toBe(`Chcesz pożyczyć 3${NBSP}000${NBSP}zł na 22${NBSP}dni.`);
    next();

    // 2. Phone: a landline is refused, a mobile is written out after leaving the field.
    expect(screen.getByText('Krok 2 z 6')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Numer telefonu');
    const phone = screen.getByLabelText('Numer telefonu komórkowego') as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    type('Numer telefonu komórkowego', '22 123 45 67');
    next();
    expect(errorOf(phone)).toBe(PHONE_ERRORS.notMobile);
    expect(document.activeElement).toBe(phone);
    type('Numer telefonu komórkowego', '601234567');
    leave(phone);
    expect(phone.value).toBe('+48 601 234 567');
    next();

    // 3. Personal data: every empty field is reported, the first one focused.
    expect(heading().textContent).toBe('Dane osobowe');
    next();
    const firstName = screen.getByLabelText('Imię');
    expect(document.activeElement).toBe(firstName);
    for (const label of ['Imię', 'Nazwisko', 'PESEL', 'Seria i numer dowodu osobistego', 'Adres e-mail']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(input)).toBeTruthy();
    }
    expect(firstName.getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Nazwisko').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('PESEL').getAttribute('inputmode')).toBe('numeric');
    type('Imię', 'Anna');
    type('Nazwisko', 'Kowalska');
    type('PESEL', '44051401358');
    type('Seria i numer dowodu osobistego', 'aba300000');
    type('Adres e-mail', 'anna@example.pl');
    next();
    const pesel = screen.getByLabelText('PESEL');
    expect(errorOf(pesel)).toBe(PESEL_ERRORS.checksum);
    expect(document.activeElement).toBe(pesel);
    type('PESEL', '44051401359');
    expect(pesel.getAttribute('aria-invalid')).toBeNull();
    expect(pesel.getAttribute('aria-describedby')).not.toMatch(/error/);
    next();

    // 4. Address, employment and income.
    expect(heading().textContent).toBe('Adres i dochody');
    expect(screen.getByLabelText('Kod pocztowy').getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByLabelText('Miejscowość').getAttribute('autocomplete')).toBe('address-level2');
    type('Kod pocztowy', '00950');
    leave(screen.getByLabelText('Kod pocztowy'));
    expect((screen.getByLabelText('Kod pocztowy') as HTMLInputElement).value).toBe('00-950');
    type('Miejscowość', 'Warszawa');
    type('Numer domu i mieszkania', '12/3');
    type('Miesięczny dochód netto', '4 500');
    next();
    const employment = screen.getByLabelText('Źródło dochodu');
    expect(document.activeElement).toBe(employment);
    choose(employment, 'employment_contract');
    next();

    // 5. Bank account.
    expect(heading().textContent).toBe('Numer konta');
    type('Numer konta bankowego', '61 1090 1014 0000 0712 1981 2875');
    next();
    expect(screen.getByLabelText('Numer konta bankowego').getAttribute('aria-invalid')).toBe('true');
    type('Numer konta bankowego', 'PL61109010140000071219812874');
    next();

    // 6. Consents: the required ones must be ticked; "Zaznacz wszystkie" ticks them all.
    expect(screen.getByText('Krok 6 z 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Polityce prywatności/ }).getAttribute('href')).toBe('/privacy-policy/');
    expect(screen.getAllByText('(wymagana)')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    const terms = boxes[1]!;
    expect(document.activeElement).toBe(terms);
    expect(errorOf(terms)).toBe(CONSENT_ERRORS.terms);
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Zaznacz wszystkie'));
    expect(boxes.every((box) => box.checked)).toBe(true);
    expect(terms.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));

    // Pending: the button is disabled and says so.
    const sendingButton = screen.getByRole('button', { name: 'Wysyłamy wniosek…' }) as HTMLButtonElement;
    expect(sendingButton.disabled).toBe(true);
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      amount: 3000, termDays: 22, phone: '+48601234567', firstName: 'Anna', lastName: 'Kowalska', pesel: '44051401359',
      idCard: 'ABA300000', email: 'anna@example.pl', postalCode: '00-950', city: 'Warszawa', street: '', houseNumber: '12/3',
      employment: 'employment_contract', monthlyIncome: 4500, bankAccount: 'PL61109010140000071219812874',
      consents: { terms: true, privacy: true, marketing: true },
    });
    expect(storage.items.has(DRAFT_KEY)).toBe(true);
    await act(async () => answer({ ok: true, leadId: 'lead-1' }));
    expect(onDone).toHaveBeenCalledWith('lead-1');
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Wniosek został wysłany');
    expect(document.activeElement).toBe(heading());

    // Nothing typed went to the console or the address bar.
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
    expect(window.location.href).toBe(startUrl);
  });

  it('goes back without losing anything typed', () => {
    setup({ initialStep: 'personal' });
    type('Imię', 'Anna');
    type('PESEL', '44051401359');
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(heading().textContent).toBe('Numer telefonu');
    type('Numer telefonu komórkowego', '601 234 567');
    fireEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(screen.queryByRole('button', { name: 'Wstecz' })).toBeNull();
    next();
    expect((screen.getByLabelText('Numer telefonu komórkowego') as HTMLInputElement).value).toBe('601 234 567');
    next();
    expect((screen.getByLabelText('Imię') as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByLabelText('PESEL') as HTMLInputElement).value).toBe('44051401359');
  });

  it('keeps a draft in session storage and restores it after a reload, without PESEL, ID card or account number', () => {
    const { storage, view } = setup({ initialStep: 'personal', initialValues: { phone: '601 234 567' } });
    type('Imię', 'Anna');
    type('Nazwisko', 'Kowalska');
    type('PESEL', '44051401359');
    type('Seria i numer dowodu osobistego', 'ABA 300000');
    type('Adres e-mail', 'anna@example.pl');
    next();
    type('Miejscowość', 'Kraków');
    const saved = storage.items.get(DRAFT_KEY) ?? '';
    expect(JSON.parse(saved)).toMatchObject({ step: 'address', values: { firstName: 'Anna', city: 'Kraków', phone: '601 234 567' } });
    expect(saved).not.toContain('44051401359');
    expect(saved).not.toContain('300000');
    view.unmount();

    // "Reload": a new form with the same session storage.
    render(<RegistrationFlow {...LIMITS} submit={vi.fn()} onDone={vi.fn()} storage={storage} now={NOW} />);
    expect(heading().textContent).toBe('Dane osobowe');
    expect(screen.getByRole('status').textContent).toMatch(/Numer PESEL, serię\si\snumer dowodu osobistego oraz numer konta wpisz ponownie/);
    expect((screen.getByLabelText('Imię') as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByLabelText('Adres e-mail') as HTMLInputElement).value).toBe('anna@example.pl');
    expect((screen.getByLabelText('PESEL') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Seria i numer dowodu osobistego') as HTMLInputElement).value).toBe('');
    type('PESEL', '44051401359');
    type('Seria i numer dowodu osobistego', 'ABA 300000');
    next();
    expect((screen.getByLabelText('Miejscowość') as HTMLInputElement).value).toBe('Kraków');
  });

  it('works when storage throws (private mode, blocked storage)', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => { throw new Error('blocked'); } };
    setup({ storage: broken });
    next();
    expect(heading().textContent).toBe('Numer telefonu');
  });

  it('takes the start amount from the page, within the limits', () => {
    setup({ initial: { amount: 99999, termDays: 14 } });
    expect((screen.getByRole('textbox', { name: 'Kwota pożyczki' }) as HTMLInputElement).value).toBe('25000');
    expect((screen.getByRole('textbox', { name: 'Okres spłaty' }) as HTMLInputElement).value).toBe('14');
  });

  it('maps server errors to their fields, going to the first step with one', async () => {
    const submit = vi.fn<LeadSubmit>(async () => ({ ok: false, errors: { pesel: 'Ten PESEL jest już we wniosku.', bankAccount: 'Nie obsługujemy tego banku.' } }));
    setup({ submit, initialStep: 'consents', initialValues: FILLED });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));
    await waitFor(() => expect(heading().textContent).toBe('Dane osobowe'));
    const pesel = screen.getByLabelText('PESEL');
    expect(pesel.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(pesel)).toBe('Ten PESEL jest już we wniosku.');
    await waitFor(() => expect(document.activeElement).toBe(pesel));
    next();
    next();
    expect(heading().textContent).toBe('Numer konta');
    expect(errorOf(screen.getByLabelText('Numer konta bankowego'))).toBe('Nie obsługujemy tego banku.');
  });

  it('shows a server message in an alert with a retry', async () => {
    const submit = vi
      .fn<LeadSubmit>()
      .mockResolvedValueOnce({ ok: false, message: 'Serwer jest chwilowo niedostępny.' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: true, leadId: 'lead-2' });
    const { onDone } = setup({ submit, initialStep: 'consents', initialValues: FILLED });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Serwer jest chwilowo niedostępny.'));
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nie udało się wysłać wniosku'));
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('lead-2'));
    expect(submit).toHaveBeenCalledTimes(3);
  });

  it('reg3 starts with the phone and asks for the amount last, before the consents', () => {
    setup({ variant: 'reg3' });
    expect(heading().textContent).toBe('Numer telefonu');
    const names = [...screen.getByRole('list', { name: 'Kroki wniosku' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(names).toEqual(['1Numer telefonu', '2Dane osobowe', '3Adres i dochody', '4Numer konta', '5Kwota i okres spłaty', '6Zgody']);
  });

  it('gives every input a visible label', () => {
    for (const step of ['loan', 'phone', 'personal', 'address', 'bank', 'consents'] as const) {
      const { view } = setup({ initialStep: step });
      for (const input of view.container.querySelectorAll('input, select')) {
        const labelledBy = input.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy) : view.container.querySelector(`label[for="${input.id}"]`);
        expect(label?.textContent?.trim(), `${step}: ${input.id}`).toBeTruthy();
        expect(input.getAttribute('name'), 'inputs carry no name, so nothing can be sent natively').toBeNull();
      }
      view.unmount();
    }
  });
});
