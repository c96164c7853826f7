// An FAQ accordion (below the fold: hydrated when the browser is idle).
export { FaqAccordion as default } from '../../widgets/FaqAccordion/FaqAccordion';
