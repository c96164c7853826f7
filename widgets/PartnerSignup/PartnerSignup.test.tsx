// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { PARTNER_CONSENT_VALUE } from '../../contracts/partner';
import { PartnerSignup } from './PartnerSignup';

const fill = () => {
  fireEvent.input(screen.getByLabelText('Imię i nazwisko lub nazwa firmy'), { target: { value: 'Anna Nowak' } });
  fireEvent.input(screen.getByLabelText('Adres e-mail'), { target: { value: 'anna@mojblog.pl' } });
  fireEvent.input(screen.getByLabelText('Adres strony lub kanału'), { target: { value: 'mojblog.pl' } });
  fireEvent.change(screen.getByLabelText('Główne źródło ruchu'), { target: { value: 'website' } });
  fireEvent.input(screen.getByLabelText('Główne źródło ruchu'), { target: { value: 'website' } });
  fireEvent.click(screen.getByRole('checkbox'));
};

describe('PartnerSignup', () => {
  it('posts form-encoded without JavaScript: method post, the given action, every field named as the server reads it', () => {
    const { container } = render(<PartnerSignup submit={vi.fn()} action="/partner/" />);
    fill();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/partner/');
    const sent = Object.fromEntries(new FormData(form).entries());
    expect(sent).toEqual({
      name: 'Anna Nowak',
      email: 'anna@mojblog.pl',
      website: 'mojblog.pl',
      trafficType: 'website',
      consent: PARTNER_CONSENT_VALUE,
    });
  });

  it('shows every error at its field, focuses the first, and sends nothing', async () => {
    const submit = vi.fn();
    render(<PartnerSignup submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const name = screen.getByLabelText('Imię i nazwisko lub nazwa firmy');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Wpisz imię i nazwisko/,
    );
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('clears a field error as it is corrected', () => {
    render(<PartnerSignup submit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const email = screen.getByLabelText('Adres e-mail');
    fireEvent.input(email, { target: { value: 'a@b.pl' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a valid form and thanks the partner', async () => {
    const submit = vi.fn(async () => ({ ok: true as const }));
    render(<PartnerSignup submit={submit} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Dziękujemy za zgłoszenie!'));
    expect(submit).toHaveBeenCalledWith({
      name: 'Anna Nowak',
      email: 'anna@mojblog.pl',
      website: 'mojblog.pl',
      trafficType: 'website',
      consent: true,
    });
  });

  it('maps server errors to fields and shows a network failure as an alert', async () => {
    const submit = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, errors: { email: 'Ten adres jest już zgłoszony.' } })
      .mockResolvedValueOnce({ ok: false });
    render(<PartnerSignup submit={submit} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(screen.getByLabelText('Adres e-mail').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Nie udało się wysłać/));
  });
});
