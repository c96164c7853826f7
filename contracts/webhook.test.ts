import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_TYPE, validateWebhook, webhookForm } from './webhook';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';

describe('validateWebhook', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['lead and default state', { lead_id: LEAD }, null],
    [
      'lead without dashes, a known state, extras',
      { lead_id: LEAD.replace(/-/g, ''), state_type: 'abandoned_offers_by_pxl', campaign: 'jesien', step: '2' },
      null,
    ],
    ['no lead', { state_type: DEFAULT_STATE_TYPE }, 'lead_id must be a UUID v4'],
    ['lead not v4', { lead_id: '3f2b8c1e-9d4a-1e7b-8c2d-1a2b3c4d5e6f' }, 'lead_id must be a UUID v4'],
    ['lead repeated', { lead_id: [LEAD, LEAD] }, 'lead_id must be a UUID v4'],
    ['unknown state', { lead_id: LEAD, state_type: 'bought_a_car' }, 'state_type must be one of'],
    ['state as a list', { lead_id: LEAD, state_type: [DEFAULT_STATE_TYPE] }, 'state_type must be one of'],
    ['extra with a personal name', { lead_id: LEAD, phone: '600123456' }, 'field phone is not allowed'],
    ['extra e-mail', { lead_id: LEAD, user_email: 'a@b.pl' }, 'field user_email is not allowed'],
    ['extra with a bad name', { lead_id: LEAD, 'Bad-Name': 'x' }, 'field Bad-Name is not allowed'],
    ['extra too long', { lead_id: LEAD, note: 'x'.repeat(201) }, 'field note must be text'],
    [
      'too many extras',
      { lead_id: LEAD, ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x'])) },
      'at most 10 extra fields',
    ],
  ])('%s', (_name, fields, error) => {
    const result = validateWebhook(fields);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result.ok ? '' : result.error).toContain(error);
  });

  it('normalises the lead id and keeps the extras', () => {
    expect(validateWebhook({ lead_id: LEAD.toUpperCase(), campaign: 'jesien' })).toEqual({
      ok: true,
      value: { leadId: LEAD, stateType: DEFAULT_STATE_TYPE, extra: { campaign: 'jesien' }, removedPersonal: 0 },
    });
  });

  it('removes extras whose values look like personal data and counts them', () => {
    expect(
      validateWebhook({ lead_id: LEAD, note: 'dzwonić 600 123 456', who: 'jan@example.pl', iban: 'x', step: '2' }),
    ).toMatchObject({ ok: false });
    expect(validateWebhook({ lead_id: LEAD, note: 'dzwonić 600 123 456', who: 'jan@example.pl', step: '2' })).toEqual({
      ok: true,
      value: { leadId: LEAD, stateType: DEFAULT_STATE_TYPE, extra: { step: '2' }, removedPersonal: 2 },
    });
  });

  it('builds the form with lead_id and state_type first; extras cannot override them', () => {
    expect(
      webhookForm({ leadId: LEAD, stateType: DEFAULT_STATE_TYPE, extra: { campaign: 'x', lead_id: 'other' } }),
    ).toEqual([
      ['lead_id', LEAD],
      ['state_type', DEFAULT_STATE_TYPE],
      ['campaign', 'x'],
    ]);
  });
});
