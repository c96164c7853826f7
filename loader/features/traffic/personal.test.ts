import { describe, expect, it } from 'vitest';
import {
  fieldWithoutPersonal,
  readable,
  storedWithoutPersonal,
  urlWithoutPersonal,
  type StoredFieldKind,
} from './personal';
import { isPersonal } from '../../personal-text';

describe('readable: a URL value as a person reads it', () => {
  it.each([
    ['jan%40example.pl', 'jan@example.pl'],
    ['%2B48%20600%20100%20200', '+48 600 100 200'],
    ['kredyt+gotowkowy', 'kredyt gotowkowy'],
    ['jan%2540example.pl', 'jan@example.pl'], // escaped twice
    ['po%C5%BCyczki', 'pożyczki'],
    ['100%&e=jan%40example.pl', '100%&e=jan@example.pl'], // a stray % does not hide the rest
    ['%E0%A4%A', '%E0%A4%A'], // not UTF-8: left as it is
    ['https://partner.pl/', 'https://partner.pl/'],
  ])('readable(%j) = %j', (text, expected) => {
    expect(readable(text)).toBe(expected);
  });
});

describe('urlWithoutPersonal: ep, rf and cpg', () => {
  it.each([
    // Personal data in the query or fragment: the query and fragment go.
    [
      'a phone in utm_term and tel',
      'https://partner.pl/oferta/?utm_term=600100200&tel=600100200',
      'https://partner.pl/oferta/',
    ],
    ['a form page as referrer', 'https://partner.pl/form/?tel=600100200', 'https://partner.pl/form/'],
    ['a PESEL', 'https://partner.pl/wniosek?pesel=44051401359&krok=2', 'https://partner.pl/wniosek'],
    ['an e-mail, %40', 'https://partner.pl/kontakt?email=jan%40example.pl', 'https://partner.pl/kontakt'],
    ['a phone with spaces, %2B and %20', 'https://partner.pl/?tel=%2B48%20600%20100%20200', 'https://partner.pl/'],
    ['a phone with spaces as +', 'https://partner.pl/?tel=600+100+200', 'https://partner.pl/'],
    ['an e-mail escaped twice', 'https://partner.pl/?e=jan%2540example.pl', 'https://partner.pl/'],
    ['after a stray %', 'https://partner.pl/?a=100%&e=jan%40example.pl', 'https://partner.pl/'],
    ['in the fragment', 'https://partner.pl/a#tel=600100200', 'https://partner.pl/a'],
    // Personal data in the path: the origin.
    ['a PESEL in the path', 'https://partner.pl/klient/44051401359/wniosek?x=1', 'https://partner.pl'],
    ['an e-mail in the path', 'https://partner.pl/u/jan%40example.pl/', 'https://partner.pl'],
    [
      'the origin keeps its port and loses its user info',
      'https://jan%40example.pl:x@partner.pl:8443/600100200',
      'https://partner.pl:8443',
    ],
    // Nothing left to keep.
    ['a phone in the host', 'https://600100200.example.pl/', '(none)'],
    ['no origin at all', '600100200', '(none)'],
    // Kept byte for byte.
    ['(none)', '(none)', '(none)'],
    [
      'a Polish campaign',
      'https://www.example.pl/?utm_source=google&utm_campaign=po%C5%BCyczki-jesie%C5%84',
      'https://www.example.pl/?utm_source=google&utm_campaign=po%C5%BCyczki-jesie%C5%84',
    ],
    [
      'gclid and a + term',
      'https://www.example.pl/?gclid=Cj0KCQiA&utm_term=kredyt+gotowkowy',
      'https://www.example.pl/?gclid=Cj0KCQiA&utm_term=kredyt+gotowkowy',
    ],
    [
      'short numbers',
      'https://partner.pl/oferta/?kwota=5000&okres=12#raty',
      'https://partner.pl/oferta/?kwota=5000&okres=12#raty',
    ],
    ['a search engine', 'https://www.google.com/', 'https://www.google.com/'],
  ])('%s', (_name, url, expected) => {
    expect(urlWithoutPersonal(url, isPersonal)).toBe(expected);
  });
});

describe('fieldWithoutPersonal: src, mdm, cmp, cnt, trm', () => {
  it.each([
    ['600100200', '(none)'],
    ['44051401359', '(none)'],
    ['jan%40example.pl', '(none)'],
    ['%2B48%20600%20100%20200', '(none)'],
    ['600+100+200', '(none)'],
    ['/profil/600100200', '(none)'],
    ['(none)', '(none)'],
    ['kredyt+gotowkowy', 'kredyt+gotowkowy'],
    ['po%C5%BCyczki-jesie%C5%84', 'po%C5%BCyczki-jesie%C5%84'],
    ['baner-300x250', 'baner-300x250'],
    ['2026', '2026'],
    ['/watek/1', '/watek/1'],
    ['', ''],
  ])('fieldWithoutPersonal(%j) = %j', (value, expected) => {
    expect(fieldWithoutPersonal(value, isPersonal)).toBe(expected);
  });
});

describe('storedWithoutPersonal: a stored cookie value', () => {
  const sourceFields = (key: string): StoredFieldKind => (key === 'typ' ? null : 'field');
  const urlFields = (key: string): StoredFieldKind => (key === 'ep' || key === 'rf' ? 'url' : null);
  it.each([
    [
      'a phone as term: only that field changes, the Polish campaign keeps its encoding',
      'typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Ccmp%3Dpo%25C5%25BCyczki%7C%7C%7Ctrm%3D600100200',
      sourceFields,
      'typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Ccmp%3Dpo%25C5%25BCyczki%7C%7C%7Ctrm%3D%28none%29',
    ],
    [
      "the WooCommerce fork's id field counts as a source field",
      'typ%3Dutm%7C%7C%7Csrc%3Dfb%7C%7C%7Cid%3Djan%2540example.pl',
      sourceFields,
      'typ%3Dutm%7C%7C%7Csrc%3Dfb%7C%7C%7Cid%3D%28none%29',
    ],
    [
      'ep and rf cut back, fd untouched',
      'fd%3D2026-11-22%2011%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fpartner.pl%2F%3Ftel%3D600100200%7C%7C%7Crf%3Dhttps%3A%2F%2Fforum.pl%2Fu%2F44051401359',
      urlFields,
      'fd%3D2026-11-22%2011%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fpartner.pl%2F%7C%7C%7Crf%3Dhttps%3A%2F%2Fforum.pl',
    ],
    [
      'clean: the very same string',
      'typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Ctrm%3Dkredyt%252Bgotowkowy',
      sourceFields,
      'typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Ctrm%3Dkredyt%252Bgotowkowy',
    ],
    ['garbage stays garbage', 'garbage', sourceFields, 'garbage'],
  ] as const)('%s', (_name, stored, kindOf, expected) => {
    expect(storedWithoutPersonal(stored, kindOf, isPersonal)).toBe(expected);
  });
});
