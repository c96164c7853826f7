// data-widget="credit-card": the card form in PayU's hosted fields (docs/partners.md, "The card form"). The card
// is typed into PayU's own frames and goes to PayU only; the page hears "card" with PayU's token once PayU has
// given one. render.ts never gets here without data-payu-pos-id.
import { useMemo } from 'react';
import { CreditCardForm, creditCardFormCss } from '../../../../widgets/CreditCardForm/CreditCardForm';
import { payuOperator } from '../../../../widgets/CreditCardForm/payu';
import type { FeatureContext } from '../../../contract';
import type { CreditCardWidget } from '../props';
import type { WidgetProps } from '../runtime';

export const css = creditCardFormCss;

/** PayU's SDK once per page, whatever the number of card forms; it must come from PayU's server (PayU's rule). */
const scripts = new Map<string, Promise<void>>();
function loadScript(ctx: FeatureContext, src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const doc = ctx.env.dom?.document;
  const loading = new Promise<void>((resolve, reject) => {
    if (!doc) return reject(new Error('no document'));
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    if (ctx.env.nonce) script.setAttribute('nonce', ctx.env.nonce);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      scripts.delete(src);
      reject(new Error(`${src} could not be loaded`));
    });
    (doc.head ?? doc.documentElement).appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}

export function Widget({ spec, ctx, emit }: WidgetProps<CreditCardWidget>) {
  const { payu } = spec;
  const operator = useMemo(
    () =>
      payu
        ? payuOperator(
            payu,
            (src) => loadScript(ctx, src),
            () => ctx.env.dom?.global('PayU'),
          )
        : null,
    [payu?.posId, payu?.environment],
  );
  if (!operator) return null;
  return (
    <CreditCardForm
      {...(spec.heading ? { heading: spec.heading } : {})}
      operator={operator}
      onTokenized={(card) => emit('card', { token: card.token, operator: card.operator })}
    />
  );
}
