// The hero's CSS on its own: the home page inlines it in its HTML and the client router adds it with the page, so
// the hero island's chunk (which hydrates over that HTML) never carries it.
import { termUnitSwitchCss } from '../LoanSliders/styles';
import css from './Hero.css?inline';

export const heroCss = `${termUnitSwitchCss}\n${css}`;
