import { describe, expect, it } from 'vitest';
import { DataTable, MessagePage, num } from './parts';
import { renderPage, renderPart } from './render';

const ROWS = [
  { name: 'p1', clicks: 1500 },
  { name: 'p2', clicks: 3 },
];

const table = (rows: typeof ROWS, emptyAlone = false) =>
  renderPart(
    <DataTable
      title="Partnerzy"
      id="t"
      columns={['Partner', num('Kliknięcia')]}
      rows={rows}
      empty="Brak danych."
      emptyAlone={emptyAlone}
      row={(r) => (
        <tr>
          <td>{r.name}</td>
          <td class="num">{r.clicks}</td>
        </tr>
      )}
    />,
  );

describe('DataTable', () => {
  it('draws the headers from the column list in a named scroll region, a row per item', () => {
    const html = table(ROWS);
    expect(html).toMatch(/^<div class="scroll" role="region" tabindex="0" aria-label="Tabela: Partnerzy">/);
    expect(html).toContain(
      '<thead><tr><th scope="col">Partner</th><th class="num" scope="col">Kliknięcia</th></tr></thead>',
    );
    expect([...html.matchAll(/<tr><td>/g)]).toHaveLength(2);
    expect(html).not.toContain('<tfoot>');
  });

  it('says an empty list in one row across every column, or in a paragraph instead of the table', () => {
    expect(table([])).toContain('<tbody><tr><td colspan="2">Brak danych.</td></tr></tbody>');
    expect(table([], true)).toBe('<p>Brak danych.</p>');
  });
});

describe('MessagePage', () => {
  it('answers inside the signed-in frame, with the list it belongs to marked and its text as an alert', () => {
    const html = renderPage(
      <MessagePage
        title="Nie ma takiego leada"
        text="Tego leada nie ma."
        role="alert"
        href="/admin/leads/"
        linkText="Wróć do wyszukiwania"
        current="/admin/leads/"
        operator={{ email: 'op@example.pl', csrfToken: 't', role: 'analyst' }}
      />,
    );
    expect(html).toContain('<a href="/admin/leads/" aria-current="page">Leady</a>');
    expect(html).toContain('op@example.pl (analityk: tylko odczyt)');
    expect(html).toContain(
      '<p role="alert">Tego leada nie ma.</p><p><a href="/admin/leads/">Wróć do wyszukiwania</a></p>',
    );
  });
});
