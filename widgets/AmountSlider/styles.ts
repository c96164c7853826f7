// The slider's CSS on its own, so a widget that draws the same track (LoanSliders) takes the styles without the
// AmountSlider component's code.
import css from './AmountSlider.css?inline';

export const amountSliderCss = css;
