// What a transfer-status notification says, in the language of the push token's country id (the same SPEC §9 table
// the opt-in prompt speaks from, so a visitor is notified in the language they were asked in). Lock screens show
// these words to anyone nearby: they name no lender, amount, person or number; the status page behind the link says
// more.
import { DEFAULT_PROMPT_TEXTS, PROMPT_TEXTS } from '../../loader/features/push/texts';

export const NOTIFIED_STATUSES = ['approved', 'paid', 'rejected'] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export interface NotificationText {
  lang: string;
  title: string;
  body: string;
}

type Texts = Record<NotifiedStatus, { title: string; body: string }>;

const BY_LANG: Readonly<Record<string, Texts>> = {
  pl: {
    approved: { title: 'Wniosek zaakceptowany', body: 'Pożyczkodawca zaakceptował Twój wniosek. Sprawdź, co dalej.' },
    paid: {
      title: 'Pieniądze są w\u00a0drodze',
      body: 'Pożyczkodawca wysłał przelew na Twoje konto. Sprawdź szczegóły.',
    },
    rejected: {
      title: 'Decyzja w\u00a0sprawie wniosku',
      body: 'Pożyczkodawca przekazał decyzję w\u00a0sprawie Twojego wniosku. Sprawdź szczegóły.',
    },
  },
  en: {
    approved: { title: 'Application approved', body: 'The lender approved your application. See what happens next.' },
    paid: {
      title: 'Your money is on its way',
      body: 'The lender has sent the transfer to your account. See the details.',
    },
    rejected: {
      title: 'A decision on your application',
      body: 'The lender has made a decision on your application. See the details.',
    },
  },
  es: {
    approved: { title: 'Solicitud aprobada', body: 'El prestamista aprobó tu solicitud. Mira los próximos pasos.' },
    paid: {
      title: 'Tu dinero está en camino',
      body: 'El prestamista envió la transferencia a tu cuenta. Mira los detalles.',
    },
    rejected: {
      title: 'Decisión sobre tu solicitud',
      body: 'El prestamista tomó una decisión sobre tu solicitud. Mira los detalles.',
    },
  },
  uk: {
    approved: { title: 'Заявку схвалено', body: 'Кредитор схвалив вашу заявку. Дізнайтеся, що далі.' },
    paid: { title: 'Гроші вже в дорозі', body: 'Кредитор надіслав переказ на ваш рахунок. Перегляньте деталі.' },
    rejected: { title: 'Рішення щодо заявки', body: 'Кредитор ухвалив рішення щодо вашої заявки. Перегляньте деталі.' },
  },
  ru: {
    approved: { title: 'Заявка одобрена', body: 'Кредитор одобрил вашу заявку. Узнайте, что дальше.' },
    paid: { title: 'Деньги уже в пути', body: 'Кредитор отправил перевод на ваш счёт. Посмотрите подробности.' },
    rejected: { title: 'Решение по заявке', body: 'Кредитор принял решение по вашей заявке. Посмотрите подробности.' },
  },
  vi: {
    approved: { title: 'Đơn đã được duyệt', body: 'Bên cho vay đã duyệt đơn của bạn. Xem bước tiếp theo.' },
    paid: { title: 'Tiền đang được chuyển', body: 'Bên cho vay đã chuyển khoản vào tài khoản của bạn. Xem chi tiết.' },
    rejected: {
      title: 'Quyết định về đơn của bạn',
      body: 'Bên cho vay đã có quyết định về đơn của bạn. Xem chi tiết.',
    },
  },
  si: {
    approved: { title: 'අයදුම්පත අනුමතයි', body: 'ණය දෙන්නා ඔබේ අයදුම්පත අනුමත කළේය. ඊළඟට කුමක්දැයි බලන්න.' },
    paid: { title: 'ඔබේ මුදල් එමින් පවතී', body: 'ණය දෙන්නා ඔබේ ගිණුමට මුදල් යැව්වේය. විස්තර බලන්න.' },
    rejected: { title: 'ඔබේ අයදුම්පත පිළිබඳ තීරණය', body: 'ණය දෙන්නා ඔබේ අයදුම්පත පිළිබඳ තීරණයක් ගත්තේය. විස්තර බලන්න.' },
  },
  et: {
    approved: { title: 'Taotlus kinnitatud', body: 'Laenuandja kinnitas sinu taotluse. Vaata, mis edasi saab.' },
    paid: { title: 'Raha on teel', body: 'Laenuandja saatis ülekande sinu kontole. Vaata üksikasju.' },
    rejected: {
      title: 'Otsus sinu taotluse kohta',
      body: 'Laenuandja tegi sinu taotluse kohta otsuse. Vaata üksikasju.',
    },
  },
  ro: {
    approved: { title: 'Cerere aprobată', body: 'Creditorul ți-a aprobat cererea. Vezi ce urmează.' },
    paid: { title: 'Banii sunt pe drum', body: 'Creditorul a trimis transferul în contul tău. Vezi detaliile.' },
    rejected: {
      title: 'Decizie privind cererea ta',
      body: 'Creditorul a luat o decizie privind cererea ta. Vezi detaliile.',
    },
  },
  lt: {
    approved: { title: 'Paraiška patvirtinta', body: 'Skolintojas patvirtino jūsų paraišką. Sužinokite, kas toliau.' },
    paid: {
      title: 'Pinigai jau pakeliui',
      body: 'Skolintojas išsiuntė pervedimą į jūsų sąskaitą. Peržiūrėkite išsamiau.',
    },
    rejected: {
      title: 'Sprendimas dėl paraiškos',
      body: 'Skolintojas priėmė sprendimą dėl jūsų paraiškos. Peržiūrėkite išsamiau.',
    },
  },
  lv: {
    approved: {
      title: 'Pieteikums apstiprināts',
      body: 'Aizdevējs apstiprināja jūsu pieteikumu. Uzziniet, kas notiks tālāk.',
    },
    paid: { title: 'Nauda jau ceļā', body: 'Aizdevējs nosūtīja pārskaitījumu uz jūsu kontu. Skatiet sīkāk.' },
    rejected: { title: 'Lēmums par pieteikumu', body: 'Aizdevējs pieņēma lēmumu par jūsu pieteikumu. Skatiet sīkāk.' },
  },
  bg: {
    approved: { title: 'Заявката е одобрена', body: 'Кредиторът одобри вашата заявка. Вижте какво следва.' },
    paid: { title: 'Парите са на път', body: 'Кредиторът изпрати превода към вашата сметка. Вижте подробностите.' },
    rejected: { title: 'Решение по заявката', body: 'Кредиторът взе решение по вашата заявка. Вижте подробностите.' },
  },
};

/** The language of a token's country id (SPEC §9), English for an unknown or missing one, as the prompt does. */
export function notificationLang(country: number | null | undefined): string {
  const lang =
    (country !== null && country !== undefined ? PROMPT_TEXTS[country]?.lang : undefined) ?? DEFAULT_PROMPT_TEXTS.lang;
  return BY_LANG[lang] ? lang : 'en';
}

export function notificationText(status: NotifiedStatus, country: number | null | undefined): NotificationText {
  const lang = notificationLang(country);
  return { lang, ...BY_LANG[lang]![status] };
}

/** Every language's texts (the test checks each against the personal-data detector and the prompt's languages). */
export const NOTIFICATION_TEXTS = BY_LANG;
