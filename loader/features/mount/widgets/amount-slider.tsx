// data-widget="amount-slider": the amount slider as a GET form to the main site's registration, as the site's hero
// does.
import { AmountSlider, amountSliderCss } from '../../../../widgets/AmountSlider/AmountSlider';
import type { AmountSliderWidget } from '../props';
import type { WidgetProps } from '../runtime';

export const css = amountSliderCss;

export function Widget({ spec, ctx }: WidgetProps<AmountSliderWidget>) {
  return (
    <form className="pz-embed__form" method="get" action={`${ctx.config.hosts.main}/reg/`}>
      <AmountSlider
        label={spec.label}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        defaultValue={spec.value}
        name="amount"
      />
      {Object.entries(spec.subIds).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button className="pz-embed__cta" type="submit">
        {spec.cta}
      </button>
    </form>
  );
}
