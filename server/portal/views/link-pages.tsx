// The pages a one-time link opens: setting the first password (an invitation) or signing in with one click.
import { CsrfField, Frame } from '../../web/frame';
import { renderPage } from '../../web/render';
import { BRAND } from './auth-pages';

function InvitePage({ csrf, token, partnerId, problem }: LinkPageProps) {
  return (
    <Frame title="Ustaw hasło" brand={BRAND}>
      <p>
        Ustaw hasło do panelu partnera <strong>{partnerId}</strong>. Hasło ma co najmniej 12 znaków; najlepiej kilka
        słów, których nie używasz nigdzie indziej.
      </p>
      <form method="post" action="/partner-panel/invite/" class="card login">
        <CsrfField token={csrf} />
        <input type="hidden" name="t" value={token} />
        {problem && (
          <p class="error" role="alert" id="password-error">
            {problem}
          </p>
        )}
        <p>
          <label for="password">Nowe hasło</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="new-password"
            required
            minLength={12}
            maxLength={1024}
            aria-describedby={`password-hint${problem ? ' password-error' : ''}`}
            aria-invalid={problem ? 'true' : undefined}
          />
          <span class="hint" id="password-hint">
            Co najmniej 12 znaków, bez spacji na początku i na końcu.
          </span>
        </p>
        <p>
          <button type="submit">Ustaw hasło i wejdź do panelu</button>
        </p>
      </form>
    </Frame>
  );
}

function LoginLinkPage({ csrf, token, partnerId }: LinkPageProps) {
  return (
    <Frame title="Logowanie linkiem" brand={BRAND}>
      <form method="post" action="/partner-panel/link/open/" class="card login">
        <CsrfField token={csrf} />
        <input type="hidden" name="t" value={token} />
        <p>
          Zaloguj się do panelu partnera <strong>{partnerId}</strong> tym jednorazowym linkiem.
        </p>
        <p>
          <button type="submit">Zaloguj się</button>
        </p>
      </form>
    </Frame>
  );
}

interface LinkPageProps {
  csrf: string;
  token: string;
  partnerId: string;
  problem: string | null;
}

export const linkPage = (kind: 'invite' | 'login', props: LinkPageProps): string =>
  renderPage(kind === 'invite' ? <InvitePage {...props} /> : <LoginLinkPage {...props} />);
