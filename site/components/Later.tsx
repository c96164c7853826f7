// A part of an island hydrated in a task after the island's own (site/app/hydrate-turns.ts): during the island's
// hydration it suspends, and Preact keeps its server HTML until its turn comes; the parts take their turns one per
// task, in document order. Its child must render one element (what Preact keeps for a part that suspends while
// hydrating). Outside a hydration it renders its child at once. `useId` calls keep their order as long as every part
// that calls it comes after every call outside the parts (a page's own, its frame's).
import { h, options, type ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { hydration } from '../app/hydrate-turns';
import { nextTask } from '../app/next-task';

/** A part's turn: `wait` until it may render; `done` to call once it has (whether its render threw or not). */
interface Turn {
  wait?: Promise<void>;
  done?: () => void;
}

/** The turns of every part asked for so far: one after the other, each in a task of its own. */
let queue: Promise<void> = Promise.resolve();
const waits = new WeakSet<object>();

type CatchError = (error: unknown, vnode: { __c: { forceUpdate(): void } }, ...rest: unknown[]) => void;
const hooks = options as unknown as { __e: CatchError };
const caught = hooks.__e;
// Preact's error hook (`_catchError`, its mangled name in Preact 10): a part's own wait re-renders the part when its
// turn comes. Preact has kept the server HTML of a part that threw a promise while hydrating, and hydrates it then.
// Without compat's Suspense, which is 0.45 KB of gzip on the pages' first screens.
hooks.__e = (error, vnode, ...rest) => {
  if (waits.has(error as object)) void (error as Promise<void>).then(() => vnode.__c.forceUpdate());
  else caught(error, vnode, ...rest);
};

function Waiting({ turn, children }: { turn: Turn; children?: ComponentChildren }) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Preact's contract for a part that waits
  if (turn.wait) throw turn.wait;
  // After this render's commit, whether it succeeded or threw: the island counts this part as done either way.
  if (turn.done) queueMicrotask(turn.done);
  turn.done = undefined;
  return children;
}

export function Later({ children }: { children?: ComponentChildren }) {
  const ref = useRef<Turn | null>(null);
  if (!ref.current) {
    const turn: Turn = (ref.current = {});
    hydration.parts?.push(
      new Promise<void>((resolve) => {
        waits.add(
          (turn.wait = queue =
            queue.then(nextTask).then(() => {
              turn.wait = undefined;
              turn.done = resolve;
            })),
        );
      }),
    );
  }
  return h(Waiting, { turn: ref.current }, children);
}
