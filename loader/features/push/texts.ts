// The push opt-in prompt's words (SPEC §2, §9) and the page-config overrides of them (SPEC §3).
// Pure: the overlay renders what these return with textContent, never as HTML.

export interface PromptTexts {
  /** BCP 47 tag, for lang= on the overlay so screen readers pick the right voice. */
  lang: string;
  dir: 'ltr' | 'rtl';
  message: string;
  allow: string;
  decline: string;
  /** Accessible name of the close (×) button, which has no visible text. */
  close: string;
  /** Alt text of the prompt's icon. */
  iconAlt: string;
}

/** Overrides a partner may put in window.pageConfig (SPEC §3). */
export interface PromptOverrides {
  customText?: string | undefined;
  customAcceptText?: string | undefined;
  customDeclineText?: string | undefined;
}

/** Longest override kept; a longer one is cut here so a partner's essay cannot swallow the page. */
export const CUSTOM_TEXT_MAX = 300;

const ES: PromptTexts = {
  lang: 'es',
  dir: 'ltr',
  message: 'Activa las notificaciones y te avisaremos cuando el dinero esté en camino a tu cuenta.',
  allow: 'Permitir',
  decline: 'Ahora no',
  close: 'Cerrar',
  iconAlt: 'Notificaciones',
};

const EN: PromptTexts = {
  lang: 'en',
  dir: 'ltr',
  message: 'Turn on notifications and we’ll let you know when your money is on its way to your account.',
  allow: 'Allow',
  decline: 'Not now',
  close: 'Close',
  iconAlt: 'Notifications',
};

/** SPEC §9: 12 languages keyed by country id 1..16 (Spanish 1, 2, 4, 5, 6; English 3; then 7..16 in order). */
export const PROMPT_TEXTS: Readonly<Record<number, PromptTexts>> = {
  1: ES,
  2: ES,
  3: EN,
  4: ES,
  5: ES,
  6: ES,
  7: {
    lang: 'uk',
    dir: 'ltr',
    message: 'Увімкніть сповіщення, і ми повідомимо вас, коли гроші буде надіслано на ваш рахунок.',
    allow: 'Дозволити',
    decline: 'Не зараз',
    close: 'Закрити',
    iconAlt: 'Сповіщення',
  },
  8: {
    lang: 'ru',
    dir: 'ltr',
    message: 'Включите уведомления, и мы сообщим вам, когда деньги будут отправлены на ваш счёт.',
    allow: 'Разрешить',
    decline: 'Не сейчас',
    close: 'Закрыть',
    iconAlt: 'Уведомления',
  },
  9: {
    lang: 'vi',
    dir: 'ltr',
    message: 'Bật thông báo để chúng tôi báo cho bạn biết khi tiền đang được chuyển vào tài khoản của bạn.',
    allow: 'Cho phép',
    decline: 'Để sau',
    close: 'Đóng',
    iconAlt: 'Thông báo',
  },
  10: {
    lang: 'si',
    dir: 'ltr',
    message: 'දැනුම්දීම් ක්‍රියාත්මක කරන්න. ඔබේ ගිණුමට මුදල් එවන විට අපි ඔබට දන්වන්නෙමු.',
    allow: 'ඉඩ දෙන්න',
    decline: 'දැන් නොවේ',
    close: 'වසන්න',
    iconAlt: 'දැනුම්දීම්',
  },
  11: {
    lang: 'et',
    dir: 'ltr',
    message: 'Lülita teavitused sisse ja anname sulle teada, kui raha on teel sinu kontole.',
    allow: 'Luba',
    decline: 'Mitte praegu',
    close: 'Sulge',
    iconAlt: 'Teavitused',
  },
  12: {
    lang: 'ro',
    dir: 'ltr',
    message: 'Activează notificările și te anunțăm când banii sunt în drum spre contul tău.',
    allow: 'Permite',
    decline: 'Nu acum',
    close: 'Închide',
    iconAlt: 'Notificări',
  },
  13: {
    lang: 'lt',
    dir: 'ltr',
    message: 'Įjunkite pranešimus ir informuosime jus, kai pinigai bus pakeliui į jūsų sąskaitą.',
    allow: 'Leisti',
    decline: 'Ne dabar',
    close: 'Uždaryti',
    iconAlt: 'Pranešimai',
  },
  // Polish: a one-letter word keeps to the next one with a no-break space (docs/writing.md).
  14: {
    lang: 'pl',
    dir: 'ltr',
    message: 'Włącz powiadomienia, a\u00a0damy Ci znać, gdy pieniądze będą w\u00a0drodze na Twoje konto.',
    allow: 'Zezwól',
    decline: 'Nie teraz',
    close: 'Zamknij',
    iconAlt: 'Powiadomienia',
  },
  15: {
    lang: 'lv',
    dir: 'ltr',
    message: 'Ieslēdziet paziņojumus, un mēs jūs informēsim, kad nauda būs ceļā uz jūsu kontu.',
    allow: 'Atļaut',
    decline: 'Ne tagad',
    close: 'Aizvērt',
    iconAlt: 'Paziņojumi',
  },
  16: {
    lang: 'bg',
    dir: 'ltr',
    message: 'Включете известията и ще ви уведомим, когато парите са на път към сметката ви.',
    allow: 'Разреши',
    decline: 'Не сега',
    close: 'Затвори',
    iconAlt: 'Известия',
  },
};

/** SPEC §9: English for any other or missing country id. */
export const DEFAULT_PROMPT_TEXTS: PromptTexts = EN;

/** Trimmed, whitespace-collapsed plain text cut at CUSTOM_TEXT_MAX code points; undefined when empty. */
export function cleanCustomText(value: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Control characters and runs of whitespace render as one space in the overlay anyway.
  const text = value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!text) return undefined;
  // Array.from counts code points, so an emoji at the cut is never split into half a surrogate pair.
  const points = Array.from(text);
  return points.length > CUSTOM_TEXT_MAX ? points.slice(0, CUSTOM_TEXT_MAX).join('').trimEnd() : text;
}

/** The prompt's words for a country id (SPEC §9) with the page's overrides applied (SPEC §3). */
export function promptTexts(countryId: number | undefined, custom: PromptOverrides = {}): PromptTexts {
  const base =
    (countryId !== undefined && Number.isInteger(countryId) ? PROMPT_TEXTS[countryId] : undefined) ??
    DEFAULT_PROMPT_TEXTS;
  return {
    ...base,
    message: cleanCustomText(custom.customText) ?? base.message,
    allow: cleanCustomText(custom.customAcceptText) ?? base.allow,
    decline: cleanCustomText(custom.customDeclineText) ?? base.decline,
  };
}

/**
 * The prompt icon's URL: customImg when it is https or on the page's own origin (relative URLs resolve against
 * pageOrigin), else defaultUrl. Refuses javascript:, data:, blob:, http: elsewhere and URLs with credentials.
 */
export function promptImage(customImg: string | undefined, pageOrigin: string, defaultUrl: string): string {
  const raw = customImg?.trim();
  if (!raw) return defaultUrl;
  let origin: string | undefined;
  try {
    origin = new URL(pageOrigin).origin;
  } catch {
    origin = undefined;
  }
  let url: URL;
  try {
    url = origin ? new URL(raw, origin) : new URL(raw);
  } catch {
    return defaultUrl;
  }
  if (url.username || url.password) return defaultUrl;
  // http only on the page's own origin (a local server); blob: shares its creator's origin, so check the scheme too.
  const sameOriginHttp = url.protocol === 'http:' && origin !== undefined && url.origin === origin;
  return url.protocol === 'https:' || sameOriginHttp ? url.href : defaultUrl;
}
