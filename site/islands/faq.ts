// The home page's FAQ accordion (below the fold: hydrated when the browser is idle).
import { faqProps } from '../pages/home-islands';
export { FaqAccordion as default } from '../../widgets/FaqAccordion/FaqAccordion';
export const props = faqProps;
