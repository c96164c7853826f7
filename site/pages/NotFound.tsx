// SPEC §2, §8: the error page for unknown routes and failed page validation (status 404 from the server).
import { SHORT_NAME } from '../brand';
import type { Head } from './types';

export const NOT_FOUND_TEXT = 'This page could not be found';
export const HOME_LINK_TEXT = 'Go back to home';

export function head(): Head {
  return { title: `404 – ${SHORT_NAME}`, description: '' };
}

export default function NotFound() {
  return (
    <section className="pz-placeholder">
      <h1>404</h1>
      <p lang="en">{NOT_FOUND_TEXT}</p>
      <p>Nie znaleźliśmy tej strony. Sprawdź adres albo zacznij od strony głównej.</p>
      <p>
        <a href="/" lang="en">
          {HOME_LINK_TEXT}
        </a>
      </p>
    </section>
  );
}
