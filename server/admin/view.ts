// What every console page needs to know about who is looking: the frame's operator line, and whether to offer
// the forms that change something (analysts read and export only; routes.ts refuses their changes anyway).
import type { AuthedRequest } from './routes';

export const operatorOf = (ctx: AuthedRequest) => ({
  email: ctx.session.operator.email,
  csrfToken: ctx.session.csrfToken,
  role: ctx.session.operator.role,
});
export const canChange = (ctx: AuthedRequest): boolean => ctx.session.operator.role === 'admin';
