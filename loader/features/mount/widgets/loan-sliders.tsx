// data-widget="loan-sliders": amount and term (days or months) with a link to the main site's registration for
// the loan chosen, as the site's offers page does.
import { useState } from 'react';
import { DEFAULT_TERM, loanQueryParams, type LoanRequest, type TermUnit } from '../../../../contracts/loan-limits';
import { LoanSliders, loanSlidersCss } from '../../../../widgets/LoanSliders/LoanSliders';
import { termUnitSwitchCss } from '../../../../widgets/LoanSliders/TermUnitSwitch';
import { requestLimits } from '../limits';
import type { LoanSlidersWidget } from '../props';
import { mainHref, type WidgetProps } from '../runtime';

export const css = loanSlidersCss + termUnitSwitchCss;

export function Widget({ spec, ctx }: WidgetProps<LoanSlidersWidget>) {
  const [choice, setChoice] = useState<LoanRequest>({ amount: spec.amount, term: spec.term, unit: spec.termUnit });
  const switchUnit = (unit: TermUnit) =>
    setChoice((c) => (c.unit === unit ? c : { amount: c.amount, term: DEFAULT_TERM[unit], unit }));
  return (
    <div className="pz-embed__sliders">
      <LoanSliders
        value={choice}
        limits={requestLimits(choice.unit)}
        onChange={(next) => setChoice((c) => ({ ...c, ...next }))}
        onUnitChange={switchUnit}
      />
      <a
        className="pz-embed__cta"
        href={mainHref(ctx.config.hosts.main, '/reg/', loanQueryParams(choice), spec.subIds)}
      >
        {spec.cta}
      </a>
    </div>
  );
}
