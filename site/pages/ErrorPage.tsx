// SPEC §2, §8: the error page. 404 for unknown routes and failed page validation; 500 with a message (e.g.
// 'Unknown middleware {name}'). The same component is prerendered to dist/404.html and shown by the router.
import { SHORT_NAME } from '../brand';
import type { Head, PageProps } from './types';

export const NOT_FOUND_TEXT = 'This page could not be found';
export const HOME_LINK_TEXT = 'Go back to home';
/** SPEC §8: shown when rendering the error page itself fails. */
export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

export interface ErrorData {
  status: number;
  /** Shown for statuses other than 404. */
  message?: string;
  /** The message's language: the spec's own texts are English, ours Polish. */
  lang?: 'en' | 'pl';
}

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
      <h1 id="pz-error-title" lang={notFound ? 'en' : data.lang ?? 'en'}>
        {notFound ? NOT_FOUND_TEXT : data.message ?? 'An error occurred'}
      </h1>
      <p>{notFound ? 'Nie znaleźliśmy tej strony. Sprawdź adres albo zacznij od strony głównej.' : 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.'}</p>
      <p>
        <a className="pz-button" href="/" lang="en">
          {HOME_LINK_TEXT}
        </a>
      </p>
    </section>
  );
}

/** The last resort, plain markup with no logic, for when ErrorPage itself fails to render. */
export function ErrorPageFailed() {
  return (
    <section className="pz-error">
      <h1 lang="en">{ERROR_PAGE_FAILED_TEXT}</h1>
      <p>
        <a className="pz-button" href="/" lang="en">
          {HOME_LINK_TEXT}
        </a>
      </p>
    </section>
  );
}
