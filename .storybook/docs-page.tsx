// Every widget's docs page: what it is, its first story, its props (descriptions and defaults from the component's
// TypeScript types and JSDoc), for a partner widget the tag a partner pastes with the options the loader reads
// (words from docs/partners.md, the same the published /przelewik.d.ts carries), then every state as a story.
import { ArgTypes, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import partnersMd from '../docs/partners.md?raw';
import { widgetAttributes } from '../loader/features/mount/attributes';
import type { WidgetName } from '../loader/features/mount/props';
import { attributeNote, partnerOptionDocs, partnerSnippet } from '../site/partner-types';
import { partnerWidgetOn } from './partner-widgets';

const docs = partnerOptionDocs(partnersMd);
const attributes = widgetAttributes();

/** A note's `code` spans as code. */
const withCode = (text: string) => text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));

/** The options with their words, neighbours with the same words in one row ("data-sub1 … data-sub5"). */
function optionRows(name: WidgetName): { names: string[]; note: string }[] {
  const rows: { names: string[]; note: string }[] = [];
  for (const attribute of [...attributes.own[name], ...attributes.common]) {
    const note = attributeNote(docs, name, attribute);
    const last = rows[rows.length - 1];
    if (last && note && last.note === note) last.names.push(attribute);
    else rows.push({ names: [attribute], note });
  }
  return rows;
}

/** "data-sub1 … data-sub5" for a numbered run, else the names one by one. */
function attributeNames(names: string[]): string {
  const numbered = names.map((name) => /^(.*?)(\d+)$/.exec(name));
  const run =
    names.length > 2 &&
    numbered.every((m, i) => m && m[1] === numbered[0]![1] && Number(m[2]) === Number(numbered[0]![2]) + i);
  return run ? `${names[0]} … ${names[names.length - 1]}` : names.join(', ');
}

function PartnerUsage({ name }: { name: WidgetName }) {
  const { html, js } = partnerSnippet(name);
  return (
    <section>
      <h2 id="on-a-partner-page">On a partner's page</h2>
      <p>
        A partner pastes the loader and an element with <code>data-widget="{name}"</code>; options go in{' '}
        <code>data-*</code> attributes (all of it: <code>docs/partners.md</code>; TypeScript definitions:{' '}
        <code>/przelewik.d.ts</code>).
      </p>
      <pre>
        <code>{html}</code>
      </pre>
      <p>In a framework's own shadow root, where the loader cannot see the element:</p>
      <pre>
        <code>{js}</code>
      </pre>
      <table>
        <caption>Options of {name}, as the loader reads them</caption>
        <thead>
          <tr>
            <th scope="col">attribute</th>
            <th scope="col">values and what it does (docs/partners.md)</th>
          </tr>
        </thead>
        <tbody>
          {optionRows(name).map(({ names, note }) => (
            <tr key={names[0]}>
              <td>
                <code>{attributeNames(names)}</code>
              </td>
              <td>{note ? withCode(note) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function WidgetDocsPage() {
  const meta = useOf('meta');
  const title = meta.type === 'meta' ? meta.preparedMeta.title : '';
  const component = meta.type === 'meta' ? meta.preparedMeta.component : undefined;
  const partner = partnerWidgetOn(title);
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      {component ? (
        <>
          <h2 id="props">Props</h2>
          <ArgTypes of={component} />
        </>
      ) : null}
      {partner ? <PartnerUsage name={partner} /> : null}
      <Stories title="States" includePrimary={false} />
    </>
  );
}
