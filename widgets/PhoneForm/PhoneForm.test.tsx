// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_ERRORS } from '../../contracts/checks/consents';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import { PhoneForm, type PhoneFormSubmit } from './PhoneForm';

// act() with a synchronous callback has run the effects when it returns: its promise carries nothing.
const leave = (el: HTMLElement): void =>
  void act(() => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
const phone = () => screen.getByLabelText('Numer telefonu komórkowego') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Poproś o telefon' }));
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('PhoneForm', () => {
  it('shows each error at its field, focuses the first and sends nothing', () => {
    const submit = vi.fn<PhoneFormSubmit>();
    render(<PhoneForm submit={submit} />);
    send();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(phone())).toContain(PHONE_ERRORS.empty);
    expect(document.activeElement).toBe(phone());
    const [terms, privacy] = screen.getAllByRole('checkbox');
    expect(terms!.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(privacy!)).toBe(CONSENT_ERRORS.privacy);
    expect(submit).not.toHaveBeenCalled();
  });

  it('writes a valid number out after leaving the field and clears errors as they are fixed', () => {
    render(<PhoneForm submit={vi.fn()} />);
    send();
    fireEvent.input(phone(), { target: { value: '601234567' } });
    expect(phone().getAttribute('aria-invalid')).toBeNull();
    leave(phone());
    expect(phone().value).toBe('+48 601 234 567');
    expect(phone().getAttribute('autocomplete')).toBe('tel');
    expect(phone().type).toBe('tel');
  });

  it('sends the number in E.164 with the consents and thanks without promising a loan', async () => {
    const submit = vi.fn<PhoneFormSubmit>(async () => ({ ok: true }));
    const onDone = vi.fn();
    render(<PhoneForm submit={submit} onDone={onDone} heading="Oddzwonimy w 15 minut" />);
    expect(screen.getByRole('heading', { name: 'Oddzwonimy w 15 minut' })).toBeTruthy();
    fireEvent.input(phone(), { target: { value: '601 234 567' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    send();
    expect(screen.getByRole('button', { name: 'Wysyłamy…' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({
      phone: '+48601234567',
      consents: { terms: true, privacy: true, marketing: false },
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Dziękujemy! Oddzwonimy');
    expect(status.textContent).toContain('+48 601 234 567');
    expect(status.textContent).not.toMatch(/przyznamy|gwarant|otrzymasz pożyczkę/i);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('states when we call back, in the form and in the thank-you', async () => {
    const promise = 'Oddzwonimy w dni robocze między 9:00 a 17:00.';
    render(<PhoneForm submit={async () => ({ ok: true })} promise={promise} />);
    expect(document.querySelector('form')!.textContent!.replace(/\u00a0/g, ' ')).toContain(promise);
    fireEvent.input(phone(), { target: { value: '601 234 567' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    send();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Dziękujemy! ${promise}`));
  });

  it('maps server errors to fields and shows a failure as an alert', async () => {
    const submit = vi
      .fn<PhoneFormSubmit>()
      .mockResolvedValueOnce({ ok: false, errors: { phone: 'Ten numer już u nas jest.' } })
      .mockRejectedValueOnce(new Error('offline'));
    render(<PhoneForm submit={submit} />);
    fireEvent.input(phone(), { target: { value: '601 234 567' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    send();
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(phone())).toContain('Ten numer już u nas jest.');
    expect(document.activeElement).toBe(phone());
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Nie udało się wysłać numeru/));
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
