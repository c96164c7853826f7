// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { windowDom } from '../../env';
import { fakeContext, fakeEnv } from '../../testing/fake-env';
import { CONSENT_MODE_DEFAULT, consentModeUpdate, DATA_LAYER, gtmScriptUrl } from './consent-mode';
import { start } from './index';

describe('consentModeUpdate', () => {
  it.each([
    [{ analytics: false, marketing: false }, ['denied', 'denied', 'denied', 'denied']],
    [{ analytics: true, marketing: false }, ['denied', 'denied', 'denied', 'granted']],
    [{ analytics: false, marketing: true }, ['granted', 'granted', 'granted', 'denied']],
    [{ analytics: true, marketing: true }, ['granted', 'granted', 'granted', 'granted']],
  ])('%j', (consent, [ad_storage, ad_user_data, ad_personalization, analytics_storage]) => {
    expect(consentModeUpdate(consent)).toEqual({ ad_storage, ad_user_data, ad_personalization, analytics_storage });
  });

  it('denies everything by default', () => {
    expect(CONSENT_MODE_DEFAULT).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it.each([['GTM-AB12CD', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD&l=przelewikDataLayer']])(
    '%s → %s',
    (id, url) => {
      expect(gtmScriptUrl(id)).toBe(url);
    },
  );
});

type TagWindow = Window & { [DATA_LAYER]?: unknown[]; fbq?: { queue: unknown[][] } };

function pageEnv(nonce?: string) {
  document.head.innerHTML = '';
  const win = window as TagWindow;
  delete win[DATA_LAYER];
  delete win.fbq;
  delete (win as { _fbq?: unknown })._fbq;
  return fakeEnv({ dom: windowDom(window), nonce });
}
const scripts = () =>
  [...document.querySelectorAll('script')].map((s) => ({ src: s.src, nonce: s.getAttribute('nonce') ?? undefined }));
const layerEntries = (win: TagWindow) =>
  (win[DATA_LAYER] ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

describe('tags feature', () => {
  it('adds nothing when no id is configured', () => {
    const env = pageEnv();
    start(fakeContext(env, {}, 'https://cdn.example/', { analytics: true, marketing: true }));
    expect(scripts()).toEqual([]);
    expect((window as TagWindow)[DATA_LAYER]).toBeUndefined();
  });

  it('sets the consent default, then the update, then loads GTM with the nonce', () => {
    const env = pageEnv('n0nce');
    const ctx = fakeContext(env, { gtm: 'GTM-AB12CD' }, 'https://cdn.example/', { analytics: false, marketing: true });
    start(ctx);
    const win = window as TagWindow;
    const entries = layerEntries(win);
    expect(entries[0]).toEqual(['consent', 'default', { ...CONSENT_MODE_DEFAULT }]);
    expect(entries[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
    ]);
    expect(entries[2]).toMatchObject({ event: 'gtm.js' });
    expect(scripts()).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD&l=przelewikDataLayer', nonce: 'n0nce' },
    ]);
    // Consent withdrawn later: Google hears it at once.
    ctx.signals.setConsent({ analytics: false, marketing: false });
    expect(layerEntries(win)[3]).toEqual([
      'consent',
      'update',
      consentModeUpdate({ analytics: false, marketing: false }),
    ]);
  });

  it('loads the Meta pixel with grant, init and PageView, and revokes when consent is withdrawn', () => {
    const env = pageEnv('n0nce');
    const ctx = fakeContext(env, { pixels: { meta: '1234567890123456' } }, 'https://cdn.example/', {
      analytics: false,
      marketing: true,
    });
    start(ctx);
    const queue = (window as TagWindow).fbq!.queue;
    expect(queue).toEqual([
      ['consent', 'grant'],
      ['init', '1234567890123456'],
      ['track', 'PageView'],
    ]);
    expect(scripts()).toEqual([{ src: 'https://connect.facebook.net/en_US/fbevents.js', nonce: 'n0nce' }]);
    ctx.signals.setConsent({ analytics: true, marketing: false });
    expect(queue.at(-1)).toEqual(['consent', 'revoke']);
  });

  it('reports a script that cannot load once, as a warning, and removes it', () => {
    const env = pageEnv();
    start(fakeContext(env, { gtm: 'GTM-AB12CD' }, 'https://cdn.example/', { analytics: true, marketing: true }));
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(env.warnings).toEqual([
      ['Google Tag Manager could not be loaded (blocked or offline); the page is not affected.'],
    ]);
    expect(scripts()).toEqual([]);
  });
});
