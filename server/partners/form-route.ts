// POST /partner/: the affiliate sign-up form posted by a browser without JavaScript (form-encoded, so name and
// e-mail travel in the body, never in a URL or an access log). Checked with the same rules as POST /api/partners
// and stored the same way; the answer is a short page in Polish (form-view.tsx): thanks, or the errors with a way
// back.
import type { FastifyPluginAsync } from 'fastify';
import {
  PARTNER_BODY_LIMIT_BYTES,
  PARTNER_CONSENT_VALUE,
  PARTNER_FORM_PATH,
  PARTNER_TAKEN_MESSAGE,
  validatePartnerSignup,
} from '../../contracts/partner';
import type { Storage } from '../storage/types';
import { findUnsafeInput } from '../../contracts/input-safety';
import { unsafeInputIn, type GateRouteConfig } from '../input-gate';
import { UNSAFE_TEXT_MESSAGE } from '../input';
import { partnerFormPage } from './form-view';

/** The fields the form sends, as the validator takes them (the checkbox is ticked when it sends its value). */
export function partnerFormFields(form: URLSearchParams): Record<string, unknown> {
  return {
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    website: form.get('website') ?? '',
    trafficType: form.get('trafficType') ?? '',
    consent: form.get('consent') === PARTNER_CONSENT_VALUE,
  };
}

export const partnerFormRoute: FastifyPluginAsync<{ storage: Storage }> = async (scope, { storage }) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  // The input gate's checks run here, so a refusal is this page with the field's message, not JSON.
  const config: GateRouteConfig = { inputGate: 'route' };
  scope.post(PARTNER_FORM_PATH, { bodyLimit: PARTNER_BODY_LIMIT_BYTES, config }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!(request.body instanceof URLSearchParams))
      return reply.code(415).send(partnerFormPage({ name: 'Wyślij formularz ze strony programu partnerskiego.' }));
    const fields = partnerFormFields(request.body);
    // The same checks as POST /api/partners: no control characters (newlines included) in any field.
    const problem = findUnsafeInput(fields) ?? (unsafeInputIn(request) ? { field: '' } : null);
    if (problem)
      return reply
        .code(400)
        .send(partnerFormPage({ [problem.field in fields ? problem.field : 'name']: UNSAFE_TEXT_MESSAGE }));
    const result = validatePartnerSignup(fields);
    if (!result.ok) return reply.code(400).send(partnerFormPage(result.errors));
    // A known e-mail is never overwritten: the same answer as the JSON endpoint's 409, disclosing nothing.
    const saved = await storage.savePartnerSignup({ ...result.value, receivedAt: new Date() });
    if (!saved) return reply.code(409).send(partnerFormPage({ email: PARTNER_TAKEN_MESSAGE }));
    return reply.code(201).send(partnerFormPage(null));
  });
};
