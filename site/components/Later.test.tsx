// @vitest-environment jsdom
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { noteEarlyInput, replayEarlyInput } from '../app/early-input';
import { hydrateInTurns } from '../app/hydrate-turns';
import { Later } from './Later';

/** The id each counter's `useId` gave in its last render. */
const ids = new Map<string, string>();

function Counter({ name, log }: { name: string; log?: string[] }) {
  const [n, setN] = useState(0);
  const id = useId();
  log?.push(name);
  ids.set(name, id);
  return (
    <button type="button" id={id} onClick={() => setN(n + 1)}>
      {name} {n}
    </button>
  );
}

function Page({ log }: { log?: string[] }) {
  return (
    <div>
      <Counter name="first" log={log} />
      <Later>
        <Counter name="second" log={log} />
      </Later>
      <Later>
        <section>
          <Counter name="third" log={log} />
        </section>
      </Later>
    </div>
  );
}

const serverHtml = () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  return root;
};

describe('Later: parts of an island hydrated after it', () => {
  it('keeps the server elements, hydrates the parts in document order after the first pass, with the same ids', async () => {
    const root = serverHtml();
    const serverIds = new Map(ids);
    const html = root.innerHTML;
    const buttons = [...root.querySelectorAll('button')];
    const log: string[] = [];
    const done = hydrateInTurns(() => hydrate(<Page log={log} />, root));
    // The first pass: the first button is live, the later ones are the server's, untouched.
    expect(log).toEqual(['first']);
    expect(root.innerHTML).toBe(html);
    buttons[1]!.click();
    expect(buttons[1]!.textContent).toBe('second 0');
    await done;
    expect(log).toEqual(['first', 'second', 'third']);
    // The same elements, now live, and the ids the server wrote.
    expect([...root.querySelectorAll('button')]).toEqual(buttons);
    expect(new Map(ids)).toEqual(serverIds);
    expect(new Set(serverIds.values()).size).toBe(3);
    expect(root.innerHTML).toBe(html);
    buttons[1]!.click();
    buttons[2]!.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(buttons.map((b) => b.textContent)).toEqual(['first 0', 'second 1', 'third 1']);
    root.remove();
  });

  it('renders its child at once outside a hydration (the server, the router)', () => {
    const log: string[] = [];
    expect(renderToString(<Page log={log} />)).toContain('third 0');
    expect(log).toEqual(['first', 'second', 'third']);
  });

  it('each part in a task of its own', async () => {
    const root = serverHtml();
    let task = 0;
    const ticker = setInterval(() => (task += 1), 0);
    const tasks: number[] = [];
    const log = { push: () => tasks.push(task) } as unknown as string[];
    await hydrateInTurns(() => hydrate(<Page log={log} />, root));
    clearInterval(ticker);
    expect(tasks).toHaveLength(3);
    expect(tasks[1]).toBeGreaterThan(tasks[0]!);
    expect(tasks[2]).toBeGreaterThan(tasks[1]!);
    root.remove();
  });

  it('what was typed into a later part before hydration is the part’s state once the island and its parts are live', async () => {
    function Field() {
      const [name, setName] = useState('');
      return (
        <p>
          <input aria-label="Imię" value={name} onInput={(e) => setName(e.currentTarget.value)} />
          <output>{name}</output>
        </p>
      );
    }
    const Island = () => (
      <div>
        <Counter name="first" />
        <Later>
          <Field />
        </Later>
      </div>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Island />);
    document.body.append(root);
    root.querySelector('input')!.value = 'Anna';
    // As the client does: noted before the island's first pass, replayed once every part has hydrated.
    const early = noteEarlyInput(root);
    await hydrateInTurns(() => hydrate(<Island />, root));
    replayEarlyInput(early);
    await new Promise((resolve) => setTimeout(resolve));
    expect(root.querySelector('output')!.textContent).toBe('Anna');
    expect(root.querySelector('input')!.value).toBe('Anna');
    root.remove();
  });
});
