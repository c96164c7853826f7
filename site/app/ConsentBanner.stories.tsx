// The cookie-consent widget with the site's real cookie table (so it lives in site/: widgets never import site
// content). The title stays under Widgets/, where a designer looks for the banner.
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { COOKIE_TABLE } from '../content/consent-cookies';
import { CookieConsent, cookieConsentCss } from '../../widgets/CookieConsent/CookieConsent';
import { CONSENT_KEY, CONSENT_REVISION, serializeConsent } from '../../widgets/CookieConsent/useCookieConsent';

/** Storage kept in the story, so stories never read or change the browser's real choice. */
function storyStorage(stored?: { analytics: boolean; marketing: boolean }) {
  const data = new Map<string, string>();
  if (stored)
    data.set(
      CONSENT_KEY,
      serializeConsent({ revision: CONSENT_REVISION, necessary: true, ...stored, at: '2026-11-01T10:00:00.000Z' }),
    );
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const meta: Meta<typeof CookieConsent> = {
  title: 'Widgets/CookieConsent',
  component: CookieConsent,
  args: { cookies: COOKIE_TABLE, policyHref: '/cookies-policy/' },
  argTypes: { onChange: { action: 'changed' } },
  // A page behind the banner shows that it sits over the content without moving it. The widget's own CSS is
  // added here too, so the story looks right before widgets/index.ts exports cookieConsentCss.
  decorators: [
    (Story) => (
      <>
        <style>{cookieConsentCss}</style>
        <main>
          <h1 style={{ marginTop: 0 }}>Porównaj pożyczki</h1>
          <p>Wybierz kwotę i okres spłaty, a pokażemy oferty pożyczkodawców, które do nich pasują.</p>
          <p>Porównanie jest bezpłatne i nie zobowiązuje Cię do zaciągnięcia pożyczki.</p>
        </main>
        <Story />
      </>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof CookieConsent>;

export const FirstVisit: Story = { render: (args) => <CookieConsent {...args} storage={storyStorage()} /> };
export const SettingsOpen: Story = { render: (args) => <CookieConsent {...args} storage={storyStorage()} forceOpen /> };
export const SettingsWithAnalyticsOn: Story = {
  render: (args) => <CookieConsent {...args} storage={storyStorage({ analytics: true, marketing: false })} forceOpen />,
};
export const LongPolishText: Story = {
  args: {
    text:
      'Korzystamy z plików cookies i pamięci przeglądarki. Niezbędne zapamiętują Twój wybór i wniosek, analityczne pozwalają nam sprawdzać, które części porównywarki działają dobrze, a które trzeba poprawić, a marketingowe mówią nam, z której kampanii, wyszukiwarki lub strony partnera do nas trafiasz, żebyśmy mogli się z partnerami rozliczyć.\n\n' +
      'Analityczne i marketingowe zapiszemy tylko za Twoją zgodą. Porównanie ofert działa tak samo bez nich, a wybór zmienisz w każdej chwili w „Ustawieniach cookies” w stopce strony.',
  },
  render: (args) => <CookieConsent {...args} storage={storyStorage()} />,
};
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => <CookieConsent {...args} storage={storyStorage()} />,
};
export const Desktop1280: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: (args) => <CookieConsent {...args} storage={storyStorage()} />,
};
export const SettingsPhone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => <CookieConsent {...args} storage={storyStorage()} forceOpen />,
};
