// /offers/ (and /offers2/ … /offers4/, SPEC §2: the same page) and the landing offers page.
import type { Offer } from '../../contracts/offer';
import { loanSlidersCss } from '../../widgets/LoanSliders/LoanSliders';
import { lenderCardCss } from '../../widgets/LenderCard/LenderCard';
import { offerListCss } from '../../widgets/OfferList/OfferList';
import { useLeadOrder } from '../app/lead-offers';
import { PHONE_LEADS_PATH, type PhoneLeadErrors } from '../../contracts/phone-lead';
import { PhoneForm, phoneFormCss, type PhoneFormSubmit } from '../../widgets/PhoneForm/PhoneForm';
import { siteHttp } from '../app/http';
import { SHORT_NAME } from '../brand';
import contentCss from '../components/content.css?inline';
import { OffersBrowser } from '../components/OffersBrowser';
import offersCss from '../components/offers.css?inline';
import type { Head, PageProps } from './types';

export interface OffersData {
  variant: 'offers' | 'landing';
  offers: Offer[];
  defaults: { amount: number; termDays: number };
  disclaimer: string;
}

export const styles = [contentCss, offersCss, loanSlidersCss, offerListCss, lenderCardCss, phoneFormCss];

export function head({ data }: PageProps<OffersData>): Head {
  return {
    title: `Oferty pożyczek – ${SHORT_NAME}`,
    description: 'Porównaj oferty pożyczek: RRSO, całkowity koszt i kwota do zapłaty dla wybranej kwoty i okresu. Sortuj i filtruj według swoich potrzeb.',
    // The list is ordered for each lead; only the canonical /offers/ is indexed (SPEC §2 aliases and landings are not).
    ...(data.variant === 'landing' ? { robots: 'noindex, follow' } : { canonicalPath: '/offers/' }),
  };
}

/** The landing page's call-back request: POST /api/phone-leads; the server's per-field errors go back to the fields. */
const submitPhone: PhoneFormSubmit = async (body) => {
  const result = await siteHttp().postJson(PHONE_LEADS_PATH, body);
  if (result.ok) return { ok: true };
  const errors = (result.body as { errors?: PhoneLeadErrors } | undefined)?.errors;
  return errors ? { ok: false, errors: errors as Record<string, string> } : { ok: false, message: 'Nie udało się wysłać numeru. Sprawdź połączenie z internetem i spróbuj ponownie.' };
};

export default function Offers({ data }: PageProps<OffersData>) {
  // The lead's own order once its feed answers; the prerendered default order until then.
  const offers = useLeadOrder(data.offers);
  return (
    <>
      <div className="pz-prose">
        <h1>{data.variant === 'landing' ? 'Pożyczki online – sprawdź, ile zapłacisz' : 'Oferty pożyczek'}</h1>
      </div>
      {/* Offers first (on a phone the first card's figures fit the first screen); how to read them follows. */}
      <OffersBrowser offers={offers} defaults={data.defaults} showControls heading="Oferty dla Ciebie" />
      <p className="pz-meta">Ustaw kwotę i okres spłaty, a przy każdej ofercie zobaczysz całkowity koszt i kwotę do zapłaty. Wybierz ofertę i złóż wniosek na stronie pożyczkodawcy – to on decyduje o pożyczce.</p>
      {data.variant === 'landing' ? (
        <section className="pz-offers__phone" aria-label="Zostaw numer telefonu">
          <PhoneForm submit={submitPhone} />
        </section>
      ) : null}
      <p className="pz-meta">{data.disclaimer}</p>
    </>
  );
}
