// No invented people and no made-up reviews in the copy: a person's name anywhere the product speaks (pages, content
// data, widget and loader strings, Storybook stories included) must be on the launch placeholders list, and reviews
// with stars, ratings or "our users' opinions" must not come back. Publishing reviews no consumer wrote is a banned
// practice (ustawa o przeciwdziałaniu nieuczciwym praktykom rynkowym, art. 7 pkt 23b–23c).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LENDERS, OFFERS } from '../contracts/lenders';
import * as blog from './content/blog';
import * as categories from './content/categories';
import * as home from './content/home';
import * as legal from './content/legal';
import * as pages from './content/pages';
import * as transition from './content/transition';
import { INVENTED_PERSONS, LAUNCH_PLACEHOLDERS } from './launch-placeholders';
import { dataCopy, headCopy, htmlCopy, sourceCopy, sourceStrings, type CopyText } from './testing/copy-corpus';
import { renderAllPages } from './testing/render-pages';

/** Common Polish and Ukrainian first names (a name before a surname or an initial is a person). */
const FIRST_NAMES = [
  'Adam',
  'Adrian',
  'Agata',
  'Agnieszka',
  'Aleksander',
  'Aleksandra',
  'Alicja',
  'Andrij',
  'Andrzej',
  'Anna',
  'Antoni',
  'Arkadiusz',
  'Artur',
  'Barbara',
  'Bartosz',
  'Beata',
  'Bogdan',
  'Bożena',
  'Damian',
  'Daniel',
  'Danuta',
  'Dariusz',
  'Dmytro',
  'Dominik',
  'Dorota',
  'Edyta',
  'Elżbieta',
  'Emilia',
  'Ewa',
  'Ewelina',
  'Filip',
  'Grażyna',
  'Grzegorz',
  'Halina',
  'Hanna',
  'Helena',
  'Henryk',
  'Iryna',
  'Irena',
  'Iwona',
  'Jacek',
  'Jadwiga',
  'Jakub',
  'Jan',
  'Janina',
  'Janusz',
  'Jarosław',
  'Jerzy',
  'Joanna',
  'Jolanta',
  'Józef',
  'Julia',
  'Justyna',
  'Kamil',
  'Kamila',
  'Karol',
  'Karolina',
  'Katarzyna',
  'Kazimierz',
  'Krystyna',
  'Krzysztof',
  'Lena',
  'Leszek',
  'Łukasz',
  'Maciej',
  'Magdalena',
  'Małgorzata',
  'Marcin',
  'Marek',
  'Maria',
  'Mariusz',
  'Marta',
  'Marzena',
  'Mateusz',
  'Michał',
  'Mirosław',
  'Monika',
  'Mykola',
  'Natalia',
  'Nikola',
  'Norbert',
  'Oksana',
  'Olena',
  'Olga',
  'Oliwia',
  'Patrycja',
  'Paulina',
  'Paweł',
  'Piotr',
  'Przemysław',
  'Rafał',
  'Renata',
  'Robert',
  'Roman',
  'Ryszard',
  'Sebastian',
  'Serhij',
  'Stanisław',
  'Sylwia',
  'Szymon',
  'Tadeusz',
  'Taras',
  'Teresa',
  'Tetiana',
  'Tomasz',
  'Urszula',
  'Wiesław',
  'Wiktoria',
  'Wojciech',
  'Zbigniew',
  'Zdzisław',
  'Zofia',
  'Zuzanna',
];
const PERSON = new RegExp(`(?<![\\p{L}])(?:${FIRST_NAMES.join('|')})\\s+(?:\\p{Lu}[\\p{Ll}-]+|\\p{Lu}\\.)`, 'gu');

/** What makes a block a review: stars, a rating out of five, "our users' opinions", review structured data. */
const REVIEW_LIKE: readonly [string, RegExp][] = [
  ['stars', /[★☆⭐✩✪]/u],
  ['a rating out of five', /\b(?:ocen[a-ząęó]*|średnia)\s*:?\s*\d(?:[,.]\d+)?\s*(?:\/|na|z)\s*5\b/iu],
  [
    'users’ opinions',
    /\bopini[a-ząęó]*\s+(?:naszych\s+|zadowolonych\s+)?(?:użytkownik|klient|czytelnik|pożyczkobiorc)/iu,
  ],
  [
    'review structured data',
    /"@type":\s*"(?:Review|AggregateRating|Rating)"|\b(?:aggregateRating|reviewRating|ratingValue)\b/u,
  ],
];

const LISTED = new Set(LAUNCH_PLACEHOLDERS.map((p) => p.value));

/** The persons a text names that the placeholders list does not know, and the review-like marks it carries. */
function findings(texts: readonly CopyText[]): string[] {
  const out: string[] = [];
  for (const { where, text } of texts) {
    for (const match of text.matchAll(PERSON)) {
      const name = match[0].replace(/\s+/g, ' ');
      if (!LISTED.has(name))
        out.push(`${where}: „${name}” looks like a person's name and is not in site/launch-placeholders.ts`);
    }
    for (const [what, pattern] of REVIEW_LIKE)
      if (pattern.test(text))
        out.push(`${where}: ${what} (reviews no consumer wrote are banned): „${text.slice(0, 120)}”`);
  }
  return out;
}

describe('no invented person and no review block in the copy', async () => {
  const rendered = await renderAllPages();

  it.each(rendered.map((p) => [p.path, p] as const))('page %s', (path, page) => {
    const texts = [
      ...htmlCopy(path, page.html),
      ...headCopy(path, page.head),
      { where: `${path} JSON-LD`, text: JSON.stringify(page.head.jsonLd ?? []), prose: true },
    ];
    const found = findings(texts);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('content data, lenders and every widget and loader string, stories included', () => {
    const texts = [
      ...[blog, categories, home, legal, pages, transition].flatMap((module, i) =>
        dataCopy(`content module ${i}`, module),
      ),
      ...dataCopy('LENDERS', LENDERS),
      ...dataCopy('OFFERS', OFFERS),
      ...sourceCopy(['widgets', 'loader', 'site/pages', 'site/app', 'site/components']),
    ];
    const found = findings(texts);
    expect(found, found.join('\n')).toEqual([]);
  }, 60_000);

  it('every invented person on the list is still written where the list says (the list does not keep dead names)', () => {
    for (const person of INVENTED_PERSONS) {
      for (const file of person.where.split(', '))
        expect(readFileSync(file, 'utf8'), `${person.value} in ${file}`).toContain(person.value);
    }
  });

  it('docs/product.md points to the list and names every invented person', () => {
    const doc = readFileSync('docs/product.md', 'utf8');
    expect(doc).toContain('site/launch-placeholders.ts');
    for (const person of INVENTED_PERSONS) expect(doc).toContain(person.value);
  });
});

describe('the check fails when invented people or reviews come back', () => {
  it.each([
    ['a reviewer with an initial', '<li><strong>Katarzyna M.</strong>, Poznań: Szybko i bez problemu.</li>'],
    ['a blog author', '<p class="pz-meta">Autor: Tomasz Wiśniewski</p>'],
    ['a Ukrainian first name', '<p>Olena K. z Wrocławia poleca</p>'],
    ['stars', '<p>★★★★☆ Świetna porównywarka</p>'],
    ['a rating', '<p>Średnia ocena 4,7 na 5</p>'],
    ['a reviews heading', '<h2>Opinie naszych użytkowników</h2>'],
  ])('%s', (_what, html) => {
    expect(findings(htmlCopy('page', html)).length).toBeGreaterThan(0);
  });

  it('review structured data in a page head', () => {
    const head = {
      title: 'Przelewik',
      description: '',
      jsonLd: [{ '@type': 'Product', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7 } }],
    };
    expect(
      findings([{ where: 'head', text: JSON.stringify(head.jsonLd), prose: true }, ...headCopy('head', head)]).length,
    ).toBeGreaterThan(0);
  });

  it('a review typed into a widget or a story', () => {
    expect(
      findings(sourceStrings('widgets/X/X.stories.tsx', "export const r = { author: 'Paweł S.', text: 'Polecam' };"))
        .length,
    ).toBeGreaterThan(0);
  });

  it('a listed made-up person and the team signature pass', () => {
    expect(findings(htmlCopy('page', `<p>${INVENTED_PERSONS[0]!.value}</p><p>Zespół Przelewik</p>`))).toEqual([]);
  });
});
