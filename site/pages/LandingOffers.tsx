// /landing/offers/ and /landing/offers2/ (SPEC §2: the same landing offers page): the offers page with a call-back
// form under the list. A module of its own, so only this page loads the form and its phone-number checks. Unlike
// /offers/, it is one island as a whole (the form's field ids come from the whole page's render). What its first
// screen does not need stays out of its HTML so the document fits one round trip (docs/performance.md): its data is
// published beside it, and the form, far below, is a far section whose CSS comes after the first paint.
import { PHONE_LEADS_PATH, type PhoneLeadErrors } from '../../contracts/phone-lead';
import { PhoneForm, phoneFormCss, type PhoneFormSubmit } from '../../widgets/PhoneForm/PhoneForm';
import { siteHttp } from '../app/http';
import { CALLBACK_PROMISE } from '../brand';
import { OffersPage, styles as offersStyles, type OffersData } from './Offers';
import landingCss from './LandingOffers.css?inline';
import type { PageProps } from './types';

export { head } from './Offers';
export type { OffersData } from './Offers';

export const styles = [...offersStyles, landingCss];
export const farStyles = [phoneFormCss];

/** The whole page's data, published beside it (`islands.json`), not inline. */
export const inlineData = false;

/** The landing page's call-back request: POST /api/phone-leads; the server's per-field errors go back to the fields. */
const submitPhone: PhoneFormSubmit = async (body) => {
  const result = await siteHttp().postJson(PHONE_LEADS_PATH, body);
  if (result.ok) return { ok: true };
  const errors = (result.body as { errors?: PhoneLeadErrors } | undefined)?.errors;
  return errors
    ? { ok: false, errors: errors as Record<string, string> }
    : { ok: false, message: 'Nie udało się wysłać numeru. Sprawdź połączenie z internetem i spróbuj ponownie.' };
};

export default function LandingOffers(props: PageProps<OffersData>) {
  return (
    <OffersPage
      {...props}
      island={false}
      form={
        <section className="pz-offers__phone pz-far pz-far--phone" aria-label="Zostaw numer telefonu">
          <PhoneForm submit={submitPhone} promise={CALLBACK_PROMISE} />
        </section>
      }
    />
  );
}
