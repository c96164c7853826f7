// SPEC §2, §8: the error page. 404 for unknown routes and failed page validation; 500 with a message (e.g.
// 'Unknown middleware {name}'). The same component is prerendered to dist/404.html and shown by the router.
import { SHORT_NAME } from '../brand';
import type { Head, PageProps } from './types';

export const NOT_FOUND_TEXT = 'This page could not be found';
export const HOME_LINK_TEXT = 'Go back to home';
/** The Polish message shown beside the spec's English one. */
export const NOT_FOUND_TEXT_PL = 'Nie ma takiej strony.';
export const HOME_LINK_TEXT_PL = 'wróć na stronę główną';
/** SPEC §8: shown when rendering the error page itself fails. */
export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

export interface ErrorData {
  status: number;
  /** Shown for statuses other than 404. */
  message?: string;
  /** The message's language: the spec's own texts are English, ours Polish. */
  lang?: 'en' | 'pl';
}

/** Static: nothing on it needs JavaScript, so it is never hydrated (site/app/islands.ts). */
export const islands = true;

export function head({ data }: PageProps<ErrorData>): Head {
  return { title: `${data.status === 404 ? '404' : 'Błąd'} – ${SHORT_NAME}`, description: '', robots: 'noindex' };
}

export default function ErrorPage({ data }: PageProps<ErrorData>) {
  const notFound = data.status === 404;
  return (
    <section className="pz-error" aria-labelledby="pz-error-title">
      <p className="pz-error__code" aria-hidden="true">
        {data.status}
      </p>
      <h1 id="pz-error-title" lang={notFound ? 'en' : (data.lang ?? 'en')}>
        {notFound ? NOT_FOUND_TEXT : (data.message ?? 'An error occurred')}
      </h1>
      {/* The spec's English text stays word for word; the Polish message beside it is what our visitors read. */}
      <p className="pz-error__pl">
        <strong>{notFound ? NOT_FOUND_TEXT_PL : 'Coś poszło nie tak po naszej stronie.'}</strong>{' '}
        {notFound ? 'Sprawdź adres albo zacznij od strony głównej.' : 'Spróbuj ponownie za chwilę.'}
      </p>
      <p>
        <HomeLink />
      </p>
    </section>
  );
}

/** 'Go back to home' (SPEC §2, §8) with its Polish twin in the same link. */
function HomeLink() {
  return (
    <a className="pz-button" href="/">
      <span>
        <span lang="en">{HOME_LINK_TEXT}</span> – {HOME_LINK_TEXT_PL}
      </span>
    </a>
  );
}

/** The last resort, plain markup with no logic, for when ErrorPage itself fails to render. */
export function ErrorPageFailed() {
  return (
    <section className="pz-error">
      <h1 lang="en">{ERROR_PAGE_FAILED_TEXT}</h1>
      <p className="pz-error__pl">Nie udało się wyświetlić strony błędu.</p>
      <p>
        <HomeLink />
      </p>
    </section>
  );
}
