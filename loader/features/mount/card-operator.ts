// The payment operator a credit-card element names (docs/partners.md, "The card form"). Without one the form is
// not offered at all: no screen may say a card was accepted unless an operator said so. Read by render.ts before
// any widget code is fetched, and by props.ts for the widget itself.
import { isPayuPosId, type PayuEnvironment, type PayuSettings } from '../../../widgets/CreditCardForm/payu-settings';
import type { Dataset } from './widget-types';

const ENVIRONMENTS: readonly PayuEnvironment[] = ['production', 'sandbox'];

/** The element's PayU settings, or the one warning that says why the form is not shown. */
export function cardOperator(dataset: Dataset): { payu: PayuSettings } | { missing: string } {
  const posId = dataset.payuPosId;
  const environment = dataset.payuEnvironment ?? 'production';
  if (posId === undefined || posId.trim() === '') {
    return {
      missing:
        'widget "credit-card" is not shown: no payment operator is configured ' +
        '(set data-payu-pos-id to your PayU POS id)',
    };
  }
  if (!isPayuPosId(posId.trim()))
    return { missing: 'widget "credit-card" is not shown: data-payu-pos-id must be your PayU POS id (digits only)' };
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    return { missing: 'widget "credit-card" is not shown: data-payu-environment must be "production" or "sandbox"' };
  }
  return { payu: { posId: posId.trim(), environment: environment as PayuEnvironment } };
}
