// The slider's CSS on its own, so a widget that draws the same track (LoanSliders) takes the styles without the
// AmountSlider component's code.
import css from './AmountSlider.css?inline';
import rangeCss from './range.css?inline';

/** The range input's own rules, for a widget that draws it without the amount slider's card (RegistrationFlow). */
export const loanRangeCss = rangeCss;
export const amountSliderCss = `${css}\n${rangeCss}`;
