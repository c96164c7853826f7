// The tag builder: which widget, where our pages open, the partner's sub-ids, and the code to paste.
// Route: server/portal/site-routes.ts.
import type { LinkTarget } from '../../../loader/features/mount/targets';
import { destinationOf, TARGET_LABELS, type WIDGET_CHOICES } from '../../../site/components/snippet';
import { Frame } from '../../web/frame';
import { renderPage } from '../../web/render';
import { SUBS } from '../queries';
import { partnerBar, type Ctx } from '../shared';
import { BRAND } from './auth-pages';

type Widget = (typeof WIDGET_CHOICES)[number];

export interface SnippetProps {
  widgets: readonly Widget[];
  chosen: Widget;
  targets: readonly LinkTarget[];
  target: LinkTarget;
  /** The sub-id fields as typed (each cut to 64 characters). */
  typed: Record<string, string>;
  errors: readonly string[];
  code: string;
}

function Choices({ widgets, chosen, targets, target, typed }: SnippetProps) {
  return (
    <form method="get" action="/partner-panel/snippet/" class="settings">
      <p>
        <label for="widget">Widżet</label>{' '}
        <select id="widget" name="widget">
          {widgets.map((w) => (
            <option value={w.name} selected={w === chosen} key={w.name}>
              {w.label}
            </option>
          ))}
        </select>
      </p>
      {targets.length > 0 && (
        <p>
          <label for="target">Nasze strony otwierają się</label>{' '}
          <select id="target" name="target" aria-describedby="goes">
            {targets.map((t) => (
              <option value={t} selected={t === target} key={t}>
                {TARGET_LABELS[t]}
              </option>
            ))}
          </select>
        </p>
      )}
      {SUBS.map((s) => (
        <p key={s}>
          <label for={s}>{`${s} (opcjonalnie)`}</label>{' '}
          <input
            id={s}
            name={s}
            type="text"
            maxLength={64}
            pattern={'[A-Za-z0-9._~\\-]{1,64}'}
            value={typed[s] ?? ''}
          />
        </p>
      ))}
      <p>
        <button type="submit">Przygotuj kod</button>
      </p>
    </form>
  );
}

export const snippetPage = (ctx: Ctx, props: SnippetProps): string =>
  renderPage(
    <Frame title="Kod na stronę" current="/partner-panel/snippet/" brand={BRAND} partner={partnerBar(ctx)} charts>
      <p>
        Twój identyfikator partnera: <strong>{ctx.session.partnerId}</strong>. Wklej kod w miejscu strony, w którym ma
        się pojawić widżet; skrypt wystarczy raz na stronie. Sub-id (sub1–sub5) to Twoje własne oznaczenia, np. miejsca
        na stronie albo kampanii: zobaczysz je w wynikach, w konwersjach i w postbackach.
      </p>
      {props.errors.length > 0 && (
        <div class="error" role="alert">
          <ul>
            {props.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      <Choices {...props} />
      <section aria-labelledby="code-title">
        <h2 id="code-title">Kod do wklejenia</h2>
        <p id="goes">{destinationOf({ widget: props.chosen.name, target: props.target })}</p>
        <pre class="code" id="snippet-code" tabIndex={0} aria-label="Kod do wklejenia">
          {props.code}
        </pre>
        <p>
          <button type="button" data-copy="snippet-code">
            Kopiuj kod
          </button>{' '}
          <span data-copied="snippet-code" role="status" />
        </p>
      </section>
    </Frame>,
  );
