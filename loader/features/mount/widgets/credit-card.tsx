// data-widget="credit-card": the card form. The card goes only to the tokenizer in the visitor's browser and
// never to our server (no request carries it); the page hears "card" once a token is there, never the card.
import { CreditCardForm, creditCardFormCss } from '../../../../widgets/CreditCardForm/CreditCardForm';
import type { CreditCardWidget } from '../props';
import type { WidgetProps } from '../runtime';

export const css = creditCardFormCss;

export function Widget({ spec, emit }: WidgetProps<CreditCardWidget>) {
  return <CreditCardForm {...(spec.heading ? { heading: spec.heading } : {})} onTokenized={() => emit('card')} />;
}
