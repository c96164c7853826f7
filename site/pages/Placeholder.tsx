// Routes whose pages are not built yet (see the issues) render this honest notice instead of a 404,
// so every route of SPEC §2 already exists, links work and the server answers 200.
import { DEFAULT_DESCRIPTION, SHORT_NAME } from '../brand';
import type { Head, PageProps } from './types';

export function head({ route }: PageProps<unknown>): Head {
  return { title: `${route.name} – ${SHORT_NAME}`, description: DEFAULT_DESCRIPTION };
}

export default function Placeholder({ route }: PageProps<unknown>) {
  return (
    <section className="pz-placeholder">
      <h1>{route.name}</h1>
      <p>Ta strona jest w przygotowaniu. Tymczasem możesz porównać pożyczki na stronie głównej.</p>
      <p>
        <a href="/">Wróć na stronę główną</a>
      </p>
    </section>
  );
}
