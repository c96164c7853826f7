// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { CARD_ERRORS } from '../../contracts/checks/card';
import { CreditCardForm } from './CreditCardForm';
import type { CardOperator, CardToken, FieldSlot, HostedField, TokenizeOutcome } from './operator';
import { demoOperator } from './tokenize';

const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Zweryfikuj kartę' }));

/** An operator whose answers the test gives: each tokenize() waits for `answer`. */
function fakeOperator() {
  let slots: Record<HostedField, FieldSlot> | undefined;
  let answer: (outcome: TokenizeOutcome) => void = () => {};
  const removed = vi.fn();
  const tokenize = vi.fn(() => new Promise<TokenizeOutcome>((resolve) => (answer = resolve)));
  const operator: CardOperator = {
    name: 'PayU',
    mount: async (given) => {
      slots = given;
      return { tokenize, remove: removed };
    },
  };
  return {
    operator,
    tokenize,
    removed,
    slots: () => slots,
    answer: (outcome: TokenizeOutcome) => act(() => answer(outcome)),
  };
}

const TOKEN: CardToken = { token: 'TOK_1234567890', operator: 'payu', brand: 'visa', last4: '1111' };

describe('CreditCardForm', () => {
  it('explains what the card is for and gives each of the operator’s fields a labelled place', async () => {
    const fake = fakeOperator();
    render(<CreditCardForm operator={fake.operator} onTokenized={vi.fn()} />);
    expect(screen.getByText(/potwierdzić Twoją tożsamość/).textContent).toMatch(/autoryzację na 1\u00a0zł/);
    expect(screen.getByText(/nie widzi ani nie zapisuje pełnego numeru karty/)).toBeTruthy();
    expect(screen.getByText('Dane karty wpisujesz w bezpiecznych polach operatora płatności PayU.')).toBeTruthy();
    // Until the operator's fields are there, nothing can be sent.
    expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(false),
    );
    const slots = fake.slots()!;
    expect(Object.keys(slots)).toEqual(['number', 'expiry', 'cvc']);
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      expect(document.getElementById(slots[field].labelId)?.textContent).toBe(slots[field].label);
      expect(slots[field].element.isConnected).toBe(true);
    }
    expect(slots.number.label).toBe('Numer karty');
    // The form has no input of its own: the card is typed into the operator's fields only.
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says „Karta przyjęta” only once the operator has given a token, and hands on the token', async () => {
    const fake = fakeOperator();
    const onTokenized = vi.fn<(token: CardToken) => void>();
    render(<CreditCardForm operator={fake.operator} onTokenized={onTokenized} />);
    await waitFor(() => expect(fake.slots()).toBeDefined());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(false),
    );
    verify();
    await waitFor(() => expect(fake.tokenize).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: /Sprawdzamy kartę/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Karta przyjęta')).toBeNull();
    expect(onTokenized).not.toHaveBeenCalled();
    await fake.answer({ ok: true, card: TOKEN });
    await waitFor(() => expect(screen.getByText('Karta przyjęta')).toBeTruthy());
    expect(onTokenized).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('status').textContent).toBe(
      'Karta przyjętaVisa, końcówka numeru 1111. Operator płatności PayU potwierdził kartę.Użyj innej karty',
    );
    await waitFor(() => expect(fake.removed).toHaveBeenCalledTimes(1));
    // Another card: the operator's fields come back.
    fireEvent.click(screen.getByRole('button', { name: 'Użyj innej karty' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('shows the operator’s validation errors under their fields, and no acceptance', async () => {
    const fake = fakeOperator();
    const onTokenized = vi.fn();
    render(<CreditCardForm operator={fake.operator} onTokenized={onTokenized} />);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(false),
    );
    verify();
    await fake.answer({ ok: false, errors: { number: CARD_ERRORS.number.luhn, cvc: CARD_ERRORS.cvc.empty } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      CARD_ERRORS.number.luhn,
      CARD_ERRORS.cvc.empty,
    ]);
    expect(fake.slots()!.number.element.getAttribute('data-invalid')).toBe('true');
    expect(fake.slots()!.expiry.element.getAttribute('data-invalid')).toBeNull();
    expect(screen.queryByText('Karta przyjęta')).toBeNull();
    expect(onTokenized).not.toHaveBeenCalled();
  });

  it('says so when the operator cannot check the card now, and when its fields cannot be loaded', async () => {
    const fake = fakeOperator();
    const onTokenized = vi.fn();
    const view = render(<CreditCardForm operator={fake.operator} onTokenized={onTokenized} />);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(false),
    );
    verify();
    await fake.answer({ ok: false, unavailable: true });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Nie udało się teraz sprawdzić karty/));
    expect(onTokenized).not.toHaveBeenCalled();
    view.unmount();

    render(
      <CreditCardForm
        operator={{ name: 'PayU', mount: () => Promise.reject(new Error('blocked')) }}
        onTokenized={onTokenized}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /Nie udało się wczytać bezpiecznego formularza operatora płatności/,
      ),
    );
    expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Karta przyjęta')).toBeNull();
  });

  it('takes the operator’s fields out when it goes', async () => {
    const fake = fakeOperator();
    const view = render(<CreditCardForm operator={fake.operator} onTokenized={vi.fn()} />);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zweryfikuj kartę' }) as HTMLButtonElement).disabled).toBe(false),
    );
    view.unmount();
    await waitFor(() => expect(fake.removed).toHaveBeenCalledTimes(1));
  });

  it('labels the demonstration operator as a demonstration on screen', async () => {
    render(<CreditCardForm operator={demoOperator()} onTokenized={vi.fn()} />);
    expect(screen.getByRole('note').textContent).toMatch(/^Demonstracja: .*żadna karta nie zostanie sprawdzona\.$/);
    await waitFor(() => expect(screen.getByLabelText('Numer karty')).toBeTruthy());
  });
});
