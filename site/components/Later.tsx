// A part of an island hydrated in a task after the island's own (site/app/hydrate-turns.ts): during the island's
// hydration it suspends, and Preact keeps its server HTML until its turn comes; the parts take their turns one per
// task, in document order. Its child must render one element (what Preact keeps for a part that suspends while
// hydrating). Outside a hydration it renders its child at once. `useId` calls keep their order as long as every part
// that calls it comes after every call outside the parts (a page's own, its frame's).
import { Suspense, useRef, type ReactNode } from 'react';
import { hydration } from '../app/hydrate-turns';
import { nextTask } from '../app/next-task';

/** A part's turn: `ready` once it may render; `hydrated` to call once it has (whether its render threw or not). */
interface Turn {
  ready: boolean;
  wait?: Promise<void>;
  hydrated?: () => void;
}

/** The turns of every part asked for so far: one after the other, each in a task of its own. */
let queue: Promise<void> = Promise.resolve();

function askTurn(): Turn {
  const pass = hydration.pass;
  if (!pass) return { ready: true };
  const turn: Turn = { ready: false };
  pass.parts.push(
    new Promise<void>((resolve) => {
      turn.wait = queue = queue.then(nextTask).then(() => {
        const after = pass.around();
        turn.hydrated = () => {
          after();
          resolve();
        };
        turn.ready = true;
      });
    }),
  );
  return turn;
}

function Waiting({ turn, children }: { turn: Turn; children: ReactNode }) {
  // Suspense's contract is a thrown promise: Preact then keeps the part's server HTML until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!turn.ready) throw turn.wait;
  const hydrated = turn.hydrated;
  turn.hydrated = undefined;
  // After this render's commit, whether it succeeded or threw: the island counts this part as done either way.
  if (hydrated) queueMicrotask(hydrated);
  return children;
}

export function Later({ children }: { children: ReactNode }) {
  const turn = useRef<Turn | null>(null);
  turn.current ??= askTurn();
  return (
    <Suspense fallback={null}>
      <Waiting turn={turn.current}>{children}</Waiting>
    </Suspense>
  );
}
