// @vitest-environment jsdom
import { hydrate } from 'preact';
import { useState } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { noteEarlyInput, replayEarlyInput } from './early-input';

/** A form as the site's islands write them: controlled fields, and what the component holds shown beside them. */
function Form() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [source, setSource] = useState('');
  return (
    <form>
      <input aria-label="Imię" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <input type="checkbox" aria-label="Zgoda" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
      <select aria-label="Źródło" value={source} onChange={(e) => setSource(e.currentTarget.value)}>
        <option value="">Wybierz…</option>
        <option value="website">Strona</option>
      </select>
      <input type="hidden" name="_csrf" value="token" />
      <output>{`${name}|${String(agreed)}|${source}`}</output>
    </form>
  );
}

const held = (root: HTMLElement) => root.querySelector('output')!.textContent;
/** Preact renders a state change on its next tick. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('input made before an island is live', () => {
  const serverForm = () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    document.body.append(root);
    return root;
  };

  it('reaches the component after hydration: text, a ticked box and a chosen option', async () => {
    const root = serverForm();
    root.querySelector<HTMLInputElement>('input[aria-label="Imię"]')!.value = 'Nowy Partner';
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    root.querySelector('select')!.value = 'website';
    const early = noteEarlyInput(root);
    expect(early).toHaveLength(3);
    hydrate(<Form />, root);
    replayEarlyInput(early);
    await settled();
    expect(held(root)).toBe('Nowy Partner|true|website');
    expect(root.querySelector<HTMLInputElement>('input[aria-label="Imię"]')!.value).toBe('Nowy Partner');
  });

  it('without the replay the component would hold nothing of it (what the visitor lost before)', async () => {
    const root = serverForm();
    root.querySelector<HTMLInputElement>('input[aria-label="Imię"]')!.value = 'Nowy Partner';
    hydrate(<Form />, root);
    await settled();
    expect(held(root)).toBe('|false|');
  });

  it('notes nothing on an untouched form, and never a hidden field', () => {
    const root = serverForm();
    expect(noteEarlyInput(root)).toEqual([]);
    root.querySelector<HTMLInputElement>('input[type="hidden"]')!.value = 'other';
    expect(noteEarlyInput(root)).toEqual([]);
  });
});
