// The loan controls' CSS on its own: the pages inline it in their HTML and the client router adds it with a page, so
// the components' chunks (which hydrate over that HTML) never carry it.
import { loanRangeCss } from '../AmountSlider/styles';
import switchCss from './TermUnitSwitch.css?inline';
import css from './LoanSliders.css?inline';

export const termUnitSwitchCss = switchCss;
/**
 * Includes the range track of AmountSlider (its `.pz-slider__input` rules, not the amount slider's card, which these
 * controls never render) and the unit switch, so a page needs only this one.
 */
export const loanSlidersCss = `${loanRangeCss}\n${termUnitSwitchCss}\n${css}`;
