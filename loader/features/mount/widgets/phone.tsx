// data-widget="phone": the call-back request form, sent to the same API as on our landing page
// (POST {main}/api/phone-leads); the page hears "phone" when it is stored, never the number.
import { PHONE_LEADS_PATH } from '../../../../contracts/phone-lead';
import { PhoneForm, phoneFormCss, type PhoneFormSubmit } from '../../../../widgets/PhoneForm/PhoneForm';
import type { PhoneWidget } from '../props';
import { PartnerGate } from '../partner-gate';
import { mainHref, postJson, type WidgetProps } from '../runtime';

export const css = phoneFormCss;

export function Widget({ spec, ctx, emit }: WidgetProps<PhoneWidget>) {
  const submit: PhoneFormSubmit = async (body) => {
    const result = await postJson(ctx, ctx.config.hosts.main + PHONE_LEADS_PATH, JSON.stringify(body));
    if (result.ok) return { ok: true };
    const errors = (result.body as { errors?: Record<string, string> } | null)?.errors;
    return errors
      ? { ok: false, errors }
      : { ok: false, message: 'Nie udało się wysłać numeru. Sprawdź połączenie z internetem i spróbuj ponownie.' };
  };
  return (
    <PartnerGate ctx={ctx} href={mainHref(ctx.config.hosts.main, '/', [], {})}>
      <PhoneForm {...(spec.heading ? { heading: spec.heading } : {})} submit={submit} onDone={() => emit('phone')} />
    </PartnerGate>
  );
}
