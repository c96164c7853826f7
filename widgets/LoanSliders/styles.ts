// The loan controls' CSS on its own: the pages inline it in their HTML and the client router adds it with a page, so
// the components' chunks (which hydrate over that HTML) never carry it.
import { amountSliderCss } from '../AmountSlider/styles';
import switchCss from './TermUnitSwitch.css?inline';
import css from './LoanSliders.css?inline';

export const termUnitSwitchCss = switchCss;
/** Includes the range track of AmountSlider and the unit switch, so a page needs only this one. */
export const loanSlidersCss = `${amountSliderCss}\n${termUnitSwitchCss}\n${css}`;
