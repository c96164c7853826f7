// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { CARD_ERRORS } from '../../contracts/checks/card';
import { CreditCardForm } from './CreditCardForm';
import type { CardDetails, CardToken, CardTokenizer } from './tokenize';

const NOW = () => new Date('2025-06-15T10:00:00Z');
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.input(input(label), { target: { value } });
const leave = (el: HTMLElement) => act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Zweryfikuj kartę' }));
const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).find((e) => e?.className.includes('error'))?.textContent ?? null;
const brandLine = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

describe('CreditCardForm', () => {
  it('explains what the card is for, and uses the card autocomplete fields', () => {
    render(<CreditCardForm onTokenized={vi.fn()} now={NOW} />);
    expect(screen.getByText(/potwierdzić Twoją tożsamość/).textContent).toMatch(/autoryzację na 1\u00a0zł/);
    expect(screen.getByText(/nie widzi ani nie zapisuje pełnego numeru karty/)).toBeTruthy();
    expect(input('Numer karty').getAttribute('autocomplete')).toBe('cc-number');
    expect(input('Numer karty').getAttribute('inputmode')).toBe('numeric');
    expect(input('Data ważności').getAttribute('autocomplete')).toBe('cc-exp');
    const cvc = input('Kod CVC');
    expect([cvc.type, cvc.getAttribute('inputmode'), cvc.getAttribute('autocomplete')]).toEqual(['text', 'numeric', 'cc-csc']);
    expect(input('Imię i nazwisko na karcie').getAttribute('autocomplete')).toBe('cc-name');
    for (const el of document.querySelectorAll('input')) expect(el.getAttribute('name')).toBeNull();
  });

  it('shows a custom purpose text', () => {
    render(<CreditCardForm purpose={'Karta posłuży do spłaty rat.\n\nMożesz ją usunąć w każdej chwili.'} onTokenized={vi.fn()} />);
    expect(screen.getByText('Karta posłuży do spłaty rat.')).toBeTruthy();
    expect(screen.queryByText(/1 zł/)).toBeNull();
  });

  it.each([
    ['4111111111111111', 'Visa', '4111 1111 1111 1111'],
    ['5555555555554444', 'Mastercard', '5555 5555 5555 4444'],
    ['378282246310005', 'American Express', '3782 822463 10005'],
    ['6011111111111117', 'Discover', '6011 1111 1111 1117'],
    ['3530111333300000', 'JCB', '3530 1113 3330 0000'],
    ['30569309025904', 'Diners Club', '3056 930902 5904'],
    ['6759649826438453', 'Maestro', '6759 6498 2643 8453'],
    ['6200000000000005', 'UnionPay', '6200 0000 0000 0005'],
  ])('recognises %s as %s, in text and in a live region, and masks it', (number, brand, masked) => {
    render(<CreditCardForm onTokenized={vi.fn()} now={NOW} />);
    expect(brandLine().textContent).toBe('');
    type('Numer karty', number);
    expect(input('Numer karty').value).toBe(masked);
    expect(brandLine().textContent).toBe(`Rozpoznana karta: ${brand}`);
    expect(input('Numer karty').getAttribute('aria-describedby')).toContain(brandLine().id);
  });

  it('masks the expiry as MM/RR and takes only digits for the CVC, four for Amex', () => {
    render(<CreditCardForm onTokenized={vi.fn()} now={NOW} />);
    type('Data ważności', '8');
    expect(input('Data ważności').value).toBe('08/');
    type('Data ważności', '08/2');
    type('Data ważności', '08/27');
    expect(input('Data ważności').value).toBe('08/27');
    type('Kod CVC', '12a34');
    expect(input('Kod CVC').value).toBe('123');
    type('Numer karty', '3782 822463 10005');
    expect(screen.getByText('4 cyfry z przodu karty')).toBeTruthy();
    type('Kod CID', '1234');
    expect(input('Kod CID').value).toBe('1234');
    type('Numer karty', '4111');
    expect(input('Kod CVC').value).toBe('123');
  });

  it('reports a number failing Luhn, an expired card and a short CVC at their fields, focusing the first', () => {
    const tokenize = { tokenize: vi.fn() };
    render(<CreditCardForm tokenize={tokenize} onTokenized={vi.fn()} now={NOW} />);
    type('Numer karty', '4111 1111 1111 1112');
    leave(input('Numer karty'));
    expect(errorOf(input('Numer karty'))).toBe(CARD_ERRORS.number.luhn);
    type('Data ważności', '05/25');
    type('Kod CVC', '12');
    verify();
    expect(document.activeElement).toBe(input('Numer karty'));
    expect(input('Numer karty').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(input('Data ważności'))).toBe(CARD_ERRORS.expiry.expired);
    expect(errorOf(input('Kod CVC'))).toBe(CARD_ERRORS.cvc.length);
    expect(errorOf(input('Imię i nazwisko na karcie'))).toBe(CARD_ERRORS.holder.empty);
    expect(tokenize.tokenize).not.toHaveBeenCalled();
    type('Numer karty', '4111 1111 1111 1111');
    expect(input('Numer karty').getAttribute('aria-invalid')).toBeNull();
  });

  it('hands the card only to the tokenizer, keeps the token and clears the number and CVC', async () => {
    const seen: CardDetails[] = [];
    const tokenize: CardTokenizer = {
      async tokenize(card) {
        seen.push(card);
        return { token: 'f'.repeat(32), brand: 'visa', last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
      },
    };
    const onTokenized = vi.fn<(token: CardToken) => void>();
    const logs = (['log', 'info', 'warn', 'error'] as const).map((m) => vi.spyOn(console, m));
    const view = render(<CreditCardForm tokenize={tokenize} onTokenized={onTokenized} now={NOW} />);
    type('Numer karty', '4111111111111111');
    type('Data ważności', '08/27');
    type('Kod CVC', '987');
    type('Imię i nazwisko na karcie', 'Anna Kowalska');
    verify();
    await waitFor(() => expect(onTokenized).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([{ number: '4111111111111111', expMonth: 8, expYear: 2027, cvc: '987', holder: 'Anna Kowalska' }]);
    const token = onTokenized.mock.calls[0]![0];
    expect(JSON.stringify(token)).not.toContain('4111111111111111');
    expect(JSON.stringify(token)).not.toContain('987');
    expect(screen.getByRole('status').textContent).toBe('Karta przyjętaVisa, końcówka numeru 1111, ważna do 08/27Użyj innej karty');
    expect(view.container.innerHTML).not.toMatch(/4111 ?1111 ?1111|987/);
    for (const spy of logs) expect(spy).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Użyj innej karty' }));
    expect(input('Numer karty').value).toBe('');
    expect(input('Kod CVC').value).toBe('');
  });

  it('says so when the tokenizer fails, keeping what was typed to try again', async () => {
    const tokenize: CardTokenizer = { tokenize: vi.fn().mockRejectedValueOnce(new Error('network')) };
    const onTokenized = vi.fn();
    render(<CreditCardForm tokenize={tokenize} onTokenized={onTokenized} now={NOW} />);
    type('Numer karty', '5555555555554444');
    type('Data ważności', '12/30');
    type('Kod CVC', '123');
    type('Imię i nazwisko na karcie', 'Jan Nowak');
    verify();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Nie udało się zweryfikować karty/));
    expect(onTokenized).not.toHaveBeenCalled();
    expect(input('Numer karty').value).toBe('5555 5555 5555 4444');
  });

  it('uses the local tokenizer by default: a random token, brand and last four digits', async () => {
    const onTokenized = vi.fn<(token: CardToken) => void>();
    render(<CreditCardForm onTokenized={onTokenized} now={NOW} />);
    type('Numer karty', '378282246310005');
    type('Data ważności', '0128');
    type('Kod CID', '1234');
    type('Imię i nazwisko na karcie', 'Anna Kowalska');
    verify();
    await waitFor(() => expect(onTokenized).toHaveBeenCalled());
    const token = onTokenized.mock.calls[0]![0];
    expect(token).toMatchObject({ brand: 'amex', last4: '0005', expMonth: 1, expYear: 2028 });
    expect(token.token).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(token).sort()).toEqual(['brand', 'expMonth', 'expYear', 'last4', 'token']);
  });
});
