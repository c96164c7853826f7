// The documents against contracts/data-flows.ts and contracts/law.ts: the privacy policy names every recipient and
// every field of every flow, the terms name the lenders that take applications and what they get and the cost
// limits of the law in force, the registration copy never denies a hand-off the code makes. Each check is also run
// on a planted drift (a recipient, a field or a denial the documents do not carry) and must catch it.
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../../contracts/checks/consents';
import {
  DATA_FLOWS,
  dataFlow,
  deliveredPersonalFields,
  externalRecipients,
  fieldLabels,
  LEAD_DELIVERY_LENDERS,
  type DataFlow,
} from '../../contracts/data-flows';
import { lawPct } from './law-text';
import { LEAD_STEPS } from '../../contracts/lead';
import { lawOn, warsawDay } from '../../contracts/law';
import { DATA_USE_NOTE } from '../../widgets/RegistrationFlow/RegistrationFlow';
import type { Block } from './blog';
import { costLimitsBody, dayPl, flowSentence } from './data-flows-copy';
import { PRIVACY_POLICY_VERSIONS, TERMS_VERSIONS, type LegalDocument } from './legal';

const texts = (b: Block): string[] => ('items' in b ? b.items : [b.text]);
/** A document's visible text, with the no-break spaces the typography adds read as spaces. */
const plain = (d: LegalDocument): string =>
  d.sections
    .flatMap((s) => [s.heading, ...s.body.flatMap(texts)])
    .join('\n')
    .replace(/\u00a0/g, ' ');
const sectionText = (d: LegalDocument, id: string): string =>
  plain({ ...d, sections: d.sections.filter((s) => s.id === id) });

/** What of the flows a document's text leaves out: recipients by name, fields by label with their condition. */
function missing(text: string, flows: readonly DataFlow[]): string[] {
  const out: string[] = [];
  for (const recipient of externalRecipients(flows)) if (!text.includes(recipient.name)) out.push(recipient.name);
  // Each flow whole (every field with its condition, when and on what basis), so no label counts as said elsewhere.
  for (const flow of flows)
    if (!text.includes(flowSentence(flow)))
      out.push(
        `${flow.id}: ${
          fieldLabels(flow)
            .filter((l) => !text.includes(l))
            .join(', ') || 'changed'
        }`,
      );
  return out;
}

/** Copy that says the form's data never reaches a lender, which a lead delivery makes untrue. */
const DENIAL =
  /nie (trafia|przekazuje|przekazujemy|przekażemy)[^.]{0,60}pożyczkodaw|zostaje(?:ą)? u nas|zostają w serwisie/i;

const privacy = PRIVACY_POLICY_VERSIONS[0]!;
const terms = TERMS_VERSIONS[0]!;

describe('the privacy policy in force', () => {
  const text = plain(privacy);

  it('names every recipient and every field of every flow', () => {
    expect(missing(text, DATA_FLOWS)).toEqual([]);
  });

  it('lists the recipients in their own section, each lender that takes applications among them', () => {
    const recipients = sectionText(privacy, 'odbiorcy');
    for (const r of externalRecipients()) expect(recipients, r.name).toContain(r.name);
    for (const lender of LEAD_DELIVERY_LENDERS) expect(recipients).toContain(`${lender.name} – pożyczkodawca`);
    for (const name of ['Google', 'Meta', 'Amplitude', 'FingerprintJS', 'Firebase']) expect(recipients).toContain(name);
  });

  it('a planted recipient or field is caught', () => {
    const planted: DataFlow = {
      ...dataFlow('lead-delivery'),
      recipients: [
        ...dataFlow('lead-delivery').recipients,
        { id: 'x', name: 'Pożyczkodawca Planted', role: 'r', outsideEea: false },
      ],
      fields: [...dataFlow('lead-delivery').fields, { label: 'nazwisko panieńskie matki', wire: ['mother'] }],
    };
    expect(missing(text, [planted])).toEqual(['Pożyczkodawca Planted', 'lead-delivery: nazwisko panieńskie matki']);
    // A field that moved to another condition is caught too, though its label is in the text.
    const moved: DataFlow = {
      ...dataFlow('lead-delivery'),
      fields: dataFlow('lead-delivery').fields.map((f) => ({ ...f, only: undefined })),
    };
    expect(missing(text, [moved])).toEqual(['lead-delivery: changed']);
  });

  it('files the device fingerprint under the marketing consent, as the loader gates it', () => {
    const paragraph = text.split('\n').find((t) => t.startsWith('Identyfikator urządzenia.'))!;
    expect(paragraph).toContain('pliki cookies marketingowe');
    expect(paragraph).not.toContain('analityczne');
    expect(text).toContain(
      `Identyfikator urządzenia: ${fieldLabels(dataFlow('fingerprint')).join('; ')}. Kiedy: ${dataFlow('fingerprint').when}`,
    );
    expect(dataFlow('fingerprint').basis).toContain('marketingowe');
  });

  it('gives showing offers for the form the basis the form really asks for', () => {
    const purposes = sectionText(privacy, 'cele-i-podstawy');
    expect(purposes).toContain(
      `Uporządkowanie ofert według danych z formularza dopasowania ofert – ${dataFlow('offer-matching').basis}.`,
    );
    expect(purposes).toContain(
      `Przekazanie wniosku pożyczkodawcy, który przyjmuje od nas wnioski – ${dataFlow('lead-delivery').basis}.`,
    );
  });

  it('older versions stay as they were published', () => {
    expect(PRIVACY_POLICY_VERSIONS.slice(1).map((d) => missing(plain(d), DATA_FLOWS).length > 0)).toEqual(
      PRIVACY_POLICY_VERSIONS.slice(1).map(() => true),
    );
  });
});

describe('the terms in force', () => {
  const text = plain(terms);

  it('name each lender that takes applications and what it gets', () => {
    for (const lender of LEAD_DELIVERY_LENDERS) expect(text).toContain(lender.name);
    expect(text).toContain(deliveredPersonalFields());
  });

  it('name the NBP reference rate in force, its date, its source and the maximum interest, from contracts/law.ts', () => {
    const law = lawOn(warsawDay(new Date()));
    const limits = sectionText(terms, 'limity-kosztow');
    expect(limits).toContain(`Stopa referencyjna NBP: ${lawPct(law.nbpRate.pct)} od ${dayPl(law.nbpRate.since)}`);
    expect(limits).toContain(law.nbpRate.source);
    expect(limits).toContain(`Odsetki maksymalne: ${lawPct(law.maxInterestYearlyPct)} w skali roku`);
    expect(limits).toContain(`Stan na ${dayPl(law.day)}`);
    // The whole paragraphs run 1, 2, 3… in order; § 2a (the order of the offers) sits between 2 and 3 unnumbered.
    const numbered = terms.sections.map((s) => s.heading.replace(/\u00a0/g, ' ')).filter((h) => !/^§ \d+a\./.test(h));
    expect(numbered.map((h) => h.match(/^§ (\d+)\./)?.[1])).toEqual(numbered.map((_, i) => String(i + 1)));
  });

  it('after a simulated rate cut, the limits follow the new rate', () => {
    const law = lawOn('2026-12-10', [
      { pct: 3.25, since: '2026-12-10', source: 'Komunikat RPP z posiedzenia 8–9 grudnia 2026 r. (próba)' },
    ]);
    const items = costLimitsBody(law)
      .items.join('\n')
      .replace(/\u00a0/g, ' ');
    expect(items).toContain('Stopa referencyjna NBP: 3,25% od 10 grudnia 2026 r.');
    expect(items).toContain('Odsetki maksymalne: 13,5% w skali roku');
    expect(items).toContain('(próba)');
  });
});

describe('the registration copy', () => {
  const copy = [CONSENT_TEXTS.privacy, DATA_USE_NOTE, ...LEAD_STEPS.map((s) => s.why)];

  it("never denies that a lender which takes applications may get the form's data", () => {
    for (const text of copy) expect(text).not.toMatch(DENIAL);
    // The consent text of 2026-11-25 said the opposite: the check catches it.
    expect('Przelewik nie przekazuje tych danych pożyczkodawcom.').toMatch(DENIAL);
  });

  it('says which lenders may get which answers, and only with a separate consent', () => {
    const note = DATA_USE_NOTE.replace(/\u00a0/g, ' ');
    for (const lender of LEAD_DELIVERY_LENDERS) expect(note).toContain(lender.name);
    expect(note).toContain(deliveredPersonalFields());
    expect(CONSENT_TEXTS.privacy).toContain('tylko za moją osobną zgodą');
    const asked = (ids: string[]) => LEAD_STEPS.filter((s) => s.fields.some((f) => ids.includes(f)));
    for (const step of asked(['birthDate', 'phone', 'email']))
      expect(step.why, step.id).toMatch(/tylko za Twoją osobną zgodą/);
  });
});
