// An FAQ accordion (below the fold: hydrated when the browser is idle).
import { FaqAccordion, type FaqAccordionProps } from '../../widgets/FaqAccordion/FaqAccordion';

export default function FaqIsland(props: FaqAccordionProps) {
  return <FaqAccordion {...props} />;
}
